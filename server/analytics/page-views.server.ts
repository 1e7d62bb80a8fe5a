import { isbot } from "isbot";
import type { PageViewPayload } from "@domain/tracking/page-view";
import type { RequestMeta, Services } from "../context.server";
import type { Database } from "../db/client.server";
import { pageViews } from "../db/schema.server";
import { type CommitBatcher, createCommitBatcher } from "./commit-batcher.server";
import { saltForDay } from "./daily-salt.server";
import { reducePageUrl, referrerHost } from "./privacy-reduction";
import { visitorKey } from "./visitor-key";

/**
 * Stores one page view, reduced as DESIGN.md §6 requires. Returns false when nothing was stored (a bot).
 * The row is committed before the call answers; the views of concurrent calls share one INSERT and one commit
 * (`npm run bench:ingest`: one transaction per view held a few hundred per second on two cores).
 */
export async function recordPageView(services: Services, meta: RequestMeta, payload: PageViewPayload): Promise<boolean> {
  if (isbot(meta.userAgent)) return false;
  const now = new Date();
  const salt = await saltForDay(services.db, now);
  const location = services.geo.locate(meta.clientAddress);
  await pageViewBatcher(services.db).add({
    viewedAt: now,
    pageUrl: reducePageUrl(payload.page_url),
    pageTitle: payload.page_title,
    referrer: referrerHost(payload.referrer),
    isAdmin: payload.is_admin,
    country: location?.country ?? null,
    countryCode: location?.countryCode ?? null,
    region: location?.region ?? null,
    city: location?.city ?? null,
    visitorKey: visitorKey(salt, new URL(services.config.SITE_URL).host, meta.clientAddress, meta.userAgent),
  });
  return true;
}

type PageViewRow = typeof pageViews.$inferInsert;

const batchers = new WeakMap<Database, CommitBatcher<PageViewRow>>();

function pageViewBatcher(db: Database): CommitBatcher<PageViewRow> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = createCommitBatcher<PageViewRow>(async (rows) => {
      await db.insert(pageViews).values(rows);
    });
    batchers.set(db, batcher);
  }
  return batcher;
}
