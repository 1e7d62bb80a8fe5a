import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium: a browser download is impossible here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** What this machine's closed network and root user need (docs/architecture.md). */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * An ordinary desktop Chrome. Headless Chromium announces itself as "HeadlessChrome", which the server rightly
 * takes for a bot and does not record; tests that check tracking browse or post with this one.
 */
export const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/** Chromium driven by playwright-core, headless; Playwright gives every launch a fresh, empty profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}
