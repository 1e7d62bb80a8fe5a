import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The figures `GET /metrics` serves in Prometheus's text format (docs/operations.md, Supervision). One registry per
 * process: each instance is scraped on its own and Prometheus adds them up. Counters start again at 0 when an
 * instance restarts; Prometheus's `increase()` and `rate()` allow for that.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: "isolenpaille_" });

export const httpRequestDuration = new Histogram({
  name: "isolenpaille_http_request_duration_seconds",
  help: "Requests by route pattern (never the raw path), method and status, with their duration up to the last byte sent.",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export const fdesUploads = new Counter({
  name: "isolenpaille_fdes_uploads_total",
  help:
    "FDES sent to the comparator: outcome compared (read and compared, status 200) or refused, by status " +
    "(422 read but unusable, 504 reading too slow, 503 readers busy, 400/413/415 refused before reading, 429 daily limit).",
  labelNames: ["outcome", "status"] as const,
  registers: [metricsRegistry],
});

export const pdfRenders = new Counter({
  name: "isolenpaille_pdf_renders_total",
  help:
    "Documents asked of the PDF pool by kind (wall-report, re2020-report, worksheet-report, fdes-report, quote): rendered, " +
    "refused (every thread busy and the queue full: 503) or failed. Refusals of a client that already had one in progress (429) are not counted here.",
  labelNames: ["kind", "outcome"] as const,
  registers: [metricsRegistry],
});

export const visitorEmails = new Counter({
  name: "isolenpaille_visitor_emails_total",
  help:
    "Automatic e-mails to addresses given by visitors (acknowledgements, results, reports, quote copies): queued, skipped " +
    "past the site's hourly cap VISITOR_MAIL_PER_HOUR, or mailbox_limit past the address's RATE_LIMIT_RECIPIENT_PER_HOUR (either way " +
    "a contact message or quote request is kept and the team notified; results and reports are refused).",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});

export const pageViewsIngested = new Counter({
  name: "isolenpaille_page_views_ingested_total",
  help: "Page views received by /api/track-page-view and accepted: recorded, or skipped (a bot, an excluded marker).",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});

export const emailDeliveries = new Counter({
  name: "isolenpaille_email_deliveries_total",
  help: "Delivery attempts of this instance's outbox worker: sent, retry (will be tried again) or failed (given up for good).",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});

// Read from the database and the pool at each scrape (server/metrics/metrics-endpoint.server.ts).
export const emailsWaiting = new Gauge({
  name: "isolenpaille_emails",
  help: "E-mails in the outbox by state: pending (queued or waiting for a retry), sending, failed (kept until the retention period ends).",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
});

export const oldestPendingEmailAge = new Gauge({
  name: "isolenpaille_email_oldest_pending_age_seconds",
  help: "Age of the oldest e-mail not yet sent nor failed (0 when none; NaN when the database did not answer).",
  registers: [metricsRegistry],
});

export const databaseUp = new Gauge({
  name: "isolenpaille_database_up",
  help: "1 when the database answered this scrape's queries (what /healthz checks), else 0.",
  registers: [metricsRegistry],
});

export const poolConnections = new Gauge({
  name: "isolenpaille_db_pool_connections",
  help: "This instance's PostgreSQL pool: total and idle connections, clients waiting for one, and the pool's maximum.",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
});

/** One FDES upload's answer, counted by its status. */
export function countFdesUpload(status: number): void {
  fdesUploads.inc({ outcome: status === 200 ? "compared" : "refused", status: String(status) });
}

export const pageViewsWaiting = new Gauge({
  name: "isolenpaille_page_views_waiting",
  help: "Page views waiting for their commit (at most PAGE_VIEW_QUEUE_LIMIT; past it they are refused with 503).",
  registers: [metricsRegistry],
});
