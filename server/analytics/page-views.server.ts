import { isbot } from "isbot";
import type { PageViewPayload } from "@domain/tracking/page-view";
import type { RequestMeta, Services } from "../context.server";
import { pageViews } from "../db/schema.server";
import { saltForDay } from "./daily-salt.server";
import { reducePageUrl, referrerHost } from "./privacy-reduction";
import { visitorKey } from "./visitor-key";

/**
 * Stores one page view, reduced as docs/analytics.md requires. Returns false when nothing was stored (a bot).
 * The row is committed before the call answers.
 */
export async function recordPageView(services: Services, meta: RequestMeta, payload: PageViewPayload): Promise<boolean> {
  if (isbot(meta.userAgent)) return false;
  const now = new Date();
  const salt = await saltForDay(services.db, now);
  const location = services.geo.locate(meta.clientAddress);
  await services.db.insert(pageViews).values({
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
