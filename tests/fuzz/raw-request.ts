import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One request on its own connection (no keep-alive), so a connection the server closes after refusing a body
 * cannot fail the next request. Resolves with the answer even when the server answered before reading the whole
 * body and the rest of the upload then failed.
 */
export function rawRequest(
  url: string,
  options: { method: string; headers: Record<string, string>; body: Buffer | null; timeoutMs: number },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(url, { method: options.method, headers: options.headers, agent: false }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", reject);
    });
    request.setTimeout(options.timeoutMs, () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (options.body !== null) request.setHeader("content-length", String(options.body.length));
    request.end(options.body ?? undefined);
  });
}
