import { and, eq, inArray, lt, max, ne, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import { RETENTION } from "@domain/retention";
import { deleteExpiredSalts } from "./http/daily-salt.server";
import type { Database } from "./db/client.server";
import {
  bordereauUsage,
  calculatorUsage,
  contactRequests,
  conversionEvents,
  documentDownloads,
  outboxMessages,
  pageViews,
  quoteRequests,
  wallCalculations,
} from "./db/schema.server";
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
  await db.delete(pageViews).where(lt(pageViews.viewedAt, cutoff));
  await db.delete(documentDownloads).where(lt(documentDownloads.downloadedAt, cutoff));
  await db.delete(calculatorUsage).where(lt(calculatorUsage.createdAt, cutoff));
  await db.delete(wallCalculations).where(lt(wallCalculations.createdAt, cutoff));
  await db.delete(conversionEvents).where(lt(conversionEvents.createdAt, cutoff));
  // A sent summary holds the address it went to: customer data, kept as long (deleteExpiredCustomerData).
  await db.delete(bordereauUsage).where(and(ne(bordereauUsage.eventType, "email_sent"), lt(bordereauUsage.createdAt, cutoff)));
}

export async function deleteExpiredCustomerData(db: Database): Promise<void> {
  const cutoff = sql`now() - make_interval(years => ${RETENTION.customerDataYears})`;
  // One snapshot for both deletions: the customers found expired by the first are those of the second.
  await db.transaction(
    async (tx) => {
      const contacts = unionAll(
        tx.select({ email: contactRequests.email, createdAt: contactRequests.createdAt }).from(contactRequests),
        tx.select({ email: quoteRequests.email, createdAt: quoteRequests.createdAt }).from(quoteRequests),
      ).as("contacts");
      const expiredCustomers = tx
        .select({ email: contacts.email })
        .from(contacts)
        .groupBy(contacts.email)
        .having(lt(max(contacts.createdAt), cutoff));
      await tx.delete(contactRequests).where(inArray(contactRequests.email, expiredCustomers));
      await tx.delete(quoteRequests).where(inArray(quoteRequests.email, expiredCustomers));
    },
    { isolationLevel: "repeatable read" },
  );
  await db.delete(outboxMessages).where(and(inArray(outboxMessages.status, ["sent", "failed"]), lt(outboxMessages.createdAt, cutoff)));
  await db.delete(bordereauUsage).where(and(eq(bordereauUsage.eventType, "email_sent"), lt(bordereauUsage.createdAt, cutoff)));
}
