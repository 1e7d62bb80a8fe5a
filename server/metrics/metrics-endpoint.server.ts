import type { RequestHandler } from "express";
import type { Services } from "../context.server";
import { mayReadMetrics } from "./metrics-access.server";
import { databaseUp, emailsWaiting, metricsRegistry, oldestPendingEmailAge, poolConnections } from "./metrics.server";

/**
 * `GET /metrics`: refused callers fall through to the site's own "page not found", so that nothing tells them the
 * address exists. The outbox and pool figures are read at each scrape, so they hold for every instance at once.
 */
export function metricsEndpoint(services: Pick<Services, "config" | "db">): RequestHandler {
  return async (req, res, next) => {
    // A request passed on by a proxy comes from loopback too: it is judged as the stranger it carries, not as this machine
    // (a second guard behind nginx's own refusal of /metrics, for a proxy configured without it).
    const proxied = req.get("x-forwarded-for") !== undefined || req.get("forwarded") !== undefined;
    const address = proxied ? undefined : req.socket.remoteAddress;
    if (!mayReadMetrics(address, req.get("authorization"), services.config.METRICS_TOKEN)) return next();
    await readScrapeFigures(services);
    res
      .set("Cache-Control", "no-store")
      .type(metricsRegistry.contentType)
      .send(await metricsRegistry.metrics());
  };
}

async function readScrapeFigures({ db }: Pick<Services, "db">): Promise<void> {
  const pool = db.$client;
  poolConnections.set({ state: "total" }, pool.totalCount);
  poolConnections.set({ state: "idle" }, pool.idleCount);
  poolConnections.set({ state: "waiting" }, pool.waitingCount);
  poolConnections.set({ state: "max" }, pool.options.max ?? 10);
  emailsWaiting.reset();
  try {
    const { rows } = await pool.query<{ status: string; count: number; oldest_seconds: number | null }>(
      `SELECT status::text, count(*)::int AS count,
              CASE WHEN status IN ('pending', 'sending') THEN extract(epoch FROM now() - min(created_at))::float8 END AS oldest_seconds
         FROM outbox_messages WHERE status <> 'sent' GROUP BY status`,
    );
    for (const state of ["pending", "sending", "failed"])
      emailsWaiting.set({ state }, rows.find((row) => row.status === state)?.count ?? 0);
    const ages = rows.map((row) => row.oldest_seconds).filter((age): age is number => age !== null);
    oldestPendingEmailAge.set(ages.length > 0 ? Math.max(0, ...ages) : 0);
    databaseUp.set(1);
  } catch {
    // Unknown, not zero: the e-mail figures are left out and the age is NaN.
    oldestPendingEmailAge.set(Number.NaN);
    databaseUp.set(0);
  }
}
