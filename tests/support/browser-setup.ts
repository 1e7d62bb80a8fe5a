import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_FLAGS } from "../../scripts/lib/browser";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the run's one Chromium listens for Playwright (tests/support/site-in-browser.ts connects to it). */
    browserEndpoint: string;
  }
}

/**
 * Debian's headless build of the same Chromium (package chromium-headless-shell, installed by .ci/run): the same
 * Blink and V8 without the desktop browser's windowing and compositor around them, as Playwright runs its own headless
 * Chromium. The browser suite used about a third less CPU with it than with the full browser run headless
 * (tests/e2e/calculator.spec.ts: 16.5 s instead of 24.9 s). The benchmarks keep the full browser (scripts/lib/browser.ts).
 */
// The binary itself: /usr/bin/chromium-headless-shell is a shell script that runs it as a child (not exec), so that
// Playwright's signals and the run's CPU accounting (scripts/lib/process-tree-cpu.ts) would reach the script only.
const HEADLESS_CHROMIUM_PATH = process.env.HEADLESS_CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

/**
 * One Chromium for the whole browser suite: each test file connects to it and works in contexts of its own (fresh
 * profiles: no cookie, storage or cache shared between files), instead of starting a browser per file.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(HEADLESS_CHROMIUM_PATH))
    throw new Error(`${HEADLESS_CHROMIUM_PATH} is missing: apt-get install chromium-headless-shell (see .ci/run)`);
  const server = await chromium.launchServer({ executablePath: HEADLESS_CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  project.provide("browserEndpoint", server.wsEndpoint());
  return () => server.close();
}
