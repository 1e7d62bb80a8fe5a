import { defineConfig } from "vitest/config";

// Three suites: `unit` (pure code, next to it), `integration` (real HTTP server on a real PostgreSQL and SMTP),
// `e2e` (Debian's Chromium through playwright-core). The last two share one ephemeral PostgreSQL per run.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["domain/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}"] },
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
          // A real browser on a 2-core machine has the odd slow frame; a test must pass twice in a row to be
          // called flaky-free, but one retry keeps a slow frame from failing a whole CI run.
          retry: 1,
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
