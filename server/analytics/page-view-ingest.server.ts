import express, { type RequestHandler } from "express";
import { pageViewPayloadSchema } from "@domain/tracking/page-view";
import { fromNodeHeaders } from "better-auth/node";
import { viewerFromHeaders } from "../auth/viewer.server";
import type { Services } from "../context.server";
import { parseWith } from "../http/api.server";
import { API_MESSAGES, ApiError, JSON_BODY_LIMIT } from "../http/api-error.server";
import { isDatabaseUnavailable } from "../db/unavailable.server";
import { pageViewsIngested } from "../metrics/metrics.server";
import { QueueFullError } from "./commit-batcher.server";
import { recordPageView } from "./page-views.server";

/**
 * `POST /api/track-page-view` served by Express before React Router: the busiest call of the site (every page load
 * and route change). React Router's request handler alone held about 1,600 requests/s on this 2-core machine, under
 * the 3,000 page views/s wanted (docs/decisions/0008-hardening.md). Same contract as every API call (docs/api-contract.md): the same checks and French
 * messages as readJsonBody/parseWith, the same recordPageView. app/routes/api/track-page-view.ts still answers the
 * other methods (405).
 */
export function pageViewIngest(services: Services): RequestHandler[] {
  const parseJson = express.json({ limit: JSON_BODY_LIMIT, strict: false, type: () => true });
  return [
    (req, res, next) => {
      if (!/^application\/json\b/i.test(req.get("content-type") ?? "")) {
        res.status(415).json({ error: API_MESSAGES.unsupportedType });
        return;
      }
      parseJson(req, res, (error?: unknown) => {
        if (!error) return next();
        const type = (error as { type?: string }).type;
        if (type === "entity.too.large") res.status(413).json({ error: API_MESSAGES.tooLarge });
        else if (type === "charset.unsupported" || type === "encoding.unsupported")
          res.status(415).json({ error: API_MESSAGES.unsupportedType });
        else res.status(400).json({ error: API_MESSAGES.invalidJson });
      });
    },
    async (req, res) => {
      try {
        const payload = parseWith(pageViewPayloadSchema, req.body);
        // A signed-in admin's views are flagged even without the admin-mode switch (docs/analytics.md): no figure
        // counts them, whatever the browser says.
        if (!payload.is_admin && (await viewerFromHeaders(services, fromNodeHeaders(req.headers)))?.isAdmin) payload.is_admin = true;
        const recorded = await recordPageView(
          services,
          { requestId: String(req.id), clientAddress: res.locals.clientAddress, userAgent: req.get("user-agent") ?? "", log: req.log },
          payload,
        );
        pageViewsIngested.inc({ outcome: recorded ? "recorded" : "skipped" });
        res.json({ ok: true, recorded });
      } catch (error) {
        if (error instanceof ApiError) {
          res.status(error.status).json(error.fields ? { error: error.message, fields: error.fields } : { error: error.message });
        } else if (error instanceof QueueFullError) {
          req.log.warn("page view refused: too many views waiting for their commit");
          res.status(503).set("Retry-After", "1").json({ error: API_MESSAGES.unavailable });
        } else if (isDatabaseUnavailable(error)) {
          req.log.warn({ err: error }, "page view refused: database unavailable");
          res.status(503).set("Retry-After", "5").json({ error: API_MESSAGES.unavailable });
        } else {
          req.log.error({ err: error }, "page view failed");
          res.status(500).json({ error: API_MESSAGES.unexpected });
        }
      }
    },
  ];
}
