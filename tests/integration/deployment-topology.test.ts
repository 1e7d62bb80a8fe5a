import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import http2 from "node:http2";
import https from "node:https";
import net from "node:net";
import tls from "node:tls";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FDES_BODY_MAX_BYTES } from "../../server/fdes/compare-fdes.server";
import { API_MESSAGES } from "../../server/http/api-error.server";
import { BROWSER_USER_AGENT } from "../../scripts/lib/browser";
import { freePort, launchServer, type RunningServer, startServer } from "../../scripts/lib/server";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/lib/smtp";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { createTestAccount, TEST_PASSWORD } from "../support/auth";
import { NGINX, missingNginx, type RunningNginx, SITE_CONF, startNginx } from "../support/nginx";

/**
 * The production topology of docs/operations.md on loopback: the shipped nginx site (deploy/nginx/) in Debian's
 * nginx with a self-signed certificate, two instances of the production build on one PostgreSQL, one SMTP server,
 * and deploy/rolling-restart.sh run for real (systemctl and nginx answered by small stand-ins). Every request of the
 * test goes over HTTPS through nginx, from its own loopback address (127.x.y.z) as a distinct client would.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const missing = missingNginx();
// CI installs nginx (.ci/run): there a missing nginx is a failure, elsewhere the file is skipped and says why.
if (missing && process.env.CI) throw new Error(`the deployment topology test needs nginx: ${missing}`);
if (missing) console.warn(`deployment-topology.test.ts skipped: ${missing}`);

const HSTS = "max-age=63072000; includeSubDomains";

/** The shipped site's limits the slow-clients test is measured against (deploy/nginx/isolenpaille.conf). */
const SITE_CONF_TEXT = readFileSync(SITE_CONF, "utf8");
const HEADER_TIMEOUT_MS = Number(/^client_header_timeout (\d+)s;/m.exec(SITE_CONF_TEXT)![1]) * 1000;
const LIMIT_CONN = Number(/limit_conn isolenpaille_conn (\d+);/.exec(SITE_CONF_TEXT)![1]);
/** More than Debian's default 768 worker connections. */
const SLOW_HEADER_CONNECTIONS = 800;
const ATTACK_WAVE = 50;
/** Each of two browsing clients asks for three pages this many times. */
const BROWSE_ROUNDS = 15;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Topology {
  nginx: RunningNginx;
  httpsPort: number;
  httpPort: number;
  instancePorts: [number, number];
  instances: RunningServer[];
  database: TestDatabase;
  smtp: TestSmtpServer;
  env: Record<string, string>;
  prefix: string;
}

const t = {} as Topology;

/** One request over HTTPS to nginx, on a connection of its own from the loopback address `from`. */
function request(
  method: string,
  pathname: string,
  options: { body?: string | Buffer; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const req = https.request(
      {
        host: "127.0.0.1",
        port: t.httpsPort,
        method,
        path: pathname,
        ca: t.nginx.cert,
        agent: false,
        localAddress: options.from,
        timeout: 20_000,
        headers: {
          "user-agent": BROWSER_USER_AGENT,
          ...(body ? { "content-length": String(body.length) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

/** A POST of JSON as the site's pages send it (same origin). */
function postJson(pathname: string, payload: unknown, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  return request("POST", pathname, {
    body: JSON.stringify(payload),
    from,
    headers: { "content-type": "application/json", origin: `https://127.0.0.1:${t.httpsPort}`, ...headers },
  });
}

function contact(email: string, subject = "Essai") {
  return { type: "contact", firstName: "Essai", lastName: "Essai", email, subject, message: "Message d'essai." };
}

/** The upstream addresses nginx's access log names for requests whose request line contains `marker`. */
function upstreamsOf(marker: string): Set<string> {
  return new Set(
    t.nginx
      .accessLog()
      .filter((line) => line.includes(marker))
      .map((line) => line.split(" ").at(-1)!),
  );
}

function instanceEnv(port: number): Record<string, string> {
  return { ...t.env, PORT: String(port) };
}

describe.skipIf(missing !== "")("the deployment of deploy/ (nginx over TLS, two instances, one PostgreSQL)", () => {
  beforeAll(async () => {
    t.prefix = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-nginx-"));
    [t.httpPort, t.httpsPort] = [await freePort(), await freePort()];
    t.instancePorts = [await freePort(), await freePort()];
    t.smtp = await startSmtpServer();
    // Without schema: the two instances below migrate it together.
    t.database = await createTestDatabase({ empty: true });
    t.env = {
      DATABASE_URL: t.database.url,
      SMTP_URL: t.smtp.url,
      TRUST_PROXY: "1",
      SITE_URL: `https://127.0.0.1:${t.httpsPort}`,
      ADMIN_MFA: "optional",
      TEAM_EMAIL: "equipe@isolenpaille.test",
      // A failed delivery is retried after a second rather than a minute, within the test's wait: on a loaded machine the
      // test's own SMTP server sometimes greets later than the transport's 5 s (seen: "Greeting never received").
      OUTBOX_RETRY_BASE_MS: "1000",
      // The rolling restart sends a hundred contact messages, each acknowledged: over the site's hourly cap of mail to
      // visitors' addresses (decision 0017), which the test lifts.
      VISITOR_MAIL_PER_HOUR: "100000",
    };
    // Both at once: the migrations' advisory lock lets one apply them while the other waits.
    t.instances = await Promise.all(t.instancePorts.map((port) => startServer(instanceEnv(port))));
    t.nginx = await startNginx({ prefix: t.prefix, httpPort: t.httpPort, httpsPort: t.httpsPort, instancePorts: t.instancePorts });
  });

  afterAll(async () => {
    await t.nginx?.stop();
    await Promise.all((t.instances ?? []).map((instance) => instance.stop()));
    await t.smtp?.close();
    await t.database?.drop();
    if (t.prefix) rmSync(t.prefix, { recursive: true, force: true });
  });

  it("answers over HTTPS and HTTP/2 with one HSTS header, brotli or gzip, and a year's cache for fingerprinted assets", async () => {
    const home = await request("GET", "/", { headers: { "accept-encoding": "br, gzip" } });
    expect(home.status).toBe(200);
    expect(home.headers["strict-transport-security"]).toBe(HSTS);
    expect(home.headers["content-encoding"]).toBe("br");

    const assets = path.join(ROOT, "build/client/assets");
    const script = readdirSync(assets).find((name) => name.endsWith(".js") && statSync(path.join(assets, name)).size > 4096)!;
    const asset = await request("GET", `/assets/${script}`, { headers: { "accept-encoding": "gzip" } });
    expect(asset.status).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["strict-transport-security"]).toBe(HSTS);

    // The instances serve /metrics to loopback callers, which every proxied request is: nginx must not pass it on.
    expect((await request("GET", "/metrics", { from: "127.0.5.9" })).status).toBe(404);

    const session = http2.connect(`https://127.0.0.1:${t.httpsPort}`, { ca: t.nginx.cert });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ":path": "/healthz" });
        stream.on("response", (headers) => resolve(Number(headers[":status"])));
        stream.on("error", reject);
        stream.resume();
      });
      expect(status).toBe(200);
    } finally {
      session.close();
    }

    const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ host: "127.0.0.1", port: t.httpPort, path: "/contact?x=1", agent: false }, resolve).on("error", reject),
    );
    plain.resume();
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe("https://127.0.0.1/contact?x=1");
  });

  it("lets the app refuse an upload over its cap with its own message, nginx's cap being just above it", async () => {
    const cap = Number(/client_max_body_size (\d+)k;/.exec(readFileSync(SITE_CONF, "utf8"))![1]) * 1024;
    expect(cap).toBeGreaterThan(FDES_BODY_MAX_BYTES);
    expect(cap).toBeLessThan(FDES_BODY_MAX_BYTES + 64 * 1024);

    const headers = { "content-type": "multipart/form-data; boundary=x", origin: `https://127.0.0.1:${t.httpsPort}` };
    const overApp = await request("POST", "/api/compare-fdes", { body: Buffer.alloc(FDES_BODY_MAX_BYTES + 1), headers, from: "127.0.5.1" });
    expect(overApp.status).toBe(413);
    expect(overApp.headers["content-type"]).toContain("application/json");
    const overNginx = await request("POST", "/api/compare-fdes", { body: Buffer.alloc(cap + 1), headers, from: "127.0.5.2" });
    expect(overNginx.status).toBe(413);
    expect(overNginx.headers["strict-transport-security"]).toBe(HSTS);
  });

  it("keeps a session opened through one instance valid on the other, with Secure cookies and the client's own address", async () => {
    await createTestAccount(t.database, { email: "gerant@exemple.fr", role: "admin" });
    // The client writes an X-Forwarded-For of its own (a Paris address): the app must see its real one all the same.
    const signIn = await postJson("/api/auth/sign-in/email", { email: "gerant@exemple.fr", password: TEST_PASSWORD }, "127.0.3.7", {
      "x-forwarded-for": "90.84.3.3",
    });
    expect(signIn.status).toBe(200);
    const setCookies = signIn.headers["set-cookie"] ?? [];
    expect(setCookies.length).toBeGreaterThan(0);
    for (const cookie of setCookies) {
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/; Secure/i);
    }
    const cookie = setCookies.map((header) => header.split(";")[0]).join("; ");

    for (let i = 0; i < 4; i += 1) {
      const page = await request("GET", `/traffic?essai=session-${i}`, { headers: { cookie }, from: "127.0.3.7" });
      expect(page.status).toBe(200);
    }
    expect(upstreamsOf("GET /traffic?essai=session-")).toEqual(new Set(t.instancePorts.map((port) => `127.0.0.1:${port}`)));

    const { rows } = await t.database.pool.query("SELECT ip_address FROM auth_session");
    expect(rows).toEqual([{ ip_address: "127.0.3.7" }]);
  });

  it("counts a client's contact messages on both instances together, by its own address whatever X-Forwarded-For it sends", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const answer = await postJson(`/api/send-contact-email?essai=limite-${i}`, contact(`limite-${i}@exemple.fr`), "127.0.4.9", {
        "x-forwarded-for": `90.84.4.${i}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(upstreamsOf("send-contact-email?essai=limite-").size).toBe(2);

    // Loopback is in no geolocation database: the client's own address gives no city, the spoofed Paris one is unused.
    const { rows } = await t.database.pool.query("SELECT DISTINCT city FROM contact_requests WHERE email LIKE 'limite-%'");
    expect(rows).toEqual([{ city: null }]);
    // The same call reaching an instance from a proxy that saw 90.84.4.200 (Paris area) is placed: the lookup works here.
    const direct = await fetch(`${t.instances[0]!.url}/api/send-contact-email`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BROWSER_USER_AGENT, "x-forwarded-for": "90.84.4.200" },
      body: JSON.stringify(contact("direct@exemple.fr")),
    });
    expect(direct.status).toBe(200);
    const placed = await t.database.pool.query("SELECT city, country FROM contact_requests WHERE email = 'direct@exemple.fr'");
    expect(placed.rows).toEqual([{ city: expect.any(String), country: "France" }]);
  });

  it("restarts both instances with deploy/rolling-restart.sh under a stream of contact messages: no 502, nothing lost", async () => {
    const pidsBefore = t.instances.map((instance) => instance.process.pid);
    const control = await restartControl();
    const bin = standIns(control.port);
    const restart = spawn("sh", [path.join(ROOT, "deploy/rolling-restart.sh")], {
      env: { PATH: `${bin}:${process.env.PATH}`, UPSTREAM: t.nginx.upstreamFile },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let restartOutput = "";
    restart.stdout.on("data", (chunk: Buffer) => (restartOutput += chunk.toString()));
    restart.stderr.on("data", (chunk: Buffer) => (restartOutput += chunk.toString()));
    const restarted = new Promise<number | null>((resolve) => restart.on("exit", resolve));

    // Two clients sending one message after another until the restart is over; each message from its own address.
    let done = false;
    void restarted.then(() => (done = true));
    let next = 0;
    const outcomes: { email: string; status: number | string }[] = [];
    const client = async () => {
      while (!done) {
        const i = next++;
        const email = `roulement-${i}@exemple.fr`;
        try {
          const answer = await postJson(
            "/api/send-contact-email",
            contact(email, `Roulement ${i}`),
            `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          );
          outcomes.push({ email, status: answer.status });
        } catch (error) {
          outcomes.push({ email, status: String(error) });
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    await Promise.all([client(), client()]);
    control.close();

    expect(await restarted, restartOutput + t.nginx.errorLog()).toBe(0);
    expect(restartOutput).toContain("all instances restarted");
    expect(t.instances.map((instance) => instance.process.pid)).not.toContain(pidsBefore[0]);
    expect(t.instances.map((instance) => instance.process.pid)).not.toContain(pidsBefore[1]);
    expect(outcomes.length).toBeGreaterThan(20);
    expect(
      outcomes.filter((outcome) => outcome.status !== 200),
      restartOutput + t.nginx.errorLog(),
    ).toEqual([]);
    // The stream reached both instances, each in turn serving alone.
    expect(upstreamsOf("POST /api/send-contact-email HTTP").size).toBe(2);

    const acknowledged = outcomes.map((outcome) => outcome.email);
    const { rows } = await t.database.pool.query(
      "SELECT email, count(*)::int AS n FROM contact_requests WHERE email LIKE 'roulement-%' GROUP BY email",
    );
    expect(new Map(rows.map((row) => [row.email as string, row.n as number]))).toEqual(new Map(acknowledged.map((email) => [email, 1])));
    // Each message's acknowledgement reaches its sender, whichever instance took it and whatever restarted since.
    const deadline = Date.now() + 30_000;
    const unsent = () => {
      const received = new Set(t.smtp.received.flatMap((mail) => mail.envelopeTo));
      return acknowledged.filter((email) => !received.has(email));
    };
    while (unsent().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const stuck = await t.database.pool.query(
      "SELECT recipients, status, attempts, last_error, lease_until, lease_expiries, next_attempt_at FROM outbox_messages WHERE recipients && $1",
      [unsent()],
    );
    expect(unsent(), JSON.stringify(stuck.rows)).toEqual([]);
    const failed = await t.database.pool.query("SELECT count(*)::int AS n FROM outbox_messages WHERE status = 'failed'");
    expect(failed.rows[0].n).toBe(0);
    // Two starts of the production build and the e-mails of the stream: longer than one ordinary test on a busy machine.
  }, 120_000);

  it("keeps answering another address while one address holds slow headers and slow bodies: 99 % of pages answered, none waiting on the attack", async () => {
    const sockets: tls.TLSSocket[] = [];
    const slowHeaders = new Set<tls.TLSSocket>();
    const held = () => sockets.filter((socket) => !socket.destroyed).length;
    const open = (from: string) =>
      new Promise<tls.TLSSocket>((resolve) => {
        // From its own loopback address: the TCP connection is made first, TLS over it.
        const tcp = net.connect({ host: "127.0.0.1", port: t.httpsPort, localAddress: from });
        tcp.on("error", () => undefined);
        // An attacker checks no certificate.
        const socket = tls.connect({ socket: tcp, rejectUnauthorized: false, ALPNProtocols: ["http/1.1"] });
        socket.on("error", () => undefined);
        socket.once("secureConnect", () => resolve(socket));
        socket.once("close", () => resolve(socket));
        sockets.push(socket);
      });
    const openSlowHeaders = async () => {
      const socket = await open("127.0.9.1");
      slowHeaders.add(socket);
      socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    };
    // Slowloris: more connections than Debian's 768 worker connections, each sending a header line every 2 s and never
    // the end of its headers, opened ATTACK_WAVE at a time (nginx cuts each after its header timeout: opened one by one
    // on a loaded machine, the first were cut before the last were open). Slow body: a contact message announced
    // whole, sent a byte every 2 s.
    let peak = 0;
    for (let opened = 0; opened < SLOW_HEADER_CONNECTIONS; opened += ATTACK_WAVE) {
      await Promise.all(Array.from({ length: ATTACK_WAVE }, openSlowHeaders));
      peak = Math.max(peak, held());
    }
    const body = JSON.stringify(contact("lent@exemple.fr"));
    await Promise.all(
      Array.from({ length: 60 }, async () => {
        const socket = await open("127.0.9.2");
        socket.write(
          `POST /api/send-contact-email HTTP/1.1\r\nHost: 127.0.0.1:${t.httpsPort}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
      }),
    );
    const drip = setInterval(() => {
      for (const socket of sockets) if (!socket.destroyed) socket.write(slowHeaders.has(socket) ? "X-Lent: 1\r\n" : "{");
      peak = Math.max(peak, held());
      // A connection cut by the server is opened again at once, as a real attack does.
      for (const socket of [...slowHeaders]) {
        if (socket.destroyed) {
          slowHeaders.delete(socket);
          void openSlowHeaders();
        }
      }
    }, 2_000);
    try {
      // The attack holds: one address keeps many times more connections open than it may have requests in progress
      // (limit_conn), so what keeps the site up for others is nginx's worker connections and header timeout.
      const heldAtStart = held();
      expect(heldAtStart).toBeGreaterThan(LIMIT_CONN);
      // Another address browses meanwhile: a fixed number of requests, whatever the machine's speed.
      const answers: { ok: boolean; ms: number }[] = [];
      const browse = async () => {
        for (let round = 0; round < BROWSE_ROUNDS; round++) {
          for (const pathname of ["/", "/healthz", "/produits"]) {
            const started = performance.now();
            const answer = await request("GET", pathname, { from: "127.0.9.3" }).catch(() => null);
            answers.push({ ok: answer?.status === 200, ms: performance.now() - started });
          }
        }
      };
      await Promise.all([browse(), browse()]);
      peak = Math.max(peak, held());
      const answered = answers.filter((a) => a.ok);
      const times = answered.map((a) => a.ms).sort((a, b) => a - b);
      console.log(
        `slow clients: ${peak} attack connections held at most (${heldAtStart} when browsing began); ${answered.length} of ${answers.length} pages answered, p95 ${Math.round(times[Math.floor(times.length * 0.95)]!)} ms`,
      );
      expect(peak).toBeGreaterThan(5 * LIMIT_CONN);
      expect(answered.length / answers.length).toBeGreaterThanOrEqual(0.99);
      // Starved, a request would wait for a slot that only an attacker's cut frees: a header timeout. None did, however
      // slow the machine (the time itself is a benchmark's figure, not a test's).
      expect(times.at(-1)!).toBeLessThan(HEADER_TIMEOUT_MS);
    } finally {
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    }
  });

  it("limits one address's API posts, answers its own refusals in French with the security headers, drops unknown hosts", async () => {
    // A burst of 30 at once is let through, then 5 a second: 60 posts at once from one address meet the limit.
    const posts = await Promise.all(
      Array.from({ length: 60 }, () => postJson("/api/track-conversion?essai=rafale", { type: "essai" }, "127.0.9.4").catch(() => null)),
    );
    const refused = posts.filter((answer) => answer?.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(JSON.parse(refused[0]!.body.toString())).toMatchObject({ error: "Too Many Requests" });
    expect(refused[0]!.headers["retry-after"]).toBe("1");
    expect(refused[0]!.headers["x-content-type-options"]).toBe("nosniff");
    expect(refused[0]!.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(refused[0]!.headers.server).toBe("nginx");

    const headers = { "content-type": "application/json", origin: `https://127.0.0.1:${t.httpsPort}` };
    const tooLarge = await request("POST", "/api/send-contact-email", { body: Buffer.alloc(700 * 1024, 32), headers, from: "127.0.9.5" });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body.toString())).toEqual({ error: API_MESSAGES.tooLarge });
    expect(tooLarge.headers["x-frame-options"]).toBe("DENY");

    // A page keeps the app's own policy, once.
    const page = await request("GET", "/", { from: "127.0.9.6" });
    expect(page.headers["content-security-policy"]).toContain("nonce-");
    expect(page.headers["content-security-policy"]).not.toContain(",");

    // Another name: no answer at all; an impossible port on our name: the app's 400 in French.
    await expect(request("GET", "/", { from: "127.0.9.7", headers: { host: "ailleurs.example" } })).rejects.toThrow();
    const badPort = await request("GET", "/produits", { from: "127.0.9.7", headers: { host: "127.0.0.1:99999" } });
    expect(badPort.status).toBe(400);
    expect(badPort.body.toString()).toBe(API_MESSAGES.badRequest);
  });

  // Last: it leaves one instance dead.
  it("sends every request to the other instance when one is killed outright, with no 502", async () => {
    t.instances[1]!.process.kill("SIGKILL");
    await t.instances[1]!.exited;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await request("GET", `/healthz?essai=mort-${i}`, { from: "127.0.6.1" })).status);
      // A POST whose connection is refused was never sent: nginx passes it on too.
      statuses.push(
        (await postJson(`/api/send-contact-email?essai=mort-${i}`, contact(`mort-${i}@exemple.fr`), `127.0.6.${i + 2}`)).status,
      );
    }
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    expect(upstreamsOf("essai=mort-")).toEqual(new Set([`127.0.0.1:${t.instancePorts[0]}`]));
  });
});

/**
 * What `systemctl restart isolenpaille@PORT` does, for the stand-in of systemctl: SIGTERM the instance on that port,
 * wait for its exit, start it again (without waiting for it to be healthy: the script polls /healthz itself).
 */
async function restartControl(): Promise<{ port: number; close(): void }> {
  const server = http.createServer((req, res) => {
    const port = Number(/^\/restart\/(\d+)$/.exec(req.url ?? "")?.[1]);
    const index = t.instancePorts.indexOf(port);
    if (req.method !== "POST" || index < 0) {
      res.writeHead(404).end();
      return;
    }
    void (async () => {
      try {
        const code = await t.instances[index]!.stop();
        if (code !== 0) throw new Error(`instance ${port} exited with ${code}:\n${t.instances[index]!.output()}`);
        t.instances[index] = await launchServer(instanceEnv(port));
        res.writeHead(200).end("restarted\n");
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    })();
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { port, close: () => server.close() };
}

/** `nginx` and `systemctl` as deploy/rolling-restart.sh calls them, acting on the test's nginx and instances. */
function standIns(controlPort: number): string {
  const bin = path.join(t.prefix, "bin");
  mkdirSync(bin, { recursive: true });
  const nginx = `${NGINX} -p ${t.prefix} -c ${t.nginx.confFile} -e ${t.prefix}/error.log`;
  const scripts = {
    nginx: `#!/bin/sh\nexec ${nginx} "$@"\n`,
    systemctl: `#!/bin/sh
case "$1 $2" in
  "reload nginx") exec ${nginx} -s reload ;;
  "restart isolenpaille@"*) exec curl -fsS -X POST "http://127.0.0.1:${controlPort}/restart/\${2#isolenpaille@}" ;;
  *) echo "unexpected: systemctl $*" >&2; exit 1 ;;
esac
`,
  };
  for (const [name, text] of Object.entries(scripts)) {
    writeFileSync(path.join(bin, name), text);
    chmodSync(path.join(bin, name), 0o755);
  }
  return bin;
}
