/**
 * How long personal and analytics data is kept (docs/analytics.md), stated on the privacy page and applied by the
 * server's hourly clean-up (server/maintenance.server.ts).
 */
export const RETENTION = {
  /** Raw analytics rows: page views, downloads, calculator use, conversion events, worksheet use. */
  rawAnalyticsMonths: 25,
  /** Contact and quote data, counted from the customer's last contact; a worksheet summary e-mailed, from its sending. */
  customerDataYears: 3,
  /** The daily salt of the visitor keys. */
  visitorSaltHours: 48,
} as const;
