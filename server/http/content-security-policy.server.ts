import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createContext } from "react-router";

/**
 * The site's one Content-Security-Policy (docs/architecture.md, docs/decisions/0008-hardening.md). Scripts and style elements run only from our own
 * origin or with this answer's nonce; nothing is loaded from elsewhere; the site cannot be framed. The only thing a
 * page may widen is `frame-src`, through its route `handle` (app/lib/csp-handle.ts): the pages that show a video.
 */

export interface CspOptions {
  nonce: string;
  /** Origins the page may frame; none by default. */
  frameSrc?: readonly string[];
  /** Behind https: ask browsers to fetch any http: sub-resource over https. */
  https?: boolean;
}

/** 128 random bits per answer, as CSP Level 3 advises. */
export function createCspNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy({ nonce, frameSrc = [], https = false }: CspOptions): string {
  const nonceSource = `'nonce-${nonce}'`;
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'", nonceSource],
    // The stylesheet is written inline with the nonce (docs/decisions/0007); sonner inserts its own <style> when
    // the toast area mounts, allowed by its hash (it inserts the element empty first: the hash of "" too).
    ["style-src", "'self'", nonceSource, ...toastStyleHash(), EMPTY_STYLE_HASH],
    // Radix writes style= attributes in the server HTML (a radio's hidden native input, focus outlines): refusing
    // them would show those inputs until hydration. An attribute cannot run script; new UI still uses classes.
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["manifest-src", "'self'"],
    ["media-src", "'self'"],
    ["frame-src", ...(frameSrc.length > 0 ? frameSrc : ["'none'"])],
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** What the server entry needs to write the nonce into the page and to widen `frame-src` for it. */
export interface RequestCsp {
  nonce: string;
  /** Replaces this answer's policy by one that also allows these frame origins. */
  allowFrames(sources: readonly string[]): void;
}

export const requestCspContext = createContext<RequestCsp>();

const EMPTY_STYLE_HASH = `'sha256-${createHash("sha256").update("").digest("base64")}'`;

let toastStyleHashCache: string[] | undefined;

/**
 * The hash of the stylesheet sonner inserts at run time (a `<style>` without nonce). Read from the installed package,
 * so an upgrade of sonner keeps working; if it cannot be found the toasts' styles are refused and the browser
 * tests' CSP check says so.
 */
function toastStyleHash(): string[] {
  if (toastStyleHashCache) return toastStyleHashCache;
  try {
    const entry = createRequire(import.meta.url).resolve("sonner");
    const source = readFileSync(entry, "utf8");
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    const css = literal ? (JSON.parse(literal) as string) : undefined;
    toastStyleHashCache = css ? [`'sha256-${createHash("sha256").update(css).digest("base64")}'`] : [];
  } catch {
    toastStyleHashCache = [];
  }
  return toastStyleHashCache;
}
