import type { Services } from "../context.server";
import { API_MESSAGES, ApiError } from "../http/api-error.server";
import { consumeRateLimit, HOUR_MS, limitRecipient, RateLimitedError } from "../http/rate-limit.server";
import { visitorEmails } from "../metrics/metrics.server";
import { mailboxKey } from "./mailbox-key";
import { enqueueMessages } from "./outbox.server";
import { renderEmail } from "./render-email.server";
import { VISITOR_MAIL_CAP_SUBJECT, VisitorMailCapEmail } from "./templates/visitor-mail-cap-email";

/**
 * The site is no mail relay (docs/decisions/0017-no-mail-relay.md). Mail to an address a visitor typed carries only
 * the site's own words and the figures it computed, never the visitor's free text, and is bounded twice:
 *
 * - per mailbox, RATE_LIMIT_RECIPIENT_PER_HOUR, counted by mailbox (mailbox-key.ts), not by spelling. Past it a
 *   contact message or quote request is stored and sent to the team without the visitor's copy; results and reports
 *   are refused (429);
 * - for the whole site, VISITOR_MAIL_PER_HOUR mails an hour to addresses other than the team's. Past it the
 *   visitor's copy is skipped (what they sent is stored and the team notified all the same), the page says so, the
 *   skip is counted in /metrics and the team gets one alert mail per clock hour.
 */
const SITE_CAP = { name: "visitor-mail", windowMs: HOUR_MS };

/** Seconds a visitor refused a results e-mail over the site's cap is told to wait. */
const CAP_RETRY_AFTER_SECONDS = 15 * 60;

/** Why a visitor's copy may not go now: its mailbox's hourly limit (with the seconds to wait), or the site's cap. */
type MailRefusal = { limit: "mailbox"; retryAfterSeconds: number } | { limit: "site" };

/** Counts the mail to `address` against both limits: null when it may go now, else what refused it. */
async function visitorMailRefusal(services: Services, address: string): Promise<MailRefusal | null> {
  const { db, config } = services;
  try {
    await limitRecipient(db, config.RATE_LIMIT_RECIPIENT_PER_HOUR, address);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    visitorEmails.inc({ outcome: "mailbox_limit" });
    return { limit: "mailbox", retryAfterSeconds: error.retryAfterSeconds ?? CAP_RETRY_AFTER_SECONDS };
  }
  if (mailboxKey(address) === mailboxKey(config.TEAM_EMAIL)) return null;
  try {
    await consumeRateLimit(db, { ...SITE_CAP, limit: config.VISITOR_MAIL_PER_HOUR }, "site");
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    visitorEmails.inc({ outcome: "skipped" });
    await alertTeamOnce(services);
    return { limit: "site" };
  }
  visitorEmails.inc({ outcome: "queued" });
  return null;
}

/**
 * For a request that is stored whatever happens to the visitor's copy (a contact message, a quote request): whether
 * the copy may go now. Past either limit the copy alone is skipped: a stranger who used up someone's mailbox limit
 * (five calculator results to their address) must not stop that person's own message or quote request reaching us.
 */
export async function admitVisitorMail(services: Services, address: string): Promise<boolean> {
  return (await visitorMailRefusal(services, address)) === null;
}

/**
 * For a call whose only purpose is the visitor's e-mail (results, reports), nothing being stored that the visitor
 * would lose: past the mailbox's limit a 429, past the site's cap a 503 with a French sentence.
 */
export async function requireVisitorMail(services: Services, address: string): Promise<void> {
  const refusal = await visitorMailRefusal(services, address);
  if (refusal?.limit === "mailbox") throw new RateLimitedError(refusal.retryAfterSeconds);
  if (refusal?.limit === "site") throw new ApiError(503, API_MESSAGES.mailPaused, undefined, CAP_RETRY_AFTER_SECONDS);
}

/** One alert per clock hour whichever instance sees the cap first: the key makes later ones no-ops. */
async function alertTeamOnce(services: Services): Promise<void> {
  const hour = Math.floor(Date.now() / HOUR_MS);
  const email = await renderEmail(<VisitorMailCapEmail perHour={services.config.VISITOR_MAIL_PER_HOUR} />);
  await enqueueMessages(services.db, [
    {
      idempotencyKey: `visitor-mail-cap-${hour}`,
      kind: "visitor-mail-cap",
      to: [services.config.TEAM_EMAIL],
      subject: VISITOR_MAIL_CAP_SUBJECT,
      ...email,
    },
  ]);
  services.outbox.nudge();
}
