import { fakerFR as faker } from "@faker-js/faker";
import type pg from "pg";
import { ANSWER_CHANNELS, LOST_REASONS, type QuoteStatus } from "@domain/quotes/quote-status";
import { ANSWER_DUE_WORKING_HOURS, workingHoursAfter, workingMinutesBetween } from "@domain/quotes/working-hours";

/**
 * The demo's quote requests followed as a small team follows them (docs/product.md §6.10): most answered, half of them
 * within a working day, some late, a few still waiting past 48 working hours; the older ones won, lost (with a reason)
 * or left without follow-up; each change in the history, by the demo admin. Drawn per request from its own instant,
 * never in the future, and written set-based.
 */

const DAY_MS = 86_400_000;
/** A quote older than this has had time to be decided (won, lost or dropped) in most cases. */
const DECISION_AGE_DAYS = 30;

interface FollowUpRow {
  id: string;
  received_at: Date;
}

export async function followDemoQuoteRequests(pool: pg.Pool, author: string, now: Date): Promise<number> {
  const { rows } = await pool.query<FollowUpRow>("SELECT id, received_at FROM quote_follow_ups ORDER BY id");
  const updates: Record<string, unknown>[] = [];
  const events: Record<string, unknown>[] = [];
  for (const row of rows) {
    const received = row.received_at;
    const waited = workingMinutesBetween(received, now) / 60;
    // Still unanswered: half of those of the last two working days, a few of the older ones (overdue).
    if (faker.datatype.boolean({ probability: waited < ANSWER_DUE_WORKING_HOURS ? 0.5 : 0.06 })) continue;
    const delayHours = faker.helpers.weightedArrayElement([
      { value: faker.number.float({ min: 0.3, max: 8 }), weight: 6 },
      { value: faker.number.float({ min: 8, max: 24 }), weight: 3 },
      { value: faker.number.float({ min: 24, max: 72 }), weight: 1 },
    ]);
    const answeredAt = workingHoursAfter(received, delayHours);
    if (answeredAt > now) continue;
    const channel = faker.helpers.weightedArrayElement([
      { value: ANSWER_CHANNELS[0], weight: 6 },
      { value: ANSWER_CHANNELS[1], weight: 3 },
      { value: ANSWER_CHANNELS[2], weight: 1 },
    ]);
    const decided = now.getTime() - received.getTime() > DECISION_AGE_DAYS * DAY_MS;
    const status: QuoteStatus = faker.helpers.weightedArrayElement([
      { value: "won", weight: decided ? 25 : 8 },
      { value: "lost", weight: decided ? 35 : 8 },
      { value: "no_follow_up", weight: decided ? 15 : 4 },
      { value: "answered", weight: decided ? 25 : 80 },
    ]);
    const lostReason = status === "lost" ? faker.helpers.arrayElement(LOST_REASONS) : null;
    const closedAt =
      status === "answered"
        ? answeredAt
        : new Date(Math.min(now.getTime(), answeredAt.getTime() + faker.number.int({ min: 2, max: 40 }) * DAY_MS));
    updates.push({
      id: row.id,
      status,
      status_changed_at: closedAt,
      first_answered_at: answeredAt,
      first_answer_working_minutes: workingMinutesBetween(received, answeredAt),
      first_answer_channel: channel,
      first_answered_by: author,
      lost_reason: lostReason,
    });
    events.push({
      follow_up_id: row.id,
      at: answeredAt,
      kind: "status",
      author_email: author,
      from_status: "new",
      to_status: "answered",
      channel,
      answered_at: answeredAt,
    });
    if (status !== "answered") {
      events.push({
        follow_up_id: row.id,
        at: closedAt,
        kind: "status",
        author_email: author,
        from_status: "answered",
        to_status: status,
        reason: lostReason,
      });
    }
  }
  for (let start = 0; start < updates.length; start += 5000) {
    await pool.query(
      `UPDATE quote_follow_ups AS f SET status = d.status, status_changed_at = d.status_changed_at, first_answered_at = d.first_answered_at,
              first_answer_working_minutes = d.first_answer_working_minutes, first_answer_channel = d.first_answer_channel,
              first_answered_by = d.first_answered_by, lost_reason = d.lost_reason
         FROM json_populate_recordset(null::quote_follow_ups, $1) AS d WHERE f.id = d.id`,
      [JSON.stringify(updates.slice(start, start + 5000))],
    );
  }
  for (let start = 0; start < events.length; start += 5000) {
    await pool.query(
      `INSERT INTO quote_follow_up_events (follow_up_id, at, kind, author_email, from_status, to_status, channel, reason, answered_at)
       SELECT follow_up_id, at, kind, author_email, from_status, to_status, channel, reason, answered_at
         FROM json_populate_recordset(null::quote_follow_up_events, $1)`,
      [JSON.stringify(events.slice(start, start + 5000))],
    );
  }
  return updates.length;
}
