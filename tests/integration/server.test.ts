import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAdminClient } from "../support/database";
import { launchServer, startServer } from "../../scripts/lib/server";
import { setUpTestSite } from "../support/site";

describe("HTTP basics", () => {
  const site = setUpTestSite();

  it("renders the home page in French on the server", async () => {
    const response = await fetch(site.server.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Isol en Paille");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 404 with the not-found page for an unknown path", async () => {
    const response = await fetch(`${site.server.url}/cette-page-n-existe-pas`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
  });

  it("redirects /donnees to /produits", async () => {
    const response = await fetch(`${site.server.url}/donnees`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, site.server.url).pathname).toBe("/produits");
  });

  it("serves hashed assets with a one-year immutable cache, compressed", async () => {
    // A page hydrated whole names its chunks in its HTML (a page served as islands loads them from its entry).
    const html = await (await fetch(`${site.server.url}/contact`)).text();
    // The framework chunk: large enough to be compressed (tiny files are sent as they are).
    const asset = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${site.server.url}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("reports health 200 while the database answers, 503 once it does not", async () => {
    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
    const name = new URL(site.database.url).pathname.slice(1);
    await withAdminClient(async (client) => {
      await client.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
    });
    try {
      expect((await fetch(`${site.server.url}/healthz`)).status).toBe(503);
    } finally {
      await withAdminClient((client) => client.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`));
    }
    await site.database.pool.end();
    site.database.pool = new pg.Pool({ connectionString: site.database.url, max: 3 });
    site.database.pool.on("error", () => {});
    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
  });

  it("warns at start when ADMIN_MFA=optional, and only then", async () => {
    const warning = (output: string) =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((entry) => entry.msg.startsWith("ADMIN_MFA=optional"));
    // A second instance on the site's database, started with the demo's setting; the site itself runs with the default.
    const optional = await startServer({ DATABASE_URL: site.database.url, ADMIN_MFA: "optional" });
    await optional.stop();
    expect(warning(optional.output())).toEqual([
      {
        level: 40,
        msg: "ADMIN_MFA=optional: admins open the dashboards without a second factor; for the demo and development only, never in production",
        ADMIN_MFA: "optional",
        pid: expect.any(Number),
        time: expect.any(Number),
      },
    ]);
    expect(warning(site.server.output())).toEqual([]);
  });
});

describe("configuration", () => {
  it("refuses to start on a wrong value and names the variable", async () => {
    const child = await launchServer({ TRUST_PROXY: "beaucoup", DATABASE_URL: "postgres://127.0.0.1:1/x" });
    expect(await child.exited).toBe(1);
    expect(child.output()).toContain("TRUST_PROXY");
  });
});

describe("embedded PostgreSQL", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-data-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a second server on the same data directory while the first keeps working", async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    try {
      const second = await launchServer({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain("already used by another server");
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });

  it("refuses a data directory of another PostgreSQL major version, and says what to do", async () => {
    const oldDir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-data-18-"));
    try {
      // What an earlier `npm start` on the embedded PostgreSQL 18 left.
      mkdirSync(path.join(oldDir, "postgres"));
      writeFileSync(path.join(oldDir, "postgres", "PG_VERSION"), "18\n");
      const refused = await launchServer({ DATA_DIR: oldDir });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain("a été créé par PostgreSQL 18, or le PostgreSQL embarqué est en version 15");
      expect(refused.output()).toContain("supprimez ce dossier");
      expect(readFileSync(path.join(oldDir, "postgres", "PG_VERSION"), "utf8")).toBe("18\n");
    } finally {
      rmSync(oldDir, { recursive: true, force: true });
    }
  });

  it("keeps every committed row after a kill -9 and starts again", async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    const tracked = await fetch(`${first.url}/api/track-page-view`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" },
      body: JSON.stringify({ page_url: "/avant-le-crash", page_title: "Avant", referrer: null, is_admin: false }),
    });
    expect(await tracked.json()).toEqual({ ok: true, recorded: true });
    first.process.kill("SIGKILL");
    await first.exited;

    const restarted = await startServer({ DATA_DIR: dataDir });
    try {
      const password = readFileSync(path.join(dataDir, "postgres.password"), "utf8").trim();
      const port = readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[3];
      const client = new pg.Client({ host: "127.0.0.1", port: Number(port), user: "postgres", password, database: "postgres" });
      await client.connect();
      const { rows } = await client.query("SELECT page_url FROM page_views");
      await client.end();
      expect(rows.map((row) => row.page_url)).toContain("/avant-le-crash");
    } finally {
      expect(await restarted.stop()).toBe(0);
    }
  });
});
