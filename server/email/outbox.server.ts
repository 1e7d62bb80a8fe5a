import { and, eq, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "../config.server";
import type { Database, Transaction } from "../db/client.server";
import { type OutboxAttachment, outboxMessages } from "../db/schema.server";
import type { MailTransport } from "./transport.server";

/** What a request hands to the outbox, inside its own transaction. */
export interface QueuedMessage {
  /** Unique per message, e.g. `contact:42:team`; also the Message-ID, so a resend is recognisable. */
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

// One message per transaction: its 'sent' mark commits right after the relay accepted it. With ten per
// transaction, a crash (SIGKILL) after some were sent rolled all ten back, and the sent ones went out again
// (tests/integration/faults-mail.test.ts caught it). What remains is the instant between the relay's acceptance and
// that commit: a message caught there is sent again with the same Message-ID, which receiving systems use to drop
// the duplicate.
const BATCH_SIZE = 1;

/**
 * Delivers the messages that are due. Rows are locked with FOR UPDATE SKIP LOCKED for the length of one
 * transaction, so two instances never send the same message; a crash rolls the lock back and the message stays
 * pending for the next run. Returns how many rows were handled.
 */
export async function deliverDueMessages(db: Database, transport: MailTransport, config: Config, log: Logger): Promise<number> {
  return db.transaction(async (tx) => {
    // Rows typed by the Drizzle schema: one definition of the table, no second snake_case row type.
    const rows = await tx
      .select({
        id: outboxMessages.id,
        idempotencyKey: outboxMessages.idempotencyKey,
        recipients: outboxMessages.recipients,
        replyTo: outboxMessages.replyTo,
        subject: outboxMessages.subject,
        html: outboxMessages.html,
        text: outboxMessages.text,
        attachments: outboxMessages.attachments,
        attempts: outboxMessages.attempts,
      })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, "pending"), lte(outboxMessages.nextAttemptAt, sql`now()`)))
      .orderBy(outboxMessages.nextAttemptAt, outboxMessages.id)
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    for (const row of rows) {
      const attempts = row.attempts + 1;
      try {
        await transport.send({
          messageId: `<${row.idempotencyKey}@isolenpaille>`,
          to: row.recipients,
          replyTo: row.replyTo,
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments: row.attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: Buffer.from(attachment.content, "base64"),
          })),
        });
        await tx
          .update(outboxMessages)
          .set({ status: "sent", attempts, sentAt: sql`now()`, lastError: null })
          .where(eq(outboxMessages.id, row.id));
        log.info({ outboxId: row.id, attempts }, "e-mail delivered");
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (attempts >= config.OUTBOX_MAX_ATTEMPTS) {
          await tx.update(outboxMessages).set({ status: "failed", attempts, lastError: message }).where(eq(outboxMessages.id, row.id));
          log.error({ outboxId: row.id, attempts, error: message }, "e-mail failed for good");
        } else {
          const delay = retryDelayMs(attempts, config.OUTBOX_RETRY_BASE_MS, config.OUTBOX_RETRY_MAX_MS);
          await tx
            .update(outboxMessages)
            .set({ attempts, lastError: message, nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'` })
            .where(eq(outboxMessages.id, row.id));
          log.warn({ outboxId: row.id, attempts, retryInMs: delay, error: message }, "e-mail delivery failed, will retry");
        }
      }
    }
    return rows.length;
  });
}
