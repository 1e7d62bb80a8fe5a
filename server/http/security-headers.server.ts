import type { RequestHandler } from "express";
import helmet from "helmet";
import { contentSecurityPolicy, createCspNonce } from "./content-security-policy.server";

declare module "express-serve-static-core" {
  interface Locals {
    cspNonce: string;
  }
}

/**
 * The security headers of every answer (pages, API, assets, errors, 404), scored A+ by the HTTP Observatory's
 * rules (tests/integration/security-headers.test.ts). helmet writes the fixed ones; the CSP is ours
 * (content-security-policy.server.ts) because a page may widen its frame-src after routing.
 */
export function securityHeaders({ https }: { https: boolean }): RequestHandler {
  const fixed = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    // Off: it would forbid the YouTube frame, which does not send Cross-Origin-Resource-Policy.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Only behind https: over plain http browsers ignore it, and a local http site must not be pinned to https.
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    xFrameOptions: { action: "deny" },
    xPoweredBy: true,
  });
  return (req, res, next) => {
    const nonce = createCspNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, https }));
    // The features no page uses; those a video frame asks for (autoplay, fullscreen, encrypted-media,
    // picture-in-picture) are left to the browser's defaults.
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()");
    fixed(req, res, next);
  };
}
