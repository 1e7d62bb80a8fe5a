import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { type RunningServer, startServer } from "../../scripts/lib/server";

/**
 * docs/decisions/0008-hardening.md: a slow or stalled client cannot starve the others. Short limits here (1 s for headers, 2 s for the
 * whole request); production uses 10 s and 30 s (docs/configuration.md).
 */
describe("slow and stalled clients", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer({
      DATABASE_URL: database.url,
      HTTP_HEADERS_TIMEOUT_MS: "1000",
      HTTP_REQUEST_TIMEOUT_MS: "2000",
      HTTP_KEEP_ALIVE_TIMEOUT_MS: "1000",
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  /** Opens a raw connection, writes `first`, and resolves with everything the server sent and when it closed. */
  function connect(first: string, dribble?: { every: number; chunk: string }) {
    const socket = net.connect(port, "127.0.0.1");
    const opened = Date.now();
    let received = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(first);
      if (dribble) timer = setInterval(() => socket.writable && socket.write(dribble.chunk), dribble.every);
    });
    socket.on("data", (chunk) => (received += chunk.toString()));
    const closed = new Promise<{ received: string; afterMs: number }>((resolve) => {
      socket.on("close", () => {
        clearInterval(timer);
        resolve({ received, afterMs: Date.now() - opened });
      });
      socket.on("error", () => {});
    });
    return { socket, closed };
  }

  it("closes a connection whose headers never finish, with 408, and serves others meanwhile", async () => {
    const slow = connect("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ", { every: 200, chunk: "a" });
    const during = await fetch(`${server.url}/healthz`);
    expect(during.status).toBe(200);
    const { received, afterMs } = await slow.closed;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(5_000);
  });

  it("closes a request whose body trickles in past the request limit, with 408", async () => {
    const head =
      "POST /api/send-contact-email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{";
    const slow = connect(head, { every: 200, chunk: " " });
    const { received, afterMs } = await slow.closed;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(1_900);
    expect(afterMs).toBeLessThan(6_000);
  });

  it("answers normally while 300 connections sit idle, and closes the idle ones", async () => {
    const idle = Array.from({ length: 300 }, () => connect(""));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/healthz`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(Date.now() - started).toBeLessThan(5_000);
    const closed = await Promise.all(idle.map((connection) => connection.closed));
    for (const { afterMs } of closed) expect(afterMs).toBeLessThan(6_000);
  });

  it("closes an idle keep-alive connection after its limit", async () => {
    const keptAlive = connect("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const { received, afterMs } = await keptAlive.closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(5_000);
  });
});
