import { randomUUID } from "node:crypto";
import { parisDay } from "@domain/calendar";
import type { Re2020Estimate } from "@domain/re2020/estimate";
import type { Re2020Input, SendRe2020Report } from "@domain/re2020/re2020-schema";
import { RE2020_REPORT_SUBJECT, Re2020ReportEmail } from "@server/email/templates/re2020-report-email";
import type { RequestMeta, Services } from "../context.server";
import { enqueueMessages } from "../email/outbox.server";
import { renderEmail } from "../email/render-email.server";
import { HOUR_MS, limitCaller } from "../http/rate-limit.server";
import { requireVisitorMail } from "../email/visitor-mail.server";
import { estimateForCall } from "./re2020-estimate.server";
import { RE2020_REPORT_FILE_NAME } from "@domain/re2020/re2020-report-figures";

export { RE2020_REPORT_FILE_NAME };

/** The PDF download shares the wall calculator's hourly budget per visitor, in its own bucket. */
export const RE2020_REPORT_LIMIT = { name: "re2020-report", windowMs: HOUR_MS };
/** The e-mail is limited like the wall report's (RATE_LIMIT_CALCULATOR_PER_HOUR and per recipient). */
export const SEND_RE2020_REPORT_LIMIT = { name: "send-re2020-report", windowMs: HOUR_MS };

/** The estimate's report, rendered off the event loop in the visitor's slot (server/pdf/pdf-pool.server.ts). */
function renderRe2020Report(services: Services, meta: RequestMeta, estimate: Re2020Estimate): Promise<Buffer> {
  const createdAt = new Date();
  return services.pdf.render({ kind: "re2020-report", estimate, date: parisDay(createdAt), createdAt }, meta.clientAddress);
}

/** `POST /api/re2020-report` (docs/api-contract.md): the report of the estimate as sent, recomputed on the server. */
export async function re2020Report(services: Services, meta: RequestMeta, input: Re2020Input): Promise<Buffer> {
  await limitCaller(services.db, { ...RE2020_REPORT_LIMIT, limit: services.config.RATE_LIMIT_WALL_PER_HOUR }, meta.clientAddress);
  return renderRe2020Report(services, meta, await estimateForCall(services, input));
}

/** `POST /api/send-re2020-report` (docs/api-contract.md): the same report e-mailed through the outbox, figures in the body. */
export async function sendRe2020Report(services: Services, meta: RequestMeta, request: SendRe2020Report): Promise<void> {
  const { db, config } = services;
  await limitCaller(db, { ...SEND_RE2020_REPORT_LIMIT, limit: config.RATE_LIMIT_CALCULATOR_PER_HOUR }, meta.clientAddress);
  await requireVisitorMail(services, request.email);
  const { email: to, ...input } = request;
  const estimate = await estimateForCall(services, input);
  const [pdf, email] = await Promise.all([
    renderRe2020Report(services, meta, estimate),
    renderEmail(<Re2020ReportEmail estimate={estimate} />),
  ]);
  await enqueueMessages(db, [
    {
      idempotencyKey: `re2020-report-${randomUUID()}`,
      kind: "re2020-report",
      to: [to],
      subject: RE2020_REPORT_SUBJECT,
      attachments: [{ filename: RE2020_REPORT_FILE_NAME, contentType: "application/pdf", content: pdf.toString("base64") }],
      ...email,
    },
  ]);
  services.outbox.nudge();
}
