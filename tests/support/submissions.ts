import { generateQuotePayload } from "@domain/quote/quote-payload";
import { completeQuote } from "../../scripts/demo/quote-request";
import { BROWSER_USER_AGENT } from "../../scripts/lib/browser";
import type { TestDatabase } from "./database";
import type { TestSmtpServer } from "../../scripts/lib/smtp";

/**
 * Contact messages and quote requests that can be told apart afterwards: submission `i` writes from
 * `faute-<i>@exemple.fr`, which appears in every e-mail it causes (as recipient or reply-to).
 */
export function submissionEmail(i: number): string {
  return `faute-${i}@exemple.fr`;
}

/** 27 → "bb": names may hold letters only. */
function letters(i: number): string {
  let text = "";
  for (let n = i; ; n = Math.floor(n / 26) - 1) {
    text = String.fromCharCode(97 + (n % 26)) + text;
    if (n < 26) return text;
  }
}

export async function submit(baseUrl: string, i: number, kind: "contact" | "devis"): Promise<number> {
  const email = submissionEmail(i);
  const body =
    kind === "contact"
      ? { type: "contact", firstName: "Essai", lastName: `Essai ${letters(i)}`, email, subject: `Essai ${i}`, message: "Message d'essai." }
      : generateQuotePayload({ ...completeQuote, email, nomPrenom: `Essai ${letters(i)}` }, false);
  const response = await fetch(`${baseUrl}/api/${kind === "contact" ? "send-contact-email" : "generate-devis"}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": BROWSER_USER_AGENT,
      // One caller per submission: the rate limits are not what these tests are about.
      "x-forwarded-for": `10.9.${i >> 8}.${i & 255}`,
    },
    body: JSON.stringify(body),
    // A limit that catches a request never answered, not a slow machine: a quote's PDF took over 20 s with the cores
    // shared by a dozen jobs. A killed server's requests fail at once, their connection closed.
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  if (response.status !== 200 && process.env.DEBUG_SUBMISSIONS) console.log(`submission ${i}: ${response.status} ${text}`);
  return response.status;
}

/** The stored request of submission `i`: its contact rows and its quote rows. */
export async function storedSubmission(database: TestDatabase, i: number): Promise<{ contacts: number; quotes: number }> {
  const email = submissionEmail(i);
  const contacts = await database.pool.query("SELECT count(*)::int AS n FROM contact_requests WHERE email = $1", [email]);
  const quotes = await database.pool.query("SELECT count(*)::int AS n FROM quote_requests WHERE email = $1", [email]);
  return { contacts: contacts.rows[0].n, quotes: quotes.rows[0].n };
}

/** The outbox messages that concern submission `i`. */
export async function queuedFor(database: TestDatabase, i: number): Promise<number> {
  const email = submissionEmail(i);
  const { rows } = await database.pool.query(
    "SELECT count(*)::int AS n FROM outbox_messages WHERE $1 = ANY(recipients) OR reply_to = $1 OR text LIKE '%' || $1 || '%'",
    [email],
  );
  return rows[0].n;
}

/** How many received e-mails concern submission `i`, and how many distinct Message-IDs they carry. */
export function deliveredFor(smtp: TestSmtpServer, i: number): { copies: number; messages: number } {
  const email = submissionEmail(i);
  const mails = smtp.received.filter((mail) => mail.raw.includes(email));
  return { copies: mails.length, messages: new Set(mails.map((mail) => mail.parsed.messageId)).size };
}

/** Waits until the outbox has no message left to send. */
export async function waitForOutboxEmpty(database: TestDatabase, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await database.pool.query("SELECT count(*)::int AS n FROM outbox_messages WHERE status <> 'sent'");
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { rows } = await database.pool.query("SELECT id, status, attempts, last_error FROM outbox_messages WHERE status <> 'sent'");
  throw new Error(`outbox not empty: ${JSON.stringify(rows.slice(0, 5))}`);
}
