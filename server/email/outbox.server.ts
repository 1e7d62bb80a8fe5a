import { and, eq, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "../config.server";
import type { Database, Transaction } from "../db/client.server";
import { type OutboxAttachment, outboxMessages } from "../db/schema.server";
import { emailDeliveries } from "../metrics/metrics.server";
import type { MailTransport } from "./transport.server";

/** What a request hands to the outbox, inside its own transaction. */
export interface QueuedMessage {
  /** Unique per message, e.g. `contact-42-team`: queuing the same key twice queues one message. */
  idempotencyKey: string;
  kind: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: OutboxAttachment[];
}

export async function enqueueMessages(tx: Transaction | Database, messages: QueuedMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx
    .insert(outboxMessages)
    .values(
      messages.map((message) => ({
        idempotencyKey: message.idempotencyKey,
        kind: message.kind,
        recipients: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments ?? [],
      })),
    )
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
}

/** Exponential backoff: base, 2×base, 4×base… capped (about a minute at first, up to a few hours by default). */
export function retryDelayMs(attemptsSoFar: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attemptsSoFar - 1), maxMs);
}

/**
 * Delivery in three steps, so that nothing depends on a database transaction staying open while the SMTP server
 * works (docs/decisions/0006-rate-limits-and-outbox.md):
 *
 * 1. Claim: one due row is taken with FOR UPDATE SKIP LOCKED and marked `sending` with a lease, attempts + 1, and
 *    that commits before any SMTP traffic. Another instance skips the row while the lease lasts.
 * 2. Send, renewing the lease every third of it, so a slow relay never lets another instance take the row.
 * 3. Record the outcome, retried in memory until the database takes it: a PostgreSQL restart between the relay's
 *    acceptance and the 'sent' mark only delays the mark. (The row used to stay locked in an open transaction; the
 *    restart rolled it back and the message went out a second time.)
 *
 * A `sending` row whose lease ran out lost its worker between the claim and step 3 (crash, SIGKILL, or a database
 * outage longer than the lease): it may have been delivered. It is sent again with the same Message-ID (random,
 * drawn when it was queued), which mail systems use to drop a duplicate, and counted in `lease_expiries`: business mail (a
 * quote) must not be lost on a guess.
 */
export interface ClaimedMessage {
  id: number;
  /** Random, drawn when the message was queued: the same on every resend, never reused after a restore. */
  messageId: string;
  recipients: string[];
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: OutboxAttachment[];
  /** Including this one. */
  attempts: number;
  /** Taken over from a worker whose lease ran out: this may be a second copy. */
  leaseExpired: boolean;
}

export type DeliveryOutcome = { sent: true } | { sent: false; error: string };

const leaseEnd = (config: Config) => sql`now() + ${config.OUTBOX_LEASE_MS} * interval '1 millisecond'`;

export async function claimDueMessage(db: Database, config: Config): Promise<ClaimedMessage | null> {
  return db.transaction(async (tx) => {
    // Rows typed by the Drizzle schema: one definition of the table, no second snake_case row type.
    const [row] = await tx
      .select({
        id: outboxMessages.id,
        messageId: outboxMessages.messageId,
        recipients: outboxMessages.recipients,
        replyTo: outboxMessages.replyTo,
        subject: outboxMessages.subject,
        html: outboxMessages.html,
        text: outboxMessages.text,
        attachments: outboxMessages.attachments,
        attempts: outboxMessages.attempts,
        status: outboxMessages.status,
      })
      .from(outboxMessages)
      .where(
        or(
          and(eq(outboxMessages.status, "pending"), lte(outboxMessages.nextAttemptAt, sql`now()`)),
          and(eq(outboxMessages.status, "sending"), lt(outboxMessages.leaseUntil, sql`now()`)),
        ),
      )
      .orderBy(outboxMessages.nextAttemptAt, outboxMessages.id)
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return null;
    const { status, ...message } = row;
    const leaseExpired = status === "sending";
    const attempts = row.attempts + 1;
    await tx
      .update(outboxMessages)
      .set({
        status: "sending",
        attempts,
        leaseUntil: leaseEnd(config),
        ...(leaseExpired ? { leaseExpiries: sql`${outboxMessages.leaseExpiries} + 1` } : {}),
      })
      .where(eq(outboxMessages.id, row.id));
    return { ...message, attempts, leaseExpired };
  });
}

/** Only while the row is still this claim's (same attempt, still `sending`): a late renewal takes nothing back. */
const stillOurs = (message: ClaimedMessage) =>
  and(eq(outboxMessages.id, message.id), eq(outboxMessages.status, "sending"), eq(outboxMessages.attempts, message.attempts));

async function renewLease(db: Database, message: ClaimedMessage, config: Config): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ leaseUntil: leaseEnd(config) })
    .where(stillOurs(message));
}

/**
 * Writes what became of one attempt. 'sent' is written whoever holds the row by now: it was delivered, and a
 * worker that took the row over meanwhile must not schedule yet another copy. A failure is written only while the
 * row is still this attempt's.
 */
export async function recordOutcome(
  db: Database,
  message: ClaimedMessage,
  outcome: DeliveryOutcome,
  config: Config,
): Promise<"sent" | "retry" | "failed"> {
  if (outcome.sent) {
    await db
      .update(outboxMessages)
      .set({ status: "sent", sentAt: sql`now()`, leaseUntil: null, lastError: null })
      .where(and(eq(outboxMessages.id, message.id), ne(outboxMessages.status, "sent")));
    return "sent";
  }
  if (message.attempts >= config.OUTBOX_MAX_ATTEMPTS) {
    await db.update(outboxMessages).set({ status: "failed", leaseUntil: null, lastError: outcome.error }).where(stillOurs(message));
    return "failed";
  }
  const delay = retryDelayMs(message.attempts, config.OUTBOX_RETRY_BASE_MS, config.OUTBOX_RETRY_MAX_MS);
  await db
    .update(outboxMessages)
    .set({
      status: "pending",
      leaseUntil: null,
      lastError: outcome.error,
      nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'`,
    })
    .where(stillOurs(message));
  return "retry";
}

export async function sendClaimed(
  db: Database,
  transport: MailTransport,
  message: ClaimedMessage,
  config: Config,
): Promise<DeliveryOutcome> {
  // A failed renewal (database away) is left to the next one: the lease is long enough to miss a few.
  const renewal = setInterval(() => void renewLease(db, message, config).catch(() => {}), Math.max(100, config.OUTBOX_LEASE_MS / 3));
  try {
    await transport.send({
      messageId: `<${message.messageId}@isolenpaille.fr>`,
      to: message.recipients,
      replyTo: message.replyTo,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.content, "base64"),
      })),
    });
    return { sent: true };
  } catch (error) {
    return { sent: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearInterval(renewal);
  }
}

/** Backoff between two tries at recording an outcome while the database is away. */
const RECORD_RETRY_FIRST_MS = 100;
const RECORD_RETRY_MAX_MS = 2_000;

/**
 * Claims, sends and records one due message; false when none was due. `keepTrying` says whether recording an
 * outcome may still wait for the database (false once the worker has been stopping for a while): given up, the row
 * stays `sending` and is taken over when its lease runs out.
 */
export async function deliverNextMessage(
  db: Database,
  transport: MailTransport,
  config: Config,
  log: Logger,
  keepTrying: () => boolean = () => true,
): Promise<boolean> {
  const message = await claimDueMessage(db, config);
  if (!message) return false;
  const context = { outboxId: message.id, attempts: message.attempts };
  if (message.leaseExpired) log.warn(context, "e-mail lease ran out mid-delivery: sending it again with the same Message-ID");
  const outcome = await sendClaimed(db, transport, message, config);
  let result: Awaited<ReturnType<typeof recordOutcome>>;
  for (let tries = 1, wait = RECORD_RETRY_FIRST_MS; ; tries++, wait = Math.min(wait * 2, RECORD_RETRY_MAX_MS)) {
    try {
      result = await recordOutcome(db, message, outcome, config);
      if (tries > 1) log.info({ ...context, tries }, "e-mail outcome recorded once the database was back");
      break;
    } catch (error) {
      // Once, then about once a minute: an outage of the database is logged elsewhere too.
      if (tries % 30 === 1) log.warn({ ...context, err: error, sent: outcome.sent, tries }, "e-mail outcome not recorded yet, retrying");
      if (!keepTrying()) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  emailDeliveries.inc({ outcome: result });
  if (result === "sent") log.info(context, "e-mail delivered");
  else if (result === "failed") log.error({ ...context, error: outcome.sent ? null : outcome.error }, "e-mail failed for good");
  else log.warn({ ...context, error: outcome.sent ? null : outcome.error }, "e-mail delivery failed, will retry");
  return true;
}
