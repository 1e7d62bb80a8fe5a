import net from "node:net";
import { describe, expect, it } from "vitest";
import { API_MESSAGES } from "../../server/http/api-error.server";
import { setUpTestSite } from "../support/site";

/** What a client can send that the site must answer with a 4xx in French, never a 500 nor a reset connection. */
const site = setUpTestSite({ addressPrefix: "90.84.44" });

interface RawAnswer {
  status: number;
  head: string;
  body: string;
  /** The connection ended with a reset rather than after the answer. */
  reset: boolean;
}

/** Writes `request` as it is on a new connection (then `body` in chunks, if any) and reads the answer to its end. */
function raw(request: string, body?: AsyncIterable<Buffer>): Promise<RawAnswer> {
  const { port } = new URL(site.server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    const chunks: Buffer[] = [];
    let reset = false;
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET" || error.code === "EPIPE") reset = true;
      else reject(error);
    });
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: rest.join("\r\n\r\n"), reset });
    });
    socket.write(request);
    void (async () => {
      if (body) {
        for await (const chunk of body) {
          if (socket.destroyed) return;
          socket.write(`${chunk.length.toString(16)}\r\n`);
          socket.write(chunk);
          socket.write("\r\n");
        }
        if (!socket.destroyed) socket.write("0\r\n\r\n");
      }
    })().catch(() => undefined);
  });
}

describe("an invalid Host header", () => {
  for (const host of ["www.isolenpaille.fr:99999", "a^b"]) {
    it(`answers 400 in French to Host: ${host}, on a page and on an API call`, async () => {
      const page = await raw(`GET /produits HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(page.status).toBe(400);
      expect(page.body).toContain(API_MESSAGES.badRequest);
      const body = JSON.stringify({ type: "contact" });
      const api = await raw(
        `POST /api/send-contact-email HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(api.status).toBe(400);
      expect(JSON.parse(api.body)).toEqual({ error: API_MESSAGES.badRequest });
    });
  }

  it("still serves an ordinary Host, with or without its port", async () => {
    for (const host of ["www.isolenpaille.fr", "127.0.0.1:3000"]) {
      expect((await raw(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).status).toBe(200);
    }
  });
});

describe("a request target that is not a path", () => {
  for (const target of ["*", "http://evil.example/", "http://evil.example/api/send-contact-email"]) {
    it(`answers 400 in French to ${target}, never a 500`, async () => {
      const answer = await raw(`POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      expect(answer.status).toBe(400);
      expect(answer.body).toContain(API_MESSAGES.badRequest);
      const get = await raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(get.status).toBe(400);
    });
  }
});

describe("a body of unannounced length over the cap", () => {
  /** `megabytes` of JSON-looking text in 64 KiB chunks. */
  async function* chunked(megabytes: number): AsyncIterable<Buffer> {
    yield Buffer.from('{"type":"contact","message":"');
    for (let i = 0; i < megabytes * 16; i++) yield Buffer.alloc(64 * 1024, "a");
    yield Buffer.from('"}');
  }

  it("gets the call's 413 in French, read to the end, not a reset connection", async () => {
    const answer = await raw(
      `POST /api/send-contact-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nX-Forwarded-For: 90.84.44.200\r\nConnection: close\r\n\r\n`,
      chunked(20),
    );
    expect(answer.reset).toBe(false);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(API_MESSAGES.tooLarge);
  });
});
