import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { RETENTION } from "@domain/retention";
import { deleteExpiredSalts } from "./http/daily-salt.server";
import type { Database } from "./db/client.server";
import { deleteExpiredRateLimitHits } from "./http/rate-limit.server";

const EVERY_HOUR = 60 * 60 * 1000;

/**
 * Hourly clean-up of what must not outlive its purpose (docs/analytics.md, stated on the privacy page): visitor salts
 * after 48 hours, rate-limit hits older than any window, raw analytics after 25 months, and a customer's contact and quote data
 * (and the e-mails sent about them) 3 years after their last contact.
 */
export function startMaintenance(db: Database, log: Logger): { stop(): void } {
  const run = async () => {
    try {
      const now = new Date();
      await deleteExpiredSalts(db, now);
      await deleteExpiredRateLimitHits(db, now);
      await deleteExpiredAnalytics(db);
      await deleteExpiredCustomerData(db);
    } catch (error) {
      log.error({ err: error }, "maintenance failed");
    }
  };
  const timer = setInterval(run, EVERY_HOUR);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}

export async function deleteExpiredAnalytics(db: Database): Promise<void> {
  const cutoff = sql`now() - make_interval(months => ${RETENTION.rawAnalyticsMonths})`;
  await db.execute(sql`DELETE FROM page_views WHERE viewed_at < ${cutoff}`);
  await db.execute(sql`DELETE FROM document_downloads WHERE downloaded_at < ${cutoff}`);
  await db.execute(sql`DELETE FROM calculator_usage WHERE created_at < ${cutoff}`);
  await db.execute(sql`DELETE FROM wall_calculations WHERE created_at < ${cutoff}`);
  await db.execute(sql`DELETE FROM conversion_events WHERE created_at < ${cutoff}`);
  // A sent summary holds the address it went to: customer data, kept as long (deleteExpiredCustomerData).
  await db.execute(sql`DELETE FROM bordereau_usage WHERE event_type <> 'email_sent' AND created_at < ${cutoff}`);
}

export async function deleteExpiredCustomerData(db: Database): Promise<void> {
  const cutoff = sql`now() - make_interval(years => ${RETENTION.customerDataYears})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE expired_customers ON COMMIT DROP AS
      SELECT email FROM (
        SELECT email, created_at FROM contact_requests
        UNION ALL SELECT email, created_at FROM quote_requests
      ) AS contacts
      GROUP BY email
      HAVING max(created_at) < ${cutoff}`);
    await tx.execute(sql`DELETE FROM contact_requests WHERE email IN (SELECT email FROM expired_customers)`);
    await tx.execute(sql`DELETE FROM quote_requests WHERE email IN (SELECT email FROM expired_customers)`);
  });
  await db.execute(sql`DELETE FROM outbox_messages WHERE status IN ('sent', 'failed') AND created_at < ${cutoff}`);
  await db.execute(sql`DELETE FROM bordereau_usage WHERE event_type = 'email_sent' AND created_at < ${cutoff}`);
}
