import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { toNodeHandler } from "better-auth/node";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { FDES_MESSAGES } from "@domain/fdes/compare-fdes-api";
import type { ViteDevServer } from "vite";
import { AUTH_BASE_PATH, AUTH_HTTP_ROUTES, CLIENT_ADDRESS_HEADER } from "./auth/auth.server";
import { type Services, requestMetaContext, servicesContext } from "./context.server";
import { pageViewIngest } from "./analytics/page-view-ingest.server";
import { isDatabaseUnavailable } from "./db/unavailable.server";
import { API_MESSAGES, JSON_BODY_LIMIT } from "./http/api-error.server";
import { clientAddress, isCrossSiteWrite } from "./http/client-address.server";
import { contentSecurityPolicy, requestCspContext } from "./http/content-security-policy.server";
import { expectContinue } from "./http/expect-continue.server";
import { requireValidHost } from "./http/host-header.server";
import { warmUpFdesComparator } from "./fdes/fdes-warm-up.server";
import { FDES_BODY_MAX_BYTES } from "./fdes/compare-fdes.server";
import { type PageRenderContext, publicPageCache } from "./http/page-cache.server";
import { securityHeaders } from "./http/security-headers.server";
import { httpMetrics } from "./metrics/http-metrics.server";
import { metricsEndpoint } from "./metrics/metrics-endpoint.server";
import { projectRoot } from "./project-root.server";

export interface AppOptions {
  services: Services;
  build: () => Promise<ServerBuild>;
  /** Development only: Vite serves the sources with hot reload. */
  vite?: ViteDevServer;
}

declare module "express-serve-static-core" {
  interface Locals {
    clientAddress: string;
  }
}

export function createApp({ services, build, vite }: AppOptions): express.Express {
  const { config, log } = services;
  const app = express();
  // In the module graph of the routes (under Vite too), so that the comparator finds what was prepared here.
  warmUpFdesComparator(services);
  // The routes' bundle is loaded now, in the background, rather than by the first visitor's request (a second or more
  // on a busy machine: the first comparison after a start waited for it too).
  if (!vite) build().catch((error: unknown) => log.error({ err: error }, "the server build could not be loaded"));
  app.disable("x-powered-by");

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // Path only: query strings and client addresses can identify people and stay out of the logs.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split("?")[0] }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    }),
  );
  app.use(httpMetrics(build));
  const https = new URL(config.SITE_URL).protocol === "https:";
  const headers = securityHeaders({ https });
  // The busiest call, before the layers it does not use (compression of a 30-byte answer, static files, the other
  // routes), with the same checks as every API call (docs/analytics.md, ingestion).
  app.post("/api/track-page-view", headers, requireValidHost, requestGuard(config.TRUST_PROXY), ...pageViewIngest(services));
  app.use(compression());
  app.use(headers);
  app.use(requireValidHost);
  app.use(
    expectContinue([
      {
        path: "/api/compare-fdes",
        maxBytes: FDES_BODY_MAX_BYTES,
        tooLarge: { error: FDES_MESSAGES.tooLarge.title, description: FDES_MESSAGES.tooLarge.description },
      },
    ]),
  );

  if (vite) {
    app.use(vite.middlewares);
  } else {
    const clientDir = path.join(projectRoot(), "build", "client");
    // File names under /assets carry a content hash: they never change, so browsers may keep them for a year.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.get("/healthz", async (_req, res) => {
    try {
      await services.db.$client.query("SELECT 1");
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  // Loopback or METRICS_TOKEN only; anyone else gets the site's "page not found" (server/metrics/).
  app.get("/metrics", metricsEndpoint(services));

  app.use(requestGuard(config.TRUST_PROXY));
  app.use("/api", onlyPost);
  app.all(`${AUTH_BASE_PATH}/*splat`, onlySiteAuthRoutes, authBodyCap, toNodeHandler(services.auth));

  const loadContext = (req: express.Request, res: express.Response, csp: PageRenderContext) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestMetaContext, {
      requestId: String(req.id),
      clientAddress: res.locals.clientAddress,
      userAgent: req.get("user-agent") ?? "",
      log: req.log,
    });
    context.set(requestCspContext, csp);
    return context;
  };
  if (!vite) app.use(publicPageCache({ build, https, loadContext, generation: services.catalogue.generation }));
  const pages = (serverBuild: ServerBuild | (() => Promise<ServerBuild>)) =>
    createRequestHandler({
      build: serverBuild,
      mode: config.NODE_ENV === "development" ? "development" : "production",
      getLoadContext(req, res) {
        const nonce = res.locals.cspNonce;
        return loadContext(req, res, {
          nonce,
          allowFrames(frameSrc) {
            if (!res.headersSent) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, frameSrc, https }));
          },
        });
      },
    });
  // Given a function, React Router derives its route tables again at every request (for Vite's reloads); a
  // production build never changes, so it is given the build itself, once loaded.
  app.use(vite ? pages(build) : onceBuilt(build, pages));

  app.use(lastResortErrorHandler);
  return app;
}

/** The handler `make` builds from the server build, made once the build is loaded (again after a failed load). */
function onceBuilt(build: () => Promise<ServerBuild>, make: (server: ServerBuild) => RequestHandler): RequestHandler {
  let handler: Promise<RequestHandler> | undefined;
  return (req, res, next) => {
    handler ??= build().then(make);
    handler.then(
      (handle) => handle(req, res, next),
      (error: unknown) => {
        handler = undefined;
        next(error);
      },
    );
  };
}

/** Computes the client address once for everything downstream, and refuses cross-site writes (docs/api-contract.md). */
function requestGuard(trustProxy: number): RequestHandler {
  return (req, res, next) => {
    res.locals.clientAddress = clientAddress(req.socket.remoteAddress, req.get("x-forwarded-for"), trustProxy);
    // The auth library reads the client address from this one header, always ours: a client's own value is replaced.
    req.headers[CLIENT_ADDRESS_HEADER] = res.locals.clientAddress;
    const crossSite = isCrossSiteWrite(req.method, {
      origin: req.get("origin"),
      host: req.get("host"),
      secFetchSite: req.get("sec-fetch-site"),
    });
    if (crossSite) {
      res.status(403).json({ error: API_MESSAGES.crossSite });
      return;
    }
    next();
  };
}

/** The admin calls also read (GET) and edit (PATCH) (docs/api-contract.md, "Admin calls"). */
const ADMIN_API_METHODS = new Set(["GET", "POST", "PATCH"]);

/**
 * Our API calls are POST only (docs/api-contract.md): any other method is 405 here, before React Router, which would
 * otherwise run a route's action for PUT, PATCH or DELETE too. The auth library's routes handle their own; the admin
 * calls under /api/admin/ take GET and PATCH too, each route answering 405 for a method it does not serve.
 */
const onlyPost: RequestHandler = (req, res, next) => {
  if (req.method === "POST" || req.path.startsWith("/auth/") || (req.path.startsWith("/admin/") && ADMIN_API_METHODS.has(req.method))) {
    return next();
  }
  res.status(405).set("Allow", "POST").json({ error: API_MESSAGES.methodNotAllowed });
};

/**
 * Only the sign-in library's routes the site uses are reachable (AUTH_HTTP_ROUTES); the exact path is compared, so
 * no other spelling (case, trailing slash, escapes) reaches the library's router either.
 */
const onlySiteAuthRoutes: RequestHandler = (req, res, next) => {
  const route = `${req.method} ${req.path.slice(AUTH_BASE_PATH.length)}`;
  if (req.path.startsWith(AUTH_BASE_PATH) && AUTH_HTTP_ROUTES.has(route)) return next();
  res.status(404).json({ error: API_MESSAGES.notFound });
};

/**
 * The auth library reads bodies without a limit of its own: the JSON cap of every API call (docs/api-contract.md)
 * applies to it too, from the announced length; a body of unannounced length is refused.
 */
const authBodyCap: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const length = Number(req.get("content-length") ?? Number.NaN);
  if (!Number.isFinite(length)) {
    res.status(411).json({ error: API_MESSAGES.lengthRequired });
    return;
  }
  if (length > JSON_BODY_LIMIT) {
    res.status(413).json({ error: API_MESSAGES.tooLarge });
    return;
  }
  next();
};

/** Whatever escaped every other handler: logged with its request id, answered without any detail. */
const lastResortErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  req.log.error({ err: error }, "unhandled error");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // A 4xx raised by Express itself (a malformed path, say) keeps its status; its English text never reaches a visitor.
  const unavailable = isDatabaseUnavailable(error);
  const status = unavailable ? 503 : typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
  const message = unavailable ? API_MESSAGES.unavailable : status === 500 ? API_MESSAGES.unexpected : API_MESSAGES.badRequest;
  if (req.path.startsWith("/api/")) res.status(status).json({ error: message });
  else res.status(status).type("text/plain; charset=utf-8").send(message);
};
