import { defineConfig } from "vitest/config";

// Three suites: `unit` (pure code, next to it), `integration` (real HTTP server on a real PostgreSQL and SMTP),
// `e2e` (Debian's Chromium through playwright-core). The last two share one ephemeral PostgreSQL per run.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Each file's time, for the summary at the end of `npm test` (scripts/test.ts).
    reporters: ["default", "./tests/support/file-times-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.spec.ts"],
          // A real browser on a 2-core machine has the odd slow frame: one retry keeps it from failing a whole CI
          // run, and a test that fails twice still fails.
          retry: 1,
          globalSetup: ["tests/support/global-setup.ts", "tests/support/browser-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
