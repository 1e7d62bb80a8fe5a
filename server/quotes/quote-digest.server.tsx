import { Link, Text } from "@react-email/components";
import type { Logger } from "pino";
import { brand } from "@domain/brand";
import { parisDay } from "@domain/calendar";
import { formatNumber } from "@domain/format";
import { formatDateTime, formatWorkingHours } from "@domain/quotes/quote-format";
import { ANSWER_DUE_WORKING_HOURS, isWorkingDay, workingHoursBefore, workingMinutesBetween } from "@domain/quotes/working-hours";
import { EmailLayout } from "@server/email/templates/email-layout";
import { latestQuoteRequests, quoteRequestTotals, type QuoteRequestRow } from "../analytics/contact-quote-requests.server";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { enqueueMessages } from "../email/outbox.server";
import { renderEmail } from "../email/render-email.server";

/**
 * The daily digest of overdue quote requests (docs/product.md §6.10): on each working day, from DIGEST_HOUR in Paris,
 * one e-mail to the team listing the requests still unanswered after 48 working hours, with a link to each. Sent
 * only when there is one; queued once a day whatever the number of instances (the outbox's idempotency key is the
 * day). Every instance checks every CHECK_MS, so it leaves between DIGEST_HOUR and a quarter of an hour later.
 */

/** The workshop opens at 8:00 (brand opening hours): the digest is there when the team starts. */
export const DIGEST_HOUR = 8;
const CHECK_MS = 15 * 60_000;
/** Requests listed in one digest; the count says how many more there are. */
const DIGEST_LIST_LIMIT = 50;

export const quoteDigestSubject = (count: number) =>
  `${count === 1 ? "1 demande de devis attend" : `${formatNumber(count, 0)} demandes de devis attendent`} une réponse – ${brand.name}`;

let parisHourFormat: Intl.DateTimeFormat | undefined;
function parisHour(at: Date): number {
  parisHourFormat ??= new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", hourCycle: "h23" });
  return Number(parisHourFormat.format(at));
}

function QuoteDigestEmail({ requests, total, now, siteUrl }: { requests: QuoteRequestRow[]; total: number; now: Date; siteUrl: string }) {
  return (
    <EmailLayout preview={quoteDigestSubject(total)}>
      <Text style={{ fontSize: 14 }}>
        {total === 1 ? "Une demande de devis est" : `${formatNumber(total, 0)} demandes de devis sont`} sans réponse depuis plus de{" "}
        {ANSWER_DUE_WORKING_HOURS} heures ouvrées (du lundi au vendredi, hors jours fériés) :
      </Text>
      {requests.map((request) => (
        <Text key={request.id} style={{ fontSize: 14, margin: "0 0 8px" }}>
          <Link href={new URL(`/commercial/devis/${request.id}`, siteUrl).toString()}>
            {request.name}
            {request.company ? ` (${request.company})` : ""}
          </Link>{" "}
          – {request.projectTitle} – reçue le {formatDateTime(request.createdAt)}, en attente depuis{" "}
          {formatWorkingHours(workingMinutesBetween(new Date(request.createdAt), now) / 60)}
        </Text>
      ))}
      {total > requests.length ? (
        <Text style={{ fontSize: 14 }}>Et {formatNumber(total - requests.length, 0)} autres, les plus anciennes.</Text>
      ) : null}
      <Text style={{ fontSize: 14 }}>
        <Link href={new URL("/commercial/devis?statut=en-retard", siteUrl).toString()}>Toutes les demandes en retard</Link>
      </Text>
    </EmailLayout>
  );
}

/**
 * Queues today's digest if today is a working day, it is past DIGEST_HOUR in Paris and a request is overdue; false when
 * there was nothing to send. A second call the same day queues nothing more.
 */
export async function queueQuoteDigest(db: Database, config: Pick<Config, "TEAM_EMAIL" | "SITE_URL">, now = new Date()): Promise<boolean> {
  const day = parisDay(now);
  if (!isWorkingDay(day) || parisHour(now) < DIGEST_HOUR) return false;
  const filter = { status: "new" as const, receivedBefore: workingHoursBefore(now, ANSWER_DUE_WORKING_HOURS) };
  const { total } = await quoteRequestTotals(db.$client, filter);
  if (total === 0) return false;
  const requests = await latestQuoteRequests(db.$client, filter, DIGEST_LIST_LIMIT);
  const email = await renderEmail(<QuoteDigestEmail requests={requests} total={total} now={now} siteUrl={config.SITE_URL} />);
  await enqueueMessages(db, [
    { idempotencyKey: `quote-digest-${day}`, kind: "quote-digest", to: [config.TEAM_EMAIL], subject: quoteDigestSubject(total), ...email },
  ]);
  return true;
}

export function startQuoteDigest(db: Database, config: Config, log: Logger, nudge: () => void): { stop(): void } {
  const run = () =>
    queueQuoteDigest(db, config).then(
      (queued) => queued && nudge(),
      (error: unknown) => log.error({ err: error }, "quote digest failed"),
    );
  const timer = setInterval(() => void run(), CHECK_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
