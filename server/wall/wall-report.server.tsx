import { randomUUID } from "node:crypto";
import { parisDay } from "@domain/calendar";
import { WallRefusal, type WallPerformance } from "@domain/wall/compute-wall";
import type { ComparedWall } from "@domain/wall/variants";
import { encodeState, stateFromRequest } from "@domain/wall/wall-link";
import type { SendWallReport, WallInput, WallReportInput } from "@domain/wall/wall-schema";
import { WALL_REPORT_SUBJECT, WallReportEmail } from "@server/email/templates/wall-report-email";
import type { RequestMeta, Services } from "../context.server";
import { enqueueMessages } from "../email/outbox.server";
import { renderEmail } from "../email/render-email.server";
import { ApiError } from "../http/api-error.server";
import { HOUR_MS, limitCaller } from "../http/rate-limit.server";
import { requireVisitorMail } from "../email/visitor-mail.server";
import { computeWallWithOwnFdes } from "./wall-performance.server";
import { CURRENT_WALL_LABEL, WALL_REPORT_FILE_NAME, type WallReportData } from "@domain/wall/wall-report-figures";

export { WALL_REPORT_FILE_NAME };

/** The PDF download shares the calculator's hourly budget per visitor, in its own bucket. */
export const WALL_REPORT_LIMIT = { name: "wall-report", windowMs: HOUR_MS };
/** The e-mail is limited like the calculator's "send results" (RATE_LIMIT_CALCULATOR_PER_HOUR and per recipient). */
export const SEND_WALL_REPORT_LIMIT = { name: "send-wall-report", windowMs: HOUR_MS };

/** The wall's report, rendered off the event loop in the visitor's slot (server/pdf/pdf-pool.server.ts). */
function renderWallReport(services: Services, meta: RequestMeta, data: WallReportData, createdAt: Date): Promise<Buffer> {
  return services.pdf.render({ kind: "wall-report", data, createdAt }, meta.clientAddress);
}

/** computeWall with our served FDES; a refusal of the methods is a 422 with its French sentence. */
async function performanceOf(services: Services, input: WallInput): Promise<WallPerformance> {
  try {
    return await computeWallWithOwnFdes(services, input);
  } catch (error) {
    if (error instanceof WallRefusal) throw new ApiError(422, error.message);
    throw error;
  }
}

/** The link back to the calculator with this wall, on the site's own address (never one a client sent). */
export function wallLink(siteUrl: string, input: WallInput): string | null {
  const state = stateFromRequest(input);
  return state ? new URL(`/calculateur-paroi?${encodeState(state)}`, siteUrl).toString() : null;
}

/** The report's data, every figure recomputed on the server; a variant outside the methods is printed as refused. */
async function reportData(services: Services, request: WallReportInput, createdAt: Date): Promise<WallReportData> {
  const { variants, ...input } = request;
  const performance = await performanceOf(services, input);
  const compared: ComparedWall[] = [{ label: CURRENT_WALL_LABEL, performance }];
  for (const variant of variants) {
    try {
      compared.push({ label: variant.label, performance: await computeWallWithOwnFdes(services, variant.wall) });
    } catch (error) {
      if (!(error instanceof WallRefusal)) throw error;
      compared.push({ label: variant.label, performance: null, refusal: error.message });
    }
  }
  return { input, performance, date: parisDay(createdAt), compared, link: wallLink(services.config.SITE_URL, input) };
}

/** `POST /api/wall-report` (docs/api-contract.md): the report of the wall as sent, recomputed on the server. */
export async function wallReport(services: Services, meta: RequestMeta, request: WallReportInput): Promise<Buffer> {
  await limitCaller(services.db, { ...WALL_REPORT_LIMIT, limit: services.config.RATE_LIMIT_WALL_PER_HOUR }, meta.clientAddress);
  const createdAt = new Date();
  return renderWallReport(services, meta, await reportData(services, request, createdAt), createdAt);
}

/** `POST /api/send-wall-report` (docs/api-contract.md): the same report e-mailed through the outbox, figures in the body. */
export async function sendWallReport(services: Services, meta: RequestMeta, request: SendWallReport): Promise<void> {
  const { db, config } = services;
  await limitCaller(db, { ...SEND_WALL_REPORT_LIMIT, limit: config.RATE_LIMIT_CALCULATOR_PER_HOUR }, meta.clientAddress);
  await requireVisitorMail(services, request.email);
  const { email: to, ...report } = request;
  const createdAt = new Date();
  const data = await reportData(services, report, createdAt);
  const [pdf, email] = await Promise.all([renderWallReport(services, meta, data, createdAt), renderEmail(<WallReportEmail data={data} />)]);
  await enqueueMessages(db, [
    {
      idempotencyKey: `wall-report-${randomUUID()}`,
      kind: "wall-report",
      to: [to],
      subject: WALL_REPORT_SUBJECT,
      attachments: [{ filename: WALL_REPORT_FILE_NAME, contentType: "application/pdf", content: pdf.toString("base64") }],
      ...email,
    },
  ]);
  services.outbox.nudge();
}
