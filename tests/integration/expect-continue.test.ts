import { execFile } from "node:child_process";
import { closeSync, mkdtempSync, openSync, ftruncateSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { FDES_MESSAGES } from "@domain/fdes/compare-fdes-api";
import { API_MESSAGES } from "@server/http/api-error.server";
import { setUpTestSite } from "../support/site";

/**
 * `curl -F file=@50MB.bin …/api/compare-fdes` sends `Expect: 100-continue`; the server answered
 * `100 Continue`, then refused the body while it was being sent and the connection reset: curl never showed the 413.
 * A body announced over its call's cap is now refused before `100 Continue`, in French, with the headers of the
 * ordinary 413; a body within the cap gets its `100 Continue` and its usual answer.
 */

const BOUNDARY = "----isolenpaille";
const FIFTY_MB = 50 * 1024 * 1024;

interface RawAnswer {
  /** Everything the server sent, as text. */
  received: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a request on a raw connection, its headers alone unless a body is given (a client waiting for
 * `100 Continue` sends nothing more), and reads until the server closes the connection or 5 s pass.
 */
function exchange(port: number, head: string[], body?: Buffer): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`${head.join("\r\n")}\r\n\r\n`);
      if (body) socket.write(body);
    });
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("utf8")));
    socket.on("error", () => {});
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on("close", () => {
      clearTimeout(timer);
      const [top = "", raw = ""] = received.split("\r\n\r\n");
      const [statusLine = "", ...lines] = top.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      const body = headers["transfer-encoding"] === "chunked" ? unchunk(raw) : raw;
      resolve({ received, status: Number(statusLine.split(" ")[1]), headers, body });
    });
  });
}

function unchunk(raw: string): string {
  let body = "";
  for (let rest = raw; ;) {
    const size = parseInt(rest, 16);
    if (!(size > 0)) return body;
    const start = rest.indexOf("\r\n") + 2;
    body += rest.slice(start, start + size);
    rest = rest.slice(start + size + 2);
  }
}

/** Headers whose value differs from one answer to the next, and the connection's framing (checked apart). */
const PER_ANSWER = new Set(["date", "x-request-id", "content-security-policy"]);
const FRAMING = new Set(["content-length", "transfer-encoding", "connection", "keep-alive"]);

function headerSet(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !FRAMING.has(name))
      .map(([name, value]) => [name, PER_ANSWER.has(name) ? "<varies>" : value]),
  );
}

/** An upload through node:http with Expect: the body goes only once `100 Continue` has come. */
function uploadWithExpect(url: string, type: string, body: Buffer): Promise<{ continued: boolean; status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const request = http.request(url, {
      method: "POST",
      headers: { "content-type": type, "content-length": String(body.length), expect: "100-continue" },
    });
    request.on("continue", () => {
      continued = true;
      request.end(body);
    });
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ continued, status: response.statusCode ?? 0, json: JSON.parse(text) }));
    });
    request.on("error", reject);
    request.setTimeout(10_000, () => request.destroy(new Error("no answer within 10 s")));
    request.flushHeaders();
  });
}

function multipart(fileName: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const run = promisify(execFile);

async function curlInstalled(): Promise<boolean> {
  try {
    await run("curl", ["--version"]);
    return true;
  } catch {
    return false;
  }
}

const CURL = await curlInstalled();

describe("uploads announced with Expect: 100-continue", () => {
  const site = setUpTestSite({ addressPrefix: "90.84.23" });
  const port = () => Number(new URL(site.server.url).port);
  const head = (target: string, type: string, length: number, extra: string[] = []) => [
    `POST ${target} HTTP/1.1`,
    `Host: 127.0.0.1:${port()}`,
    `Content-Type: ${type}`,
    `Content-Length: ${length}`,
    `X-Forwarded-For: ${site.nextAddress()}`,
    ...extra,
  ];
  const EXPECT = ["Expect: 100-continue"];
  const FDES_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

  it("refuses a 50 MB FDES upload before 100 Continue: 413 in French, the ordinary 413's headers, connection closed", async () => {
    const refused = await exchange(port(), head("/api/compare-fdes", FDES_TYPE, FIFTY_MB, EXPECT));
    expect(refused.received).not.toMatch(/100 Continue/i);
    expect(refused.received).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(refused.body)).toEqual({ error: FDES_MESSAGES.tooLarge.title, description: FDES_MESSAGES.tooLarge.description });
    expect(refused.headers.connection).toBe("close");
    expect(refused.headers["content-security-policy"]).toContain("default-src");
    expect(refused.headers["x-content-type-options"]).toBe("nosniff");
    expect(refused.headers["x-request-id"]).toBeTruthy();

    // A 2 MB upload sent whole without Expect meets the call's own check: the same answer, header for header.
    const twoMegabytes = 2 * 1024 * 1024;
    const ordinary = await exchange(
      port(),
      head("/api/compare-fdes", FDES_TYPE, twoMegabytes, ["Connection: close"]),
      Buffer.alloc(twoMegabytes),
    );
    expect(ordinary.status).toBe(413);
    expect(JSON.parse(ordinary.body)).toEqual(JSON.parse(refused.body));
    expect(headerSet(refused.headers)).toEqual(headerSet(ordinary.headers));
  });

  it("refuses a JSON body announced over 64 KB before 100 Continue, with the API's French 413", async () => {
    const refused = await exchange(port(), head("/api/send-contact-email", "application/json", 100 * 1024, EXPECT));
    expect(refused.received).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(refused.body)).toEqual({ error: API_MESSAGES.tooLarge });
    expect(refused.headers.connection).toBe("close");
    expect(refused.headers["content-security-policy"]).toContain("default-src");
  });

  it("sends 100 Continue to an upload within the cap, then answers it as usual", async () => {
    const fdes = await uploadWithExpect(
      `${site.server.url}/api/compare-fdes`,
      FDES_TYPE,
      multipart("fdes.pdf", Buffer.from("Ceci n'est pas un PDF")),
    );
    expect(fdes).toEqual({
      continued: true,
      status: 415,
      json: { error: FDES_MESSAGES.invalidFormat.title, description: FDES_MESSAGES.invalidFormat.description },
    });
    const json = await uploadWithExpect(`${site.server.url}/api/send-contact-email`, "application/json", Buffer.from("{}"));
    expect(json).toMatchObject({ continued: true, status: 400, json: { error: API_MESSAGES.invalidInput } });
    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
  });

  it.runIf(CURL)("shows curl the 413 of a 50 MB upload, and uploads a small one after its 100 Continue", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "expect-continue-"));
    const big = path.join(dir, "50MB.bin");
    // Sparse: 50 MB announced, nothing held in memory.
    const handle = openSync(big, "w");
    ftruncateSync(handle, FIFTY_MB);
    closeSync(handle);
    const url = `${site.server.url}/api/compare-fdes`;
    const refused = await run("curl", [
      "-sS",
      "-v",
      "-H",
      `X-Forwarded-For: ${site.nextAddress()}`,
      "-F",
      `file=@${big}`,
      "-w",
      "\n%{http_code}",
      url,
    ]);
    const [body, status] = refused.stdout.split("\n");
    expect(status).toBe("413");
    expect(JSON.parse(body!)).toEqual({ error: FDES_MESSAGES.tooLarge.title, description: FDES_MESSAGES.tooLarge.description });
    expect(refused.stderr).toMatch(/> Expect: 100-continue/i);
    expect(refused.stderr).not.toMatch(/< HTTP\/1\.1 100/);

    const small = path.join(dir, "petit.bin");
    writeFileSync(small, Buffer.alloc(2048, 0x20));
    const accepted = await run("curl", [
      "-sS",
      "-v",
      "-H",
      "Expect: 100-continue",
      "-H",
      `X-Forwarded-For: ${site.nextAddress()}`,
      "-F",
      `file=@${small}`,
      "-w",
      "\n%{http_code}",
      url,
    ]);
    expect(accepted.stderr).toMatch(/< HTTP\/1\.1 100 Continue/);
    expect(accepted.stdout.split("\n")[1]).toBe("415");
  });
});
