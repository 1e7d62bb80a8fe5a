import type { Request as ExpressRequest, RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { contentSecurityPolicy, createCspNonce } from "./content-security-policy.server";

/**
 * A short-lived cache of rendered public pages (docs/decisions/0008-hardening.md: server rendering of /produits held ~150 pages/s on this
 * 2-core machine). Only what every visitor gets alike is cached: a GET without query string and without cookie
 * (a signed-in admin sees another page), answered 200 in HTML without Set-Cookie. A page is rendered with a
 * random placeholder instead of the CSP nonce, and each answer gets its own nonce written in its place, so the
 * policy stays per answer. 60 seconds of life: a page showing today's date (the quote form's earliest delivery
 * day) is at most a minute late at midnight.
 */
const TTL_MS = 60_000;
const MAX_PAGES = 200;

interface RenderedPage {
  expires: number;
  cacheable: boolean;
  status: number;
  headers: [string, string][];
  frameSrc: readonly string[];
  html: string | null;
  bytes: Buffer;
  placeholder: string;
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
  loadContext: (req: ExpressRequest, res: Parameters<RequestHandler>[1], csp: PageRenderContext) => RouterContextProvider;
}): RequestHandler {
  const handler = createRequestHandler(options.build, "production");
  const pages = new Map<string, RenderedPage>();
  const rendering = new Map<string, Promise<RenderedPage>>();

  async function render(req: ExpressRequest, res: Parameters<RequestHandler>[1], url: string): Promise<RenderedPage> {
    const placeholder = createCspNonce().replace(/[^A-Za-z0-9]/g, "");
    let frameSrc: readonly string[] = [];
    const context = options.loadContext(req, res, { nonce: placeholder, allowFrames: (sources) => (frameSrc = sources) });
    const response = await handler(
      new Request(url, { headers: { "user-agent": req.get("user-agent") ?? "", accept: "text/html" } }),
      context,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
    return {
      expires: Date.now() + TTL_MS,
      cacheable: response.status === 200 && isHtml && !response.headers.has("set-cookie"),
      status: response.status,
      headers: [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase())),
      frameSrc,
      html: isHtml ? bytes.toString("utf8") : null,
      bytes,
      placeholder,
    };
  }

  return async (req, res, next) => {
    if (req.method !== "GET" || req.headers.cookie || req.originalUrl.includes("?") || req.path.startsWith("/api/")) return next();
    const key = req.path;
    let page = pages.get(key);
    if (!page || page.expires < Date.now()) {
      pages.delete(key);
      // Visitors asking for the same page at once share one rendering.
      let pending = rendering.get(key);
      if (!pending) {
        pending = render(req, res, `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`).finally(() =>
          rendering.delete(key),
        );
        rendering.set(key, pending);
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
    res.status(page.status).send(page.html === null ? page.bytes : page.html.replaceAll(page.placeholder, nonce));
  };
}
