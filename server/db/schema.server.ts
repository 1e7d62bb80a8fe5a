import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, customType, date, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The one module holding every table. Migrations are generated from it by `npm run db:generate`. */

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * One row per recorded page view. Deliberately absent (DESIGN.md §6): the client address, the user agent,
 * query parameters other than utm_*, ref and source, and any part of the referrer beyond its host.
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
    pageUrl: text("page_url").notNull(),
    pageTitle: text("page_title").notNull(),
    referrer: text("referrer"),
    isAdmin: boolean("is_admin").notNull().default(false),
    country: text("country"),
    countryCode: text("country_code"),
    region: text("region"),
    city: text("city"),
    /** 64-bit HMAC of (site host, address, user agent) with the day's salt; not reversible once the salt is gone. */
    visitorKey: bigint("visitor_key", { mode: "bigint" }).notNull(),
  },
  (table) => [
    index("page_views_viewed_at_idx").on(table.viewedAt),
    index("page_views_visitor_key_viewed_at_idx").on(table.visitorKey, table.viewedAt),
  ],
);

/** One random salt per Paris calendar day; rows older than 48 hours are deleted. */
export const visitorSalts = pgTable("visitor_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: bytea("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
