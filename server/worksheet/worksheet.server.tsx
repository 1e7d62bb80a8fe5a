import { randomUUID } from "node:crypto";
import { parisDay } from "@domain/calendar";
import {
  commonBaleType,
  type SendWorksheet,
  type TrackBordereau,
  type WorksheetReportRequest,
  usageMeasurement,
} from "@domain/worksheet/worksheet-api";
import { type WorksheetSummary, summarizeWorksheet } from "@domain/worksheet/worksheet-summary";
import { computeMeasurement } from "@domain/worksheet/worksheet";
import { WORKSHEET_SUMMARY_SUBJECT, WorksheetSummaryEmail } from "@server/email/templates/worksheet-summary-email";
import type { RequestMeta, Services } from "../context.server";
import type { Database, Transaction } from "../db/client.server";
import { bordereauUsage } from "../db/schema.server";
import { enqueueMessages } from "../email/outbox.server";
import { renderEmail } from "../email/render-email.server";
import { HOUR_MS, limitCaller } from "../http/rate-limit.server";
import { requireVisitorMail } from "../email/visitor-mail.server";

const SEND_WORKSHEET_LIMIT = { name: "worksheet", windowMs: HOUR_MS };

/** The summary's PDF report, rendered off the event loop in the visitor's slot (server/pdf/pdf-pool.server.ts). */
function renderWorksheetReport(services: Services, meta: RequestMeta, summary: WorksheetSummary): Promise<Buffer> {
  const createdAt = new Date();
  return services.pdf.render({ kind: "worksheet-report", summary, date: parisDay(createdAt), createdAt }, meta.clientAddress);
}

/**
 * `POST /api/worksheet-report`: the PDF of the worksheet as it stands, recomputed from the raw inputs. Each measurement
 * carries its own bale type; the payload's botteType (the type last chosen in the form) names none of them.
 */
export function worksheetReport(services: Services, meta: RequestMeta, request: WorksheetReportRequest): Promise<Buffer> {
  return renderWorksheetReport(services, meta, summarizeWorksheet(request.measurements));
}

/**
 * `POST /api/send-masse-volumique-results` (docs/product.md §7): the summary, recomputed from the raw inputs, e-mailed with its
 * PDF report through the outbox, and recorded as an `email_sent` worksheet event, in one transaction.
 */
export async function sendWorksheetSummary(services: Services, meta: RequestMeta, request: SendWorksheet, isAdmin: boolean): Promise<void> {
  const { db, config } = services;
  await limitCaller(db, { ...SEND_WORKSHEET_LIMIT, limit: config.RATE_LIMIT_WORKSHEET_PER_HOUR }, meta.clientAddress);
  await requireVisitorMail(services, request.email);
  const summary = summarizeWorksheet(request.measurements);
  const [pdf, email] = await Promise.all([
    renderWorksheetReport(services, meta, summary),
    renderEmail(<WorksheetSummaryEmail summary={summary} />),
  ]);
  await db.transaction(async (tx) => {
    await recordBordereauUsage(tx, services, meta, isAdmin, {
      eventType: "email_sent",
      // The list's own type, null for a list mixing types (each measurement's type is in metadata).
      botteType: commonBaleType(request.measurements),
      emailSentTo: request.email,
      measurementCount: summary.measurements.length,
      metadata: summary.measurements.map(usageMeasurement),
    });
    await enqueueMessages(tx, [
      {
        idempotencyKey: `worksheet-${randomUUID()}`,
        kind: "worksheet-summary",
        to: [request.email],
        subject: WORKSHEET_SUMMARY_SUBJECT,
        attachments: [{ filename: "bordereau-autocontrole.pdf", contentType: "application/pdf", content: pdf.toString("base64") }],
        ...email,
      },
    ]);
  });
  services.outbox.nudge();
}

/** `POST /api/track-bordereau-usage` (docs/product.md §7): a page view or a measurement, with the density recomputed. */
export async function trackBordereauUsage(
  services: Services,
  meta: RequestMeta,
  event: TrackBordereau,
  signedInAdmin: boolean,
): Promise<void> {
  const isAdmin = event.isAdmin || signedInAdmin;
  if (event.eventType === "page_view") {
    await recordBordereauUsage(services.db, services, meta, isAdmin, { eventType: "page_view" });
    return;
  }
  await recordBordereauUsage(services.db, services, meta, isAdmin, {
    eventType: "measurement_added",
    // The measurement's own type, whatever the event's botteType says.
    botteType: event.metadata.baleType,
    measurementCount: event.measurementCount,
    metadata: [usageMeasurement(computeMeasurement(event.metadata))],
  });
}

/** A bordereau_usage row as the calls give it: the location and admin flag are added here. */
type UsageRow = Pick<typeof bordereauUsage.$inferInsert, "eventType" | "botteType" | "emailSentTo" | "measurementCount" | "metadata">;

/** One bordereau_usage row with the caller's approximate location (never the address). */
async function recordBordereauUsage(
  db: Database | Transaction,
  services: Services,
  meta: RequestMeta,
  isAdmin: boolean,
  row: UsageRow,
): Promise<void> {
  const location = services.geo.locate(meta.clientAddress);
  await db.insert(bordereauUsage).values({
    ...row,
    isAdmin,
    city: location?.city ?? null,
    region: location?.region ?? null,
    country: location?.country ?? null,
  });
}
