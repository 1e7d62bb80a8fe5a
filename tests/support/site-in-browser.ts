import { buffer } from "node:stream/consumers";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Download } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { BROWSER_USER_AGENT } from "../../scripts/lib/browser";
import { createTestDatabase, type TestDatabase } from "./database";
import { type RunningServer, startServer, TEST_SERVER_DEFAULTS } from "../../scripts/lib/server";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/lib/smtp";

export interface SiteInBrowser {
  database: TestDatabase;
  server: RunningServer;
  /** Only with `smtp: true`: the SMTP server the site delivers to. */
  smtp: TestSmtpServer;
  /** The run's one Chromium (tests/support/browser-setup.ts), connected for this file. */
  browser: Browser;
  /** A fresh browser profile on the site (desktop size, French, ordinary Chrome), closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * What a browser test file needs, set up once for the file and torn down after it: a fresh database, the
 * production build serving it (with `env`), optionally a real SMTP server, and a connection to the run's Chromium
 * (Debian's), in which the file opens its own contexts.
 */
export function siteInBrowser(options: { env?: Record<string, string>; smtp?: boolean } = {}): SiteInBrowser {
  const contexts: BrowserContext[] = [];
  // Every Content-Security-Policy violation a page reports fails the test that caused it (docs/decisions/0008-hardening.md).
  const violations: string[] = [];
  const site = {
    async newContext(contextOptions: BrowserContextOptions = {}) {
      const context = await site.browser.newContext({
        viewport: { width: 1280, height: 900 },
        userAgent: BROWSER_USER_AGENT,
        baseURL: site.server.url,
        locale: "fr-FR",
        ...contextOptions,
      });
      contexts.push(context);
      await watchCspViolations(context, violations);
      return context;
    },
  } as SiteInBrowser;

  beforeAll(async () => {
    if (options.smtp) site.smtp = await startSmtpServer();
    site.database = await createTestDatabase();
    site.server = await startServer({
      ...TEST_SERVER_DEFAULTS,
      DATABASE_URL: site.database.url,
      ...(options.smtp ? { SMTP_URL: site.smtp.url } : {}),
      ...options.env,
    });
    site.browser = await chromium.connect(inject("browserEndpoint"));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const reported = violations.splice(0);
    if (reported.length > 0) throw new Error(`Content-Security-Policy violations:\n${[...new Set(reported)].join("\n")}`);
  });
  afterAll(async () => {
    // Closes this file's connection (and any context left open), not the run's Chromium.
    await site.browser?.close();
    await site.server?.stop();
    await site.smtp?.close();
    await site.database?.drop();
  });
  return site;
}

/**
 * Collects what the browser refused under the CSP: the `securitypolicyviolation` events of every page and frame
 * (passed out through a console message), and Chromium's own console errors about the policy.
 */
async function watchCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on("console", (message) => {
    const text = message.text();
    if (text.startsWith("CSP violation:") || /Content Security Policy/i.test(text))
      violations.push(`${message.page()?.url() ?? ""}: ${text}`);
  });
}

/**
 * The bytes of a file the page downloaded. The run's Chromium is reached over a connection, so `download.path()` is
 * not available: the file is streamed back instead.
 */
export async function downloadedFile(download: Download | Promise<Download>): Promise<Buffer> {
  return buffer(await (await download).createReadStream());
}
