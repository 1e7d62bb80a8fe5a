import { downloadTrackingPayload, type TrackedDocument } from "@domain/tracking/document-download";
import { readAdminMode } from "~/lib/browser-keys";
import { sendTracking } from "~/lib/send-tracking";

/**
 * Longest wait for the tracking answer before the download goes ahead anyway (docs/product.md §9: a tracking failure never
 * stops a download). The request itself is not cancelled: with `keepalive` it may still arrive afterwards.
 */
export const TRACKING_WAIT_MS = 1500;

/**
 * Reports a download to `POST /api/track-download` (docs/product.md §7.6). Resolves when the server has answered or
 * after TRACKING_WAIT_MS, whichever comes first, and never rejects: failures are only logged.
 */
export function trackDownload(document: TrackedDocument): Promise<void> {
  const payload = downloadTrackingPayload(document, readAdminMode());
  if (payload === null) return Promise.resolve();

  const request = sendTracking("/api/track-download", payload, "Error tracking download");

  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, TRACKING_WAIT_MS);
  });
  return Promise.race([request, cap]).finally(() => clearTimeout(timer));
}
