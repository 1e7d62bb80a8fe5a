import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/lib/browser";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the run's one Chromium listens for Playwright (tests/support/site-in-browser.ts connects to it). */
    browserEndpoint: string;
  }
}

/**
 * One Chromium for the whole browser suite: each test file connects to it and works in contexts of its own (fresh
 * profiles: no cookie, storage or cache shared between files), instead of starting a browser per file.
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  project.provide("browserEndpoint", server.wsEndpoint());
  return () => server.close();
}
