import { type Browser, chromium } from "playwright-core";

/**
 * Debian's Chromium driven by playwright-core (never a browser download), headless, with the flags this machine's
 * closed network needs. Playwright gives every launch a fresh, empty profile of its own.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
