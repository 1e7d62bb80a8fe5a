import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config.server";
import { createDatabase } from "../../server/db/client.server";
import { metricsEndpoint } from "../../server/metrics/metrics-endpoint.server";
import { freePort } from "../../scripts/lib/server";
import { setUpTestSite } from "../support/site";

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, one sample a line (`name{a="b",c="d"} 12`). */
function parseMetrics(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

const TOKEN = randomBytes(24).toString("base64url");
const unusedPort = await freePort();

describe("GET /metrics on the running server", () => {
  const site = setUpTestSite({
    addressPrefix: "90.84.7",
    env: {
      // Delivery fails at once (nothing listens there) and is retried a minute later: the e-mails stay pending.
      SMTP_URL: `smtp://127.0.0.1:${unusedPort}`,
      METRICS_TOKEN: TOKEN,
      OUTBOX_POLL_MS: "50",
      OUTBOX_RETRY_BASE_MS: "60000",
    },
  });

  async function scrape(): Promise<Sample[]> {
    const response = await fetch(`${site.server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    return parseMetrics(await response.text());
  }

  it("counts requests by route pattern and status, never by raw path", async () => {
    const before = await scrape();
    const count = (samples: Sample[], route: string, status: string) =>
      valueOf(samples, "isolenpaille_http_request_duration_seconds_count", { route, method: "GET", status }) ?? 0;
    const slug = `article-${randomBytes(4).toString("hex")}`;
    expect((await fetch(`${site.server.url}/produits`)).status).toBe(200);
    expect((await fetch(`${site.server.url}/produits`)).status).toBe(200);
    const article = await fetch(`${site.server.url}/blog/${slug}`);
    const unknown = await fetch(`${site.server.url}/nulle-part-${slug}`);
    expect(unknown.status).toBe(404);

    const text = await (await fetch(`${site.server.url}/metrics`)).text();
    expect(text).not.toContain(slug);
    const after = parseMetrics(text);
    expect(count(after, "/produits", "200") - count(before, "/produits", "200")).toBe(2);
    expect(count(after, "/blog/:slug", String(article.status)) - count(before, "/blog/:slug", String(article.status))).toBe(1);
    expect(count(after, "*", "404") - count(before, "*", "404")).toBeGreaterThanOrEqual(1);
    // A latency histogram: cumulative buckets up to +Inf, which holds every request.
    const inf = valueOf(after, "isolenpaille_http_request_duration_seconds_bucket", {
      route: "/produits",
      method: "GET",
      status: "200",
      le: "+Inf",
    });
    expect(inf).toBe(count(after, "/produits", "200"));
    expect(
      valueOf(after, "isolenpaille_http_request_duration_seconds_sum", { route: "/produits", method: "GET", status: "200" }),
    ).toBeGreaterThan(0);
  });

  it("shows the e-mails waiting, the failed ones and the oldest one's age", async () => {
    const before = await scrape();
    expect(valueOf(before, "isolenpaille_emails", { state: "pending" })).toBe(0);
    expect(valueOf(before, "isolenpaille_email_oldest_pending_age_seconds")).toBe(0);

    const response = await site.post("send-contact-email", {
      type: "contact",
      firstName: "Camille",
      lastName: "Martin",
      email: "camille.martin@exemple.fr",
      subject: "Isolation d'une longère",
      message: "Bonjour, je voudrais un devis.",
    });
    expect(response.status).toBe(200);
    const queued = await site.count("outbox_messages");
    expect(queued).toBeGreaterThan(0);
    // The worker's first try fails (no SMTP server) and is counted as a retry.
    await expect
      .poll(async () => valueOf(await scrape(), "isolenpaille_email_deliveries_total", { outcome: "retry" }) ?? 0, { timeout: 15_000 })
      .toBe(queued);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const pending = await scrape();
    expect(valueOf(pending, "isolenpaille_emails", { state: "pending" })).toBe(queued);
    expect(valueOf(pending, "isolenpaille_emails", { state: "failed" })).toBe(0);
    expect(valueOf(pending, "isolenpaille_email_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(1);

    // Read from the outbox at each scrape: a message given up shows at once.
    await site.database.pool.query("UPDATE outbox_messages SET status = 'failed' WHERE id = (SELECT min(id) FROM outbox_messages)");
    const failed = await scrape();
    expect(valueOf(failed, "isolenpaille_emails", { state: "failed" })).toBe(1);
    expect(valueOf(failed, "isolenpaille_emails", { state: "pending" })).toBe(queued - 1);
    expect(valueOf(failed, "isolenpaille_database_up")).toBe(1);
  });

  it("counts FDES refusals, page views ingested and the pool's connections", async () => {
    const before = await scrape();
    const refusals = (samples: Sample[]) => valueOf(samples, "isolenpaille_fdes_uploads_total", { outcome: "refused", status: "415" }) ?? 0;
    const refused = await fetch(`${site.server.url}/api/compare-fdes`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "pas un PDF",
    });
    expect(refused.status).toBe(415);
    const view = await site.post("track-page-view", {
      page_url: "/produits",
      page_title: "Nos produits | Isol en Paille",
      referrer: "",
      is_admin: false,
    });
    expect(view.status).toBe(200);

    const after = await scrape();
    expect(refusals(after) - refusals(before)).toBe(1);
    const recorded = (samples: Sample[]) => valueOf(samples, "isolenpaille_page_views_ingested_total", { outcome: "recorded" }) ?? 0;
    expect(recorded(after) - recorded(before)).toBe(1);
    expect(valueOf(after, "isolenpaille_db_pool_connections", { state: "max" })).toBe(10);
    expect(valueOf(after, "isolenpaille_db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, "isolenpaille_db_pool_connections", { state: "waiting" })).toBe(0);
  });

  it("refuses a loopback connection that carries a forwarded address: a proxy's, passing on someone else's request", async () => {
    // Behind nginx every request reaches the instance from loopback: the forwarding header is what tells them apart.
    for (const headers of [{ "x-forwarded-for": "203.0.113.9" }, { forwarded: "for=203.0.113.9" }] as Record<string, string>[]) {
      expect((await fetch(`${site.server.url}/metrics`, { headers })).status).toBe(404);
    }
    const proxied = (authorization: string) =>
      fetch(`${site.server.url}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9", authorization } });
    expect((await proxied("Bearer x")).status).toBe(404);
    expect((await proxied(`Bearer ${TOKEN}`)).status).toBe(200);
  });
});

describe("GET /metrics from another machine", () => {
  /**
   * No other machine is reachable from a test: the endpoint is mounted here on a plain Express app, behind a step that
   * gives each connection the address a remote client would have (the test's network allows loopback only).
   */
  async function remoteApp(remoteAddress: string) {
    const { createTestDatabase } = await import("../support/database");
    // The schema of every migration, the outbox's table included, which the endpoint reads.
    const database = await createTestDatabase();
    const db = createDatabase(database.url);
    const app = express();
    app.use((req, _res, next) => {
      Object.defineProperty(req.socket, "remoteAddress", { value: remoteAddress, configurable: true });
      next();
    });
    app.get("/metrics", metricsEndpoint({ config: parseConfig({ METRICS_TOKEN: TOKEN }), db }));
    app.use((_req, res) => void res.status(404).send("Page introuvable"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
    return {
      url,
      async close() {
        await new Promise((resolve) => server.close(resolve));
        await db.$client.end();
        await database.drop();
      },
    };
  }

  it("refuses a client without the token, as if the address did not exist, and serves the bearer of METRICS_TOKEN", async () => {
    const app = await remoteApp("203.0.113.9");
    try {
      expect((await fetch(app.url)).status).toBe(404);
      expect((await fetch(app.url, { headers: { authorization: "Bearer mauvais-jeton-mauvais-jeton" } })).status).toBe(404);
      expect((await fetch(app.url, { headers: { authorization: `Basic ${TOKEN}` } })).status).toBe(404);
      expect((await fetch(app.url, { headers: { "x-forwarded-for": "127.0.0.1" } })).status).toBe(404);
      const served = await fetch(app.url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(served.status).toBe(200);
      expect(await served.text()).toContain('isolenpaille_emails{state="pending"} 0');
    } finally {
      await app.close();
    }
  });
});
