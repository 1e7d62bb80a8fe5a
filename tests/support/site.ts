import { afterAll, beforeAll } from "vitest";
import { BROWSER_USER_AGENT } from "../../scripts/lib/browser";
import { createTestDatabase, type TestDatabase } from "./database";
import { type RunningServer, startServer, TEST_SERVER_DEFAULTS } from "../../scripts/lib/server";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/lib/smtp";

export interface PostOptions {
  /** The caller's address, sent as X-Forwarded-For (the server trusts one proxy in tests). */
  from?: string;
  userAgent?: string;
  headers?: Record<string, string>;
}

/**
 * POSTs JSON as the site's own pages do, from an ordinary desktop browser. `path` is an API call name
 * ("generate-devis") or a path starting with "/"; a string body is sent as is (for malformed JSON).
 */
export function postJson(baseUrl: string, path: string, body: unknown, options: PostOptions = {}): Promise<Response> {
  const url = path.startsWith("/") ? `${baseUrl}${path}` : `${baseUrl}/api/${path}`;
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": options.userAgent ?? BROWSER_USER_AGENT,
      ...(options.from ? { "x-forwarded-for": options.from } : {}),
      ...options.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export interface TestSiteOptions {
  /** Server environment on top of DATABASE_URL, TRUST_PROXY=1 and, with `smtp`, SMTP_URL. */
  env?: Record<string, string>;
  /** Start a real SMTP server and point the site at it. */
  smtp?: boolean;
  /**
   * The first three parts of the addresses `post()` uses by default ("90.84.3" gives 90.84.3.1, .2, ...): a fresh
   * address per call keeps one test's per-caller rate limit out of the next. 90.84.x.x is a Paris address.
   */
  addressPrefix?: string;
  /**
   * Rows to put in the database before the site starts (old data for a job that runs at start): the database already
   * holds the schema (tests/support/database.ts).
   */
  beforeStart?: (database: TestDatabase) => Promise<unknown>;
}

export interface TestSite {
  database: TestDatabase;
  server: RunningServer;
  /** Only with `smtp: true`. */
  smtp: TestSmtpServer;
  /** A new caller address on each call. */
  nextAddress(): string;
  /** POSTs JSON to the site (see postJson), from a new address unless `from` is given. */
  post(path: string, body: unknown, options?: PostOptions): Promise<Response>;
  /** Rows of `table` matching the SQL condition `where`. */
  count(table: string, where?: string): Promise<number>;
}

/**
 * The set-up of an integration test file: a fresh database, the production build started on it (and an SMTP server
 * if asked), all stopped after the file. Call it at the top level of the file; the fields are there from beforeAll.
 */
export function setUpTestSite(options: TestSiteOptions = {}): TestSite {
  const prefix = options.addressPrefix ?? "90.84.1";
  let address = 0;
  const site = {
    nextAddress() {
      address += 1;
      if (address > 254) throw new Error(`more than 254 callers from ${prefix}: give another addressPrefix`);
      return `${prefix}.${address}`;
    },
    post(path: string, body: unknown, postOptions: PostOptions = {}) {
      return postJson(site.server.url, path, body, { ...postOptions, from: postOptions.from ?? site.nextAddress() });
    },
    async count(table: string, where = "true") {
      const { rows } = await site.database.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
      return rows[0].n as number;
    },
  } as TestSite;

  beforeAll(async () => {
    if (options.smtp) site.smtp = await startSmtpServer();
    site.database = await createTestDatabase();
    await options.beforeStart?.(site.database);
    site.server = await startServer({
      ...TEST_SERVER_DEFAULTS,
      DATABASE_URL: site.database.url,
      TRUST_PROXY: "1",
      ...(options.smtp ? { SMTP_URL: site.smtp.url } : {}),
      ...options.env,
    });
  });
  afterAll(async () => {
    await site.server?.stop();
    await site.smtp?.close();
    await site.database?.drop();
  });
  return site;
}
