import { isbot } from "isbot";
import type { z } from "zod";
import type { conversionPayloadSchema } from "@domain/tracking/conversion";
import type { RequestMeta, Services } from "../context.server";
import { conversionEvents } from "../db/schema.server";
import { reducePageUrl } from "./privacy-reduction";

/** Stores a conversion event sent by the browser, with the caller's city, region and country. Bots are skipped. */
export async function recordConversion(
  services: Services,
  meta: RequestMeta,
  event: z.output<typeof conversionPayloadSchema>,
): Promise<boolean> {
  if (isbot(meta.userAgent)) return false;
  const location = services.geo.locate(meta.clientAddress);
  await services.db.insert(conversionEvents).values({
    eventType: event.eventType,
    eventCategory: event.eventCategory,
    pageUrl: event.pageUrl ? reducePageUrl(event.pageUrl) : null,
    isAdmin: event.isAdmin,
    city: location?.city ?? null,
    region: location?.region ?? null,
    country: location?.country ?? null,
  });
  return true;
}
