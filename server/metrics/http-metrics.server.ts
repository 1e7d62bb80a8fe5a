import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { httpRequestDuration } from "./metrics.server";
import { type RoutePatternOf, routePatternMatcher } from "./route-pattern.server";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Times every request to its last byte, counted by route pattern, method and status. */
export function httpMetrics(build: () => Promise<ServerBuild>): RequestHandler {
  let patternOf: Promise<RoutePatternOf> | undefined;
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const path = req.path;
    const method = METHODS.has(req.method) ? req.method : "other";
    patternOf ??= build().then((server) => routePatternMatcher(server.routes));
    const record = () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      void patternOf!.then(
        (pattern) => httpRequestDuration.observe({ route: pattern(path), method, status: String(res.statusCode) }, seconds),
        () => httpRequestDuration.observe({ route: "*", method, status: String(res.statusCode) }, seconds),
      );
    };
    res.once("finish", record);
    next();
  };
}
