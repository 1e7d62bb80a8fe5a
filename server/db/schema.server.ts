import { sql } from "drizzle-orm";
import { QUOTE_STATUSES } from "../../domain/quotes/quote-status";
import { DOCUMENT_TYPES } from "../../domain/tracking/document-types";
import { CONVERSION_EVENT_TYPES } from "../../domain/tracking/conversion";
import { ELEMENT_TYPES } from "../../domain/wall/iso6946";
import { BALE_TYPES } from "../../domain/worksheet/worksheet";
import { WORKSHEET_EVENT_TYPES } from "../../domain/worksheet/worksheet-api";
import {
  bigint,
  check,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** The one module holding every table. Migrations are generated from it by `npm run db:generate`. */

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * One row per recorded page view. Deliberately absent (docs/analytics.md): the client address, the user agent,
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
    /** The view's own source (domain/analytics/definitions.ts `sourceOf`), null when none: fixed at ingestion. */
    source: text("source"),
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

/** Where a request came from, at the precision the privacy policy allows (never finer than the city). */
const location = () => ({
  city: text("city"),
  region: text("region"),
  country: text("country"),
});

/** Contact messages (docs/product.md §5). Quote requests are not here: each is one quote_requests row (migration 0009). */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company"),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ...location(),
  },
  (table) => [index("contact_requests_created_at_idx").on(table.createdAt)],
);

/** Document downloads (docs/product.md §7.6); the press kit carries no product. */
export const documentDownloads = pgTable(
  "document_downloads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }).notNull().defaultNow(),
    documentName: text("document_name").notNull(),
    documentType: text("document_type", { enum: DOCUMENT_TYPES }).notNull(),
    productName: text("product_name"),
    isAdmin: boolean("is_admin").notNull().default(false),
    countryCode: text("country_code"),
    ...location(),
  },
  (table) => [index("document_downloads_downloaded_at_idx").on(table.downloadedAt)],
);

/** `sending`: claimed by a worker, which holds it until `lease_until` while it talks to the SMTP server. */
export const outboxStatus = pgEnum("outbox_status", ["pending", "sending", "sent", "failed"]);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
}

/**
 * The e-mail outbox (docs/architecture.md): written in the same transaction as the business row, delivered by the worker
 * in server/email/, retried with backoff, and kept (sent or failed) for the admin side.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /**
     * The local part of the message's Message-ID, random: built from row ids it was issued again after a restore
     * rewound them, and a mailbox that drops duplicate Message-IDs dropped the new message. The same on every resend.
     */
    messageId: text("message_id")
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    kind: text("kind").notNull(),
    recipients: text("recipients").array().notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** While `sending`: the worker's claim ends then, unless it renews it; past it, another worker takes the row. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /**
     * How often a lease ran out while `sending` (its worker stopped between the claim and the outcome): each time the
     * message was sent again with the same Message-ID, and may have arrived twice.
     */
    leaseExpiries: integer("lease_expiries").notNull().default(0),
  },
  (table) => [index("outbox_messages_due_idx").on(table.status, table.nextAttemptAt)],
);

/**
 * Sliding-window rate limits shared by every instance (server/http/rate-limit.server.ts): one row per allowed hit,
 * under its limit and hashed caller, deleted once older than any window.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    hitAt: timestamp("hit_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_hits_key_idx").on(table.key, table.hitAt)],
);

/**
 * Calculator use (docs/product.md §7.4): one row per settled calculation, and one per calculation e-mailed
 * (email_sent, with the address) so the dashboards count calculations and qualified leads.
 */
export const calculatorUsage = pgTable(
  "calculator_usage",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    productName: text("product_name").notNull(),
    productWidth: doublePrecision("product_width").notNull(),
    productHeight: doublePrecision("product_height").notNull(),
    productLength: doublePrecision("product_length").notNull(),
    surfaceM2: doublePrecision("surface_m2").notNull(),
    thermalResistance: doublePrecision("thermal_resistance").notNull(),
    bottlesNeeded: integer("bottles_needed").notNull(),
    palletsNeeded: integer("pallets_needed").notNull(),
    totalWeightKg: doublePrecision("total_weight_kg").notNull(),
    trucksNeeded: integer("trucks_needed").notNull(),
    estimatedCost: integer("estimated_cost").notNull(),
    carbonStorageKg: doublePrecision("carbon_storage_kg").notNull(),
    isComparative: boolean("is_comparative").notNull().default(false),
    comparativeProductName: text("comparative_product_name"),
    comparativeSurfaceM2: doublePrecision("comparative_surface_m2"),
    comparativeBottlesNeeded: integer("comparative_bottles_needed"),
    comparativeEstimatedCost: integer("comparative_estimated_cost"),
    emailSent: boolean("email_sent").notNull().default(false),
    emailAddress: text("email_address"),
    ...location(),
  },
  (table) => [
    index("calculator_usage_created_at_idx").on(table.createdAt),
    // /commercial's prospects (distinct addresses, which no daily roll-up can sum) read from the index alone.
    index("calculator_usage_emailed_idx")
      .on(table.createdAt, table.emailAddress)
      .where(sql`${table.emailSent}`),
  ],
);

/**
 * One settled calculation of the wall calculator (docs/analytics.md 'Wall calculator tracking'): the wall's kind, its
 * preset while it still is one, its thickest bale of ours and three figures. No address, no composition.
 */
export const wallCalculations = pgTable(
  "wall_calculations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    element: text("element", { enum: ELEMENT_TYPES }).notNull(),
    presetId: text("preset_id"),
    layerCount: integer("layer_count").notNull(),
    baleProductId: text("bale_product_id"),
    uValue: doublePrecision("u_value").notNull(),
    timeShiftHours: doublePrecision("time_shift_hours").notNull(),
    condensation: boolean("condensation").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    ...location(),
  },
  (table) => [index("wall_calculations_created_at_idx").on(table.createdAt)],
);

/**
 * Quote requests (docs/product.md §5 'Quote request form'), stored in full: `form` holds the validated form. A generated
 * quote has its number and totals; a plain request (no usable surface) has neither.
 */
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    number: text("number").unique(),
    customerName: text("customer_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    clientType: text("client_type").notNull(),
    company: text("company"),
    projectTitle: text("project_title").notNull(),
    deliveryDate: date("delivery_date", { mode: "string" }).notNull(),
    urgent: boolean("urgent").notNull(),
    subtotalHT: integer("subtotal_ht"),
    vat: integer("vat"),
    totalTTC: integer("total_ttc"),
    /** The personalised quote as sent (null for a request the site could not price), kept with its request. */
    pdf: bytea("pdf"),
    form: jsonb("form").notNull(),
    ...location(),
  },
  (table) => [index("quote_requests_created_at_idx").on(table.createdAt)],
);

/**
 * The commercial figures of each product (domain/products.ts `ProductOffer`), the owner's to change on
 * /commercial/catalogue (docs/product.md §10.1). `version` grows at each change: every instance reloads the catalogue
 * when it is told of a change (NOTIFY `catalogue_changed`) or finds a higher version (server/catalogue/).
 */
export const productOffers = pgTable("product_offers", {
  productId: text("product_id").primaryKey(),
  pricePerM2: numeric("price_per_m2", { precision: 8, scale: 2, mode: "number" }).notNull(),
  balesPerPallet: integer("bales_per_pallet").notNull(),
  palletWeightKg: numeric("pallet_weight_kg", { precision: 7, scale: 1, mode: "number" }).notNull(),
  palletsPerTruck: integer("pallets_per_truck").notNull(),
  leadTimeWeeks: integer("lead_time_weeks"),
  available: boolean("available").notNull().default(true),
  version: bigint("version", { mode: "number" }).notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of an offer: who, when, and each changed field before and after (only ever added). */
export const productOfferChanges = pgTable(
  "product_offer_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => productOffers.productId),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    authorEmail: text("author_email").notNull(),
    /** `{ field: { before, after } }` for each field the change moved. */
    changes: jsonb("changes").$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
  },
  (table) => [index("product_offer_changes_product_idx").on(table.productId, table.changedAt)],
);

/** A quote request's status (domain/quotes/quote-status.ts). */
export const quoteStatus = pgEnum("quote_status", QUOTE_STATUSES);

/**
 * The follow-up of one quote request (docs/product.md §6.10): a request from /devis or a contact message that mentions
 * "devis" (domain/quotes/quote-source.ts), exactly one of the two, created with it and deleted with it. Its id is
 * the request's id on the admin pages and in `/api/admin/quote-requests`. `received_at` is the request's instant,
 * copied once so that the figures of a period read this table alone; the first answer is kept when a closed request
 * is reopened.
 */
export const quoteFollowUps = pgTable(
  "quote_follow_ups",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    quoteRequestId: bigint("quote_request_id", { mode: "number" })
      .unique()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    contactRequestId: bigint("contact_request_id", { mode: "number" })
      .unique()
      .references(() => contactRequests.id, { onDelete: "cascade" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    status: quoteStatus("status").notNull().default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    firstAnsweredAt: timestamp("first_answered_at", { withTimezone: true }),
    /** Working minutes from receipt to the first answer (domain/quotes/working-hours.ts), fixed when it is recorded. */
    firstAnswerWorkingMinutes: integer("first_answer_working_minutes"),
    firstAnswerChannel: text("first_answer_channel"),
    firstAnsweredBy: text("first_answered_by"),
    lostReason: text("lost_reason"),
    /**
     * Copied from the request when it is stored (migration 0015's triggers), never changed after: the quote's € HT (an
     * issued quote keeps its prices; null when not priced) and its company, trimmed and lowercased (null when none), so
     * that the period's figures read this narrow table alone, not the requests' wide rows (docs/decisions/0021).
     */
    valueHT: integer("value_ht"),
    companyKey: text("company_key"),
    /** Seconds from receipt to the first answer, computed by PostgreSQL, so that its median walks an index (0017). */
    firstAnswerSeconds: doublePrecision("first_answer_seconds").generatedAlwaysAs(sql`date_part('epoch', first_answered_at - received_at)`),
  },
  (table) => [
    index("quote_follow_ups_received_at_idx").on(table.receivedAt),
    index("quote_follow_ups_status_received_at_idx").on(table.status, table.receivedAt),
    // The medians of the first answer (server/analytics/quote-follow-up-figures.server.ts) walk these in value order.
    index("quote_follow_ups_working_minutes_idx")
      .on(table.firstAnswerWorkingMinutes, table.receivedAt)
      .where(sql`${table.firstAnswerWorkingMinutes} IS NOT NULL`),
    // The distinct companies of a period (contact-quote-requests.server.ts) are counted walking it in company order.
    index("quote_follow_ups_company_received_at_idx").on(table.companyKey, table.receivedAt),
    index("quote_follow_ups_answer_seconds_idx")
      .on(table.firstAnswerSeconds, table.receivedAt)
      .where(sql`${table.firstAnswerSeconds} IS NOT NULL`),
    check("quote_follow_ups_one_request", sql`(${table.quoteRequestId} IS NULL) <> (${table.contactRequestId} IS NULL)`),
  ],
);

/**
 * The follow-up figures of each Paris day of receipt and status (docs/analytics.md), kept by a trigger on
 * quote_follow_ups (migration 0017) in the transaction that writes the follow-up: always equal to a recount, today
 * included.
 */
export const quoteFollowUpDaily = pgTable(
  "quote_follow_up_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    status: quoteStatus("status").notNull(),
    requests: integer("requests").notNull(),
    /** With a first answer (first_answered_at set). */
    answered: integer("answered").notNull(),
    /** With working minutes to the first answer. */
    timed: integer("timed").notNull(),
    valueHT: bigint("value_ht", { mode: "number" }).notNull(),
    withoutValue: integer("without_value").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.status] })],
);

/**
 * The history of a quote request: every status change, note and answer e-mail, with who did it and when; rows are
 * only ever added. The author's e-mail is kept as text, so the history outlives a deleted account.
 */
export const quoteFollowUpEvents = pgTable(
  "quote_follow_up_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    followUpId: bigint("follow_up_id", { mode: "number" })
      .notNull()
      .references(() => quoteFollowUps.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** `status`, `note` or `email`. */
    kind: text("kind").notNull(),
    authorEmail: text("author_email").notNull(),
    fromStatus: quoteStatus("from_status"),
    toStatus: quoteStatus("to_status"),
    channel: text("channel"),
    reason: text("reason"),
    note: text("note"),
    /** For an answer sent from the site: its outbox message. */
    outboxKey: text("outbox_key"),
    /** For an answer recorded with an earlier instant (a phone call): when it was given. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [index("quote_follow_up_events_follow_up_idx").on(table.followUpId, table.at)],
);

/** Conversion events (docs/product.md §7.9, and the server's own record of each quote request). */
export const conversionEvents = pgTable(
  "conversion_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    eventType: text("event_type", { enum: CONVERSION_EVENT_TYPES }).notNull(),
    eventCategory: text("event_category").notNull(),
    pageUrl: text("page_url"),
    isAdmin: boolean("is_admin").notNull().default(false),
    ...location(),
  },
  (table) => [index("conversion_events_created_at_idx").on(table.createdAt)],
);

/** The last quote number given in each year: DEV-<year>-<n>, incremented atomically, unique across instances. */
export const quoteNumberCounters = pgTable("quote_number_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * Daily traffic roll-ups (server/analytics/traffic-rollup.server.ts): one row per closed Paris day, zeros included,
 * computed from page_views under the exclusions whose fingerprint it carries. They outlive the raw rows (25 months).
 */
export const trafficDaily = pgTable("traffic_daily", {
  day: date("day", { mode: "string" }).primaryKey(),
  views: integer("views").notNull(),
  visitors: integer("visitors").notNull(),
  visits: integer("visits").notNull(),
  bounces: integer("bounces").notNull(),
  visitMs: bigint("visit_ms", { mode: "number" }).notNull(),
  /** Which exclusions the figures were computed under; a day computed under others is computed again. */
  exclusionsFingerprint: text("exclusions_fingerprint").notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Per day and page, source, country or region ('' = unknown; `country` is set for regions only). */
export const trafficDailyBreakdown = pgTable(
  "traffic_daily_breakdown",
  {
    day: date("day", { mode: "string" })
      .notNull()
      .references(() => trafficDaily.day, { onDelete: "cascade" }),
    dimension: text("dimension").notNull(),
    name: text("name").notNull(),
    country: text("country").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
    visits: integer("visits").notNull(),
  },
  (table) => [primaryKey({ columns: [table.dimension, table.day, table.name, table.country] })],
);

/**
 * Worksheet usage (docs/product.md §5 `bordereau_usage`): its page views, measurements added and summaries e-mailed. No client
 * address is kept, only the location. `metadata` holds the measurements (width, height, length, status good /
 * tolerance / other) as `domain/worksheet/` defines them; `botte_type` is one of its bale types.
 */
export const bordereauUsage = pgTable(
  "bordereau_usage",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    eventType: text("event_type", { enum: WORKSHEET_EVENT_TYPES }).notNull(),
    botteType: text("botte_type", { enum: BALE_TYPES }),
    emailSentTo: text("email_sent_to"),
    measurementCount: integer("measurement_count"),
    metadata: jsonb("metadata"),
    isAdmin: boolean("is_admin").notNull().default(false),
    ...location(),
  },
  (table) => [
    index("bordereau_usage_created_at_idx").on(table.createdAt),
    index("bordereau_usage_event_type_created_at_idx").on(table.eventType, table.createdAt),
    // /commercial's market validations (distinct addresses) read from the index alone.
    index("bordereau_usage_email_sent_idx")
      .on(table.createdAt, table.emailSentTo, table.isAdmin)
      .where(sql`${table.eventType} = 'email_sent'`),
  ],
);

/**
 * Daily roll-ups of the usage tables (server/analytics/usage-rollup.server.ts), so that a dashboard over months reads
 * a row per day rather than every event. `usage_rollup_days` marks the closed Paris days rolled up, under the
 * definitions whose fingerprint it carries; each roll-up table holds those days' counts, admin-mode rows left out, and
 * goes with its mark (ON DELETE CASCADE). The dashboards read them for marked days and count every other day (today,
 * a day not rolled up yet, a day the retention has begun deleting) from the raw rows, with the same definitions.
 */
export const usageRollupDays = pgTable("usage_rollup_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  fingerprint: text("fingerprint").notNull(),
});

const rolledUpDay = () =>
  date("day", { mode: "string" })
    .notNull()
    .references(() => usageRollupDays.day, { onDelete: "cascade" });

/** Calculations per day and product (calculator_usage): all of them, e-mailed, comparisons, cost summed, qualified leads. */
export const calculatorDaily = pgTable(
  "calculator_daily",
  {
    day: rolledUpDay(),
    productName: text("product_name").notNull(),
    calculations: integer("calculations").notNull(),
    emailed: integer("emailed").notNull(),
    comparisons: integer("comparisons").notNull(),
    costSum: bigint("cost_sum", { mode: "number" }).notNull(),
    qualified: integer("qualified").notNull(),
  },
  (table) => [index("calculator_daily_day_idx").on(table.day)],
);

/** Downloads per day, country and region ('' when unknown) (document_downloads). */
export const downloadDaily = pgTable(
  "download_daily",
  {
    day: rolledUpDay(),
    country: text("country").notNull(),
    region: text("region").notNull(),
    downloads: integer("downloads").notNull(),
  },
  (table) => [index("download_daily_day_idx").on(table.day)],
);

/** Worksheet measurements added and summaries e-mailed per day (bordereau_usage). */
export const worksheetDaily = pgTable("worksheet_daily", {
  day: rolledUpDay().primaryKey(),
  measurements: integer("measurements").notNull(),
  emailsSent: integer("emails_sent").notNull(),
});

/** Wall calculations per day, bale and preset (null: none), with those that found condensation (wall_calculations). */
export const wallDaily = pgTable(
  "wall_daily",
  {
    day: rolledUpDay(),
    baleProductId: text("bale_product_id"),
    presetId: text("preset_id"),
    calculations: integer("calculations").notNull(),
    withCondensation: integer("with_condensation").notNull(),
  },
  (table) => [index("wall_daily_day_idx").on(table.day)],
);

/*
 * Sign-in (server/auth/auth.server.tsx): the tables of better-auth and of its admin and two-factor plugins, under the
 * model names the library uses (user, session, account, verification, twoFactor, rateLimit), mapped to auth_* tables.
 * Passwords are argon2id hashes in auth_account.password; sessions live here, so every instance shares them.
 */
const authTimestamp = (name: string) => timestamp(name, { withTimezone: true });

export const authUser = pgTable("auth_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** admin, moderator or user (docs/product.md §4). */
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: authTimestamp("ban_expires"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /**
   * Set by `npm run admin:create` (created or made admin): an admin without a second factor by then can no longer
   * sign in and must be created again (docs/decisions/0010-sign-in.md). Null for everyone else.
   */
  secondFactorDueAt: authTimestamp("second_factor_due_at"),
  createdAt: authTimestamp("created_at").notNull().defaultNow(),
  updatedAt: authTimestamp("updated_at").notNull().defaultNow(),
});

export const authSession = pgTable(
  "auth_session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    expiresAt: authTimestamp("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: authTimestamp("created_at").notNull().defaultNow(),
    updatedAt: authTimestamp("updated_at").notNull().defaultNow(),
  },
  (table) => [index("auth_session_user_id_idx").on(table.userId)],
);

export const authAccount = pgTable(
  "auth_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: authTimestamp("access_token_expires_at"),
    refreshTokenExpiresAt: authTimestamp("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: authTimestamp("created_at").notNull().defaultNow(),
    updatedAt: authTimestamp("updated_at").notNull().defaultNow(),
  },
  (table) => [index("auth_account_user_id_idx").on(table.userId)],
);

export const authVerification = pgTable("auth_verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: authTimestamp("expires_at").notNull(),
  createdAt: authTimestamp("created_at").notNull().defaultNow(),
  updatedAt: authTimestamp("updated_at").notNull().defaultNow(),
});

export const authTwoFactor = pgTable("auth_two_factor", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => authUser.id, { onDelete: "cascade" }),
  verified: boolean("verified").default(true),
  failedVerificationCount: integer("failed_verification_count").default(0),
  lockedUntil: authTimestamp("locked_until"),
  /** The last TOTP time-step (Unix time / 30 s) accepted for the account: a code of it or of an earlier one is refused (RFC 6238 §5.2). */
  lastTotpStep: bigint("last_totp_step", { mode: "number" }),
});

/**
 * Addresses (IPv6 by /64) an account signed in from, as a keyed hash: from these the right password is never refused
 * because of failures made elsewhere on the account (server/auth/sign-in-limits.server.ts). Forgotten after 90 days.
 */
export const authKnownAddresses = pgTable(
  "auth_known_addresses",
  {
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    addressHash: text("address_hash").notNull(),
    lastSignInAt: authTimestamp("last_sign_in_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.addressHash] })],
);

/** Secrets the server makes for itself on first start (the session-signing secret), shared by every instance. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
