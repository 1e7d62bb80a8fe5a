import type { z } from "zod";
import type { trackBordereauSchema } from "@domain/worksheet/worksheet-api";
import { readAdminMode } from "~/lib/browser-keys";

/** Sends a worksheet event (docs/product.md §7); errors are ignored (docs/product.md §7.11): the worksheet never waits on it. */
type WorksheetEvent = z.input<typeof trackBordereauSchema>;
// Omit each member of the union: the admin flag is read here, from this browser's admin mode.
type WithoutAdminFlag<T> = T extends unknown ? Omit<T, "isAdmin"> : never;

export function trackWorksheet(event: WithoutAdminFlag<WorksheetEvent>): void {
  void fetch("/api/track-bordereau-usage", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...event, isAdmin: readAdminMode() }),
    keepalive: true,
  }).catch(() => {});
}
