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
 * - per mailbox, RATE_LIMIT_RECIPIENT_PER_HOUR, counted by mailbox (mailbox-key.ts), not by spelling: a 429;
 * - for the whole site, VISITOR_MAIL_PER_HOUR mails an hour to addresses other than the team's. Past it the
 *   visitor's copy is skipped (what they sent is stored and the team notified all the same), the page says so, the
 *   skip is counted in /metrics and the team gets one alert mail per clock hour.
 */
const SITE_CAP = { name: "visitor-mail", windowMs: HOUR_MS };

/** Seconds a visitor refused a results e-mail over the site's cap is told to wait. */
const CAP_RETRY_AFTER_SECONDS = 15 * 60;

/** Whether a copy may go to `address` now: true, or false over the site's hourly cap; throws 429 past the mailbox's limit. */
export async function admitVisitorMail(services: Services, address: string): Promise<boolean> {
  const { db, config } = services;
  await limitRecipient(db, config.RATE_LIMIT_RECIPIENT_PER_HOUR, address);
  if (mailboxKey(address) === mailboxKey(config.TEAM_EMAIL)) return true;
  try {
    await consumeRateLimit(db, { ...SITE_CAP, limit: config.VISITOR_MAIL_PER_HOUR }, "site");
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    visitorEmails.inc({ outcome: "skipped" });
    await alertTeamOnce(services);
    return false;
  }
  visitorEmails.inc({ outcome: "queued" });
  return true;
}

/**
 * For a call whose only purpose is the visitor's e-mail (results, reports): over the site's cap it is refused with
 * 503 and a French sentence, nothing being stored that the visitor would lose.
 */
export async function requireVisitorMail(services: Services, address: string): Promise<void> {
  if (!(await admitVisitorMail(services, address))) {
    throw new ApiError(503, API_MESSAGES.mailPaused, undefined, CAP_RETRY_AFTER_SECONDS);
  }
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
