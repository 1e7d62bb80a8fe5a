import type { Logger } from "pino";
import { deleteExpiredSalts } from "./analytics/daily-salt.server";
import type { Database } from "./db/client.server";
import { deleteExpiredRateLimitWindows } from "./http/rate-limit.server";

const EVERY_HOUR = 60 * 60 * 1000;

/** Hourly clean-up of what must not outlive its purpose: visitor salts (48 h) and old rate-limit windows. */
export function startMaintenance(db: Database, log: Logger): { stop(): void } {
  const run = async () => {
    try {
      const now = new Date();
      await deleteExpiredSalts(db, now);
      await deleteExpiredRateLimitWindows(db, now);
    } catch (error) {
      log.error({ err: error }, "maintenance failed");
    }
  };
  const timer = setInterval(run, EVERY_HOUR);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
