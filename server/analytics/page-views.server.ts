import { getTableName } from "drizzle-orm";
import { isbot } from "isbot";
import type { PageViewPayload } from "@domain/tracking/page-view";
import type { RequestMeta, Services } from "../context.server";
import type { Database } from "../db/client.server";
import { isDatabaseUnavailable } from "../db/unavailable.server";
import { pageViewsWaiting } from "../metrics/metrics.server";
import { pageViews } from "../db/schema.server";
import { type CommitBatcher, createCommitBatcher } from "./commit-batcher.server";
import { saltForDay } from "../http/daily-salt.server";
import { sourceOf } from "@domain/analytics/definitions";
import { reducePageUrl, referrerHost } from "./privacy-reduction";
import { visitorKey } from "./visitor-key";

/**
 * Stores one page view, reduced as docs/analytics.md requires, with its source. Returns false when nothing was stored
 * (a bot, or an address carrying a configured exclusion marker).
 * The row is committed before the call answers; the views of concurrent calls share one INSERT and one commit
 * (`npm run bench:ingest`: one transaction per view held a few hundred per second on two cores).
 */
export async function recordPageView(services: Services, meta: RequestMeta, payload: PageViewPayload): Promise<boolean> {
  if (isbot(meta.userAgent)) return false;
  // A marker (a preview token…) may sit in a parameter the reduction drops: the full address is checked here.
  if (services.config.TRAFFIC_EXCLUDED_URL_MARKERS.some((marker) => payload.page_url.includes(marker))) return false;
  const now = new Date();
  const salt = await saltForDay(services.db, now);
  const location = services.geo.locate(meta.clientAddress);
  const site = new URL(services.config.SITE_URL);
  const pageUrl = reducePageUrl(payload.page_url);
  const referrer = referrerHost(payload.referrer);
  await pageViewBatcher(services.db, services.config.PAGE_VIEW_QUEUE_LIMIT).add({
    viewedAt: now,
    pageUrl,
    pageTitle: payload.page_title,
    referrer,
    source: sourceOf(referrer, pageUrl, site.hostname),
    isAdmin: payload.is_admin,
    country: location?.country ?? null,
    countryCode: location?.countryCode ?? null,
    region: location?.region ?? null,
    city: location?.city ?? null,
    visitorKey: visitorKey(salt, site.host, meta.clientAddress, meta.userAgent),
  });
  return true;
}

type PageViewRow = Required<Omit<typeof pageViews.$inferInsert, "id">>;

/** Each stored column of a view with its PostgreSQL type, for the batch's arrays. */
const PAGE_VIEW_COLUMN_TYPES = {
  viewedAt: "timestamptz",
  pageUrl: "text",
  pageTitle: "text",
  referrer: "text",
  source: "text",
  isAdmin: "boolean",
  country: "text",
  countryCode: "text",
  region: "text",
  city: "text",
  visitorKey: "bigint",
} as const satisfies Record<keyof PageViewRow, string>;

const PAGE_VIEW_KEYS = Object.keys(PAGE_VIEW_COLUMN_TYPES) as (keyof PageViewRow)[];

/**
 * One INSERT of a batch: one array a column, `unnest`ed back into rows. Eleven parameters whatever the batch's size,
 * where a VALUES list takes eleven a row, each one built into the statement by Drizzle and parsed by PostgreSQL (the
 * largest cost of the server's own at 5,000 views/s).
 */
const INSERT_PAGE_VIEWS = `INSERT INTO "${getTableName(pageViews)}" (${PAGE_VIEW_KEYS.map((key) => `"${pageViews[key].name}"`).join(", ")})
  SELECT * FROM unnest(${PAGE_VIEW_KEYS.map((key, i) => `$${i + 1}::${PAGE_VIEW_COLUMN_TYPES[key]}[]`).join(", ")})`;

async function insertPageViews(db: Database, rows: PageViewRow[]): Promise<void> {
  await db.$client.query(
    INSERT_PAGE_VIEWS,
    PAGE_VIEW_KEYS.map((key) => rows.map((row) => row[key])),
  );
}

const batchers = new WeakMap<Database, CommitBatcher<PageViewRow>>();

function pageViewBatcher(db: Database, maxQueue: number): CommitBatcher<PageViewRow> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = createCommitBatcher<PageViewRow>((rows) => insertPageViews(db, rows), {
      maxQueue,
      retryRowByRow: (error) => !isDatabaseUnavailable(error),
      onQueueLength: (length) => pageViewsWaiting.set(length),
    });
    batchers.set(db, batcher);
  }
  return batcher;
}
