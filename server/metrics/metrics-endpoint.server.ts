import { count, inArray, ne, sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { outboxMessages } from "../db/schema.server";
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
    const rows = await db
      .select({
        status: outboxMessages.status,
        count: count(),
        // How long the oldest message of each state still to be sent has waited; none for failed ones.
        oldestSeconds: sql<number | null>`CASE WHEN ${inArray(outboxMessages.status, ["pending", "sending"])}
          THEN extract(epoch FROM now() - min(${outboxMessages.createdAt}))::float8 END`,
      })
      .from(outboxMessages)
      .where(ne(outboxMessages.status, "sent"))
      .groupBy(outboxMessages.status);
    for (const state of ["pending", "sending", "failed"] as const)
      emailsWaiting.set({ state }, rows.find((row) => row.status === state)?.count ?? 0);
    const ages = rows.map((row) => row.oldestSeconds).filter((age): age is number => age !== null);
    oldestPendingEmailAge.set(ages.length > 0 ? Math.max(0, ...ages) : 0);
    databaseUp.set(1);
  } catch {
    // Unknown, not zero: the e-mail figures are left out and the age is NaN.
    oldestPendingEmailAge.set(Number.NaN);
    databaseUp.set(0);
  }
}
