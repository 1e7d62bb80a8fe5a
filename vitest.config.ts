import { defineConfig } from "vitest/config";

// Three suites: `unit` (pure code, next to it), `integration` (real HTTP server on a real PostgreSQL and SMTP),
// `e2e` (Debian's Chromium through playwright-core). Each run of the last two has its own ephemeral PostgreSQL holding a
// migrated template database (tests/support/global-setup.ts); the browser suite has one Chromium (browser-setup.ts).
/**
 * Files run at once in the integration and browser suites, the two suites side by side under `npm test`. An
 * integration file mostly waits (on its server's start, SMTP deliveries, the outbox's retries, PostgreSQL): run one
 * at a time on the 2-core machine (others working beside), the 58 files used 450 s of CPU in 1 284 s, so three at a
 * time keep the cores busy. A browser file computes (Chromium renders and runs axe), so two are enough beside the
 * rest. `TEST_FILES_AT_ONCE=1` runs them one at a time, to measure each file's CPU (docs/testing.md; the command
 * line's --maxWorkers does not reach a project's own).
 */
const FILES_AT_ONCE = Number(process.env.TEST_FILES_AT_ONCE) || undefined;
const INTEGRATION_FILES_AT_ONCE = FILES_AT_ONCE ?? 3;
const BROWSER_FILES_AT_ONCE = FILES_AT_ONCE ?? 2;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Each file's time, for the summary at the end of `npm test` (scripts/test.ts).
    reporters: ["default", "./scripts/lib/file-times-reporter.ts"],
    // expect.poll waits for what a page or a server does in its own time: vitest's default of 1 s was a bet on the
    // machine's speed (a loaded machine lost it). A passing poll returns as soon as it passes, so a long limit costs
    // nothing; it only bounds how long a failure takes to report.
    expect: { poll: { timeout: 20_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
          // A timeout catches a test that hangs, not a slow machine: a fixed amount of work (a property test's seeded runs)
          // that takes 1.5 s on a quiet machine took over vitest's default 5 s with the two cores shared by other jobs.
          // Speed is measured by the benchmarks (npm run bench:*), never by a test's timeout.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          // Limits that catch a hang, not a slow machine (see the unit suite's): a server start, a browser journey or
          // 200 e-mails take a few seconds of CPU each, many times that when the cores are shared.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // Files side by side: each has its own database and server, and spends much of its time waiting on them.
          maxWorkers: INTEGRATION_FILES_AT_ONCE,
          // A worker runs file after file with the modules it imported kept (the test helpers, pg, the server's
          // modules a test imports): a fresh worker per file cost about half a second of CPU each. Nothing is shared
          // between files but code: each has its own database and server, and no integration file mocks a module.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          // A browser file's modules (playwright-core, pg, the site's domain code) are imported once per worker, not
          // once per file: about 0.8 s of CPU a file. Nothing of a file outlives it: each has its own database, server
          // and browser contexts (tests/support/site-in-browser.ts), and none mocks a module.
          isolate: false,
          include: ["tests/e2e/**/*.spec.ts"],
          // A real browser on a 2-core machine has the odd slow frame: one retry keeps it from failing a whole CI
          // run, and a test that fails twice still fails.
          retry: 1,
          globalSetup: ["tests/support/global-setup.ts", "tests/support/browser-setup.ts"],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          maxWorkers: BROWSER_FILES_AT_ONCE,
        },
      },
    ],
  },
});
