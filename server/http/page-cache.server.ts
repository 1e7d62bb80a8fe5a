import type { Request as ExpressRequest, RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { contentSecurityPolicy, createCspNonce } from "./content-security-policy.server";
import { gzipWithNonce, splitAtPlaceholder, withNonce, type SplicedPage } from "./nonce-splice.server";

/**
 * A short-lived cache of rendered public pages (docs/decisions/0008-hardening.md: server rendering of /produits held ~150 pages/s on this
 * 2-core machine). Only what every visitor gets alike is cached: a GET without query string and without cookie
 * (a signed-in visitor or admin sees another page, and a form's per-visitor state lives in cookies), answered 200
 * in HTML without Set-Cookie nor a `Cache-Control` that keeps it private. Error pages, redirects and 404s are
 * served from their rendering and never kept. 60 seconds of life: a page showing today's date (the quote form's
 * earliest delivery day) is at most a minute late at midnight.
 *
 * The nonce: a page is rendered once with a placeholder in the CSP nonce's place, 128 random bits drawn for that
 * rendering, which the page's content (articles, product data) cannot know in advance and so cannot contain; each
 * answer gets a nonce of its own written in the placeholder's place, so the policy stays per answer. The page is
 * kept cut at the placeholders and compressed part by part (nonce-splice.server.ts): an answer is the parts and its
 * nonce joined, compressed or not, without rendering nor compressing again. `X-Page-Cache` says `hit` on an answer
 * from the cache, `miss` on one rendered for it.
 */
const TTL_MS = 60_000;
const MAX_PAGES = 200;

interface RenderedPage {
  expires: number;
  /** The catalogue's generation it was rendered with: a page of an older one is stale at once. */
  generation: number;
  cacheable: boolean;
  status: number;
  headers: [string, string][];
  frameSrc: readonly string[];
  /** The HTML cut at the placeholders; null for anything else, sent as rendered. */
  html: SplicedPage | null;
  bytes: Buffer;
}

// Recomputed for each answer.
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "content-security-policy"]);

export interface PageRenderContext {
  nonce: string;
  allowFrames(frameSrc: readonly string[]): void;
}

export function publicPageCache(options: {
  build: () => Promise<ServerBuild>;
  https: boolean;
  /** The data the pages show changed (a price, server/catalogue/): pages rendered before are rendered again. */
  generation: () => number;
  loadContext: (req: ExpressRequest, res: Parameters<RequestHandler>[1], csp: PageRenderContext) => RouterContextProvider;
}): RequestHandler {
  const handler = createRequestHandler(options.build, "production");
  const pages = new Map<string, RenderedPage>();
  const rendering = new Map<string, Promise<RenderedPage>>();

  async function render(req: ExpressRequest, res: Parameters<RequestHandler>[1], url: string): Promise<RenderedPage> {
    // Letters and digits only: base64's "+/=" could be escaped differently where the nonce is written.
    const placeholder = createCspNonce().replace(/[^A-Za-z0-9]/g, "");
    const generation = options.generation();
    let frameSrc: readonly string[] = [];
    const context = options.loadContext(req, res, { nonce: placeholder, allowFrames: (sources) => (frameSrc = sources) });
    const response = await handler(
      new Request(url, { headers: { "user-agent": req.get("user-agent") ?? "", accept: "text/html" } }),
      context,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
    const cacheControl = response.headers.get("cache-control") ?? "";
    return {
      expires: Date.now() + TTL_MS,
      generation,
      cacheable: response.status === 200 && isHtml && !response.headers.has("set-cookie") && !/private|no-store/i.test(cacheControl),
      status: response.status,
      headers: [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase())),
      frameSrc,
      html: isHtml ? splitAtPlaceholder(bytes, placeholder) : null,
      bytes,
    };
  }

  return async (req, res, next) => {
    if (req.method !== "GET" || req.headers.cookie || req.originalUrl.includes("?") || req.path.startsWith("/api/")) return next();
    const key = req.path;
    let page = pages.get(key);
    let hit = true;
    if (!page || page.expires < Date.now() || page.generation !== options.generation()) {
      hit = false;
      pages.delete(key);
      // Visitors asking for the same page at once share one rendering (of the same catalogue: one begun before a
      // change is not shared with those who ask after it).
      const renderingKey = `${options.generation()} ${key}`;
      let pending = rendering.get(renderingKey);
      if (!pending) {
        pending = render(req, res, `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`).finally(() =>
          rendering.delete(renderingKey),
        );
        rendering.set(renderingKey, pending);
      }
      try {
        page = await pending;
      } catch (error) {
        return next(error);
      }
      // A page that is not for everyone (404, error, cookie) is served from this rendering but not kept.
      if (page.cacheable) {
        if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
        pages.set(key, page);
      }
    }
    const nonce = res.locals.cspNonce;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, frameSrc: page.frameSrc, https: options.https }));
    res.setHeader("X-Page-Cache", hit ? "hit" : "miss");
    if (page.html === null) {
      res.status(page.status).send(page.bytes);
      return;
    }
    // Already compressed here when the client takes gzip: the compression middleware leaves an encoded answer alone.
    const gzip = req.acceptsEncodings("gzip") === "gzip";
    const body = gzip ? gzipWithNonce(page.html, nonce) : withNonce(page.html, nonce);
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Length", body.length);
    res.status(page.status).end(body);
  };
}
