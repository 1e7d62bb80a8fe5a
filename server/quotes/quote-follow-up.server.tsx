import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { legalIdentity, sellerIdentityLines } from "@domain/legal";
import { PRODUCTS } from "@domain/products";
import { selectedBales, type QuoteForm } from "@domain/quote/quote-form";
import { formatSquareMetres } from "@domain/format";
import type { AnswerTemplateInput, QuoteAnswer } from "@domain/quotes/quote-answer";
import {
  type AnswerChannel,
  canTransition,
  QUOTE_STATUS_MESSAGES,
  type QuoteStatus,
  type QuoteStatusChange,
  transitionRefusal,
} from "@domain/quotes/quote-status";
import { workingMinutesBetween } from "@domain/quotes/working-hours";
import { QuoteAnswerEmail } from "@server/email/templates/quote-answer-email";
import { quoteRequestById, type QuoteRequestRow } from "../analytics/contact-quote-requests.server";
import type { Viewer } from "../auth/viewer.server";
import { suppliedIdentity } from "../config.server";
import type { Services } from "../context.server";
import type { Transaction } from "../db/client.server";
import { quoteFollowUpEvents, quoteFollowUps, quoteRequests } from "../db/schema.server";
import { enqueueMessages } from "../email/outbox.server";
import { renderEmail } from "../email/render-email.server";
import { ApiError } from "../http/api-error.server";

/**
 * A quote request's life on the server (docs/product.md §6.10): status changes checked against the transitions of
 * domain/quotes/quote-status.ts under a row lock (two admins clicking at once cannot both move it), notes, answers
 * e-mailed through the outbox, and the history of each. Every write adds a history row in the same transaction.
 */

export interface QuoteHistoryEntry {
  at: string;
  kind: "status" | "note" | "email";
  author: string;
  fromStatus: QuoteStatus | null;
  toStatus: QuoteStatus | null;
  channel: string | null;
  reason: string | null;
  note: string | null;
  answeredAt: string | null;
}

export interface QuoteRequestDetail {
  request: QuoteRequestRow;
  firstAnswerChannel: string | null;
  firstAnsweredBy: string | null;
  lostReason: string | null;
  /** The PDF issued with the request is kept (a personalised quote from /devis). */
  hasPdf: boolean;
  /** The /devis form as sent; null for a contact message. */
  form: QuoteForm | null;
  history: QuoteHistoryEntry[];
}

const notFound = () => new ApiError(404, QUOTE_STATUS_MESSAGES.notFound);

/** One request with its follow-up and history, or null. */
export async function quoteRequestDetail(services: Services, id: number): Promise<QuoteRequestDetail | null> {
  const request = await quoteRequestById(services.db.$client, id);
  if (!request) return null;
  const [followUp] = await services.db
    .select({
      firstAnswerChannel: quoteFollowUps.firstAnswerChannel,
      firstAnsweredBy: quoteFollowUps.firstAnsweredBy,
      lostReason: quoteFollowUps.lostReason,
      hasPdf: sql<boolean>`${quoteRequests.pdf} IS NOT NULL`,
      form: quoteRequests.form,
    })
    .from(quoteFollowUps)
    .leftJoin(quoteRequests, eq(quoteRequests.id, quoteFollowUps.quoteRequestId))
    .where(eq(quoteFollowUps.id, id));
  const events = await services.db
    .select()
    .from(quoteFollowUpEvents)
    .where(eq(quoteFollowUpEvents.followUpId, id))
    .orderBy(asc(quoteFollowUpEvents.at), asc(quoteFollowUpEvents.id));
  return {
    request,
    firstAnswerChannel: followUp?.firstAnswerChannel ?? null,
    firstAnsweredBy: followUp?.firstAnsweredBy ?? null,
    lostReason: followUp?.lostReason ?? null,
    hasPdf: Boolean(followUp?.hasPdf),
    form: (followUp?.form as QuoteForm | null) ?? null,
    history: events.map((event) => ({
      at: event.at.toISOString(),
      kind: event.kind as QuoteHistoryEntry["kind"],
      author: event.authorEmail,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      channel: event.channel,
      reason: event.reason,
      note: event.note,
      answeredAt: event.answeredAt?.toISOString() ?? null,
    })),
  };
}

/** The PDF issued with a request from /devis, as sent; null when there is none. */
export async function quoteRequestPdf(services: Services, id: number): Promise<{ number: string | null; pdf: Buffer } | null> {
  const [row] = await services.db
    .select({ number: quoteRequests.number, pdf: quoteRequests.pdf })
    .from(quoteFollowUps)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteFollowUps.quoteRequestId))
    .where(eq(quoteFollowUps.id, id));
  return row?.pdf ? { number: row.number, pdf: row.pdf } : null;
}

interface LockedFollowUp {
  status: QuoteStatus;
  receivedAt: Date;
  firstAnsweredAt: Date | null;
}

async function lockFollowUp(tx: Transaction, id: number): Promise<LockedFollowUp> {
  const [row] = await tx
    .select({ status: quoteFollowUps.status, receivedAt: quoteFollowUps.receivedAt, firstAnsweredAt: quoteFollowUps.firstAnsweredAt })
    .from(quoteFollowUps)
    .where(eq(quoteFollowUps.id, id))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** Moves a locked follow-up to `change.status` and writes the history row; refuses an impossible transition (400). */
async function applyStatusChange(
  tx: Transaction,
  id: number,
  current: LockedFollowUp,
  change: QuoteStatusChange & { outboxKey?: string },
  author: string,
  now: Date,
): Promise<void> {
  if (!canTransition(current.status, change.status)) throw new ApiError(400, transitionRefusal(current.status, change.status));
  const answeredAt = change.answeredAt ? new Date(change.answeredAt) : now;
  if (change.status === "answered") {
    if (answeredAt.getTime() > now.getTime()) {
      throw new ApiError(400, QUOTE_STATUS_MESSAGES.answeredAtFuture, { answeredAt: QUOTE_STATUS_MESSAGES.answeredAtFuture });
    }
    if (answeredAt.getTime() < current.receivedAt.getTime()) {
      throw new ApiError(400, QUOTE_STATUS_MESSAGES.answeredAtBeforeRequest, { answeredAt: QUOTE_STATUS_MESSAGES.answeredAtBeforeRequest });
    }
  }
  const firstAnswer =
    change.status === "answered" && current.firstAnsweredAt === null
      ? {
          firstAnsweredAt: answeredAt,
          firstAnswerWorkingMinutes: workingMinutesBetween(current.receivedAt, answeredAt),
          firstAnswerChannel: change.channel ?? null,
          firstAnsweredBy: author,
        }
      : {};
  await tx
    .update(quoteFollowUps)
    .set({
      status: change.status,
      statusChangedAt: now,
      lostReason: change.status === "lost" ? (change.reason ?? null) : null,
      ...firstAnswer,
    })
    .where(eq(quoteFollowUps.id, id));
  await tx.insert(quoteFollowUpEvents).values({
    followUpId: id,
    at: now,
    kind: "status",
    authorEmail: author,
    fromStatus: current.status,
    toStatus: change.status,
    channel: change.channel ?? null,
    reason: change.reason ?? null,
    note: change.note ?? null,
    answeredAt: change.status === "answered" ? answeredAt : null,
    outboxKey: change.outboxKey ?? null,
  });
}

/** `POST /api/admin/quote-requests/{id}/status` and the request page's status form. */
export async function changeQuoteStatus(
  services: Services,
  viewer: Viewer,
  id: number,
  change: QuoteStatusChange,
  now = new Date(),
): Promise<{ status: QuoteStatus }> {
  await services.db.transaction(async (tx) => {
    const current = await lockFollowUp(tx, id);
    await applyStatusChange(tx, id, current, change, viewer.email, now);
  });
  return { status: change.status };
}

/** A note in the request's history. */
export async function addQuoteNote(services: Services, viewer: Viewer, id: number, note: string, now = new Date()): Promise<void> {
  await services.db.transaction(async (tx) => {
    await lockFollowUp(tx, id);
    await tx.insert(quoteFollowUpEvents).values({ followUpId: id, at: now, kind: "note", authorEmail: viewer.email, note });
  });
}

/** The figures the answer template quotes, from the request as it was issued. */
export function answerTemplateInput(detail: QuoteRequestDetail): AnswerTemplateInput {
  const { request, form } = detail;
  return {
    name: request.name,
    projectTitle: request.projectTitle,
    receivedAt: request.createdAt,
    number: request.number,
    subtotalHT: request.subtotalHT,
    totalTTC: request.totalTTC,
    baleLines: form
      ? selectedBales(form.bottes).map(
          (bale) =>
            `${PRODUCTS[bale.productId].quoteLabel} : ${bale.surface === null ? "surface non précisée" : formatSquareMetres(bale.surface)}`,
        )
      : [],
    fromContactForm: request.source === "contact",
  };
}

/**
 * Sends the team's answer to the customer through the outbox, with the issued PDF attached when there is one, and
 * records it: a new request becomes `answered` by e-mail (its first answer); an answered or closed one keeps its
 * status and gains an `email` row in its history. Not counted in the per-recipient limit of automatic e-mails: the
 * owner's own words to his customer, sent by a signed-in admin, which a stranger spending that limit (five results
 * to the customer's address) must not hold back for an hour.
 */
export async function answerQuoteByEmail(
  services: Services,
  viewer: Viewer,
  id: number,
  answer: QuoteAnswer,
  now = new Date(),
): Promise<{ status: QuoteStatus }> {
  const request = await quoteRequestById(services.db.$client, id);
  if (!request) throw notFound();
  const pdf = await quoteRequestPdf(services, id);
  const sellerIdentity = sellerIdentityLines(legalIdentity(suppliedIdentity(services.config)).company);
  const email = await renderEmail(<QuoteAnswerEmail body={answer.body} sellerIdentity={sellerIdentity} />);
  const outboxKey = `quote-answer-${id}-${randomUUID()}`;
  let status: QuoteStatus = "answered";
  await services.db.transaction(async (tx) => {
    const current = await lockFollowUp(tx, id);
    await enqueueMessages(tx, [
      {
        idempotencyKey: outboxKey,
        kind: "quote-answer",
        to: [request.email],
        replyTo: services.config.TEAM_EMAIL,
        subject: answer.subject,
        attachments: pdf
          ? [{ filename: `Devis-${pdf.number ?? id}.pdf`, contentType: "application/pdf", content: pdf.pdf.toString("base64") }]
          : [],
        ...email,
      },
    ]);
    if (current.status === "new") {
      await applyStatusChange(
        tx,
        id,
        current,
        { status: "answered", channel: "email" satisfies AnswerChannel, note: answer.subject, outboxKey },
        viewer.email,
        now,
      );
    } else {
      status = current.status;
      await tx.insert(quoteFollowUpEvents).values({
        followUpId: id,
        at: now,
        kind: "email",
        authorEmail: viewer.email,
        channel: "email",
        note: answer.subject,
        outboxKey,
      });
    }
  });
  services.outbox.nudge();
  return { status };
}
