import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { formatKilobytes, pageJavaScript } from "../support/page-javascript";
import { type RunningServer, startServer } from "../support/server";

/** Issue 3: at most 150 KB gzip of JavaScript on the first load of the home page. */
const HOME_BUDGET_GZIP_BYTES = 150 * 1024;

describe("JavaScript budget", () => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("ships at most 150 KB gzip of JavaScript on the first load of /", async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    const { files, gzipBytes } = pageJavaScript(await response.text());
    // A page that lost its scripts would pass any budget: make sure the count is real.
    expect(files.some((file) => file.includes("entry.client"))).toBe(true);
    expect(
      gzipBytes,
      `${formatKilobytes(gzipBytes)} gzip over ${files.length} files:\n${files.join("\n")}`,
    ).toBeLessThanOrEqual(HOME_BUDGET_GZIP_BYTES);
  });
});
