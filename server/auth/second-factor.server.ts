import { sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Database } from "../db/client.server";

/**
 * A TOTP code is good for one sign-in only (RFC 6238 §5.2): the time-step of each code accepted for an account is
 * kept (auth_two_factor.last_totp_step), and a code of that step or an earlier one is refused, whichever session
 * sends it. The library accepts the steps just before and after the current one (a clock a little off); without
 * this, a code seen over someone's shoulder opened a second session for a minute and a half.
 */
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of the current one a code may belong to, as the library accepts them. */
const TOTP_WINDOW = 1;

/** The time-step `code` belongs to for this secret (the library's TOTP: SHA-1, 6 digits, 30 s), or null if none near now. */
export function totpStep(secretUtf8: string, code: string, now = Date.now()): number | null {
  const totp = new TOTP({ secret: new Secret({ buffer: new TextEncoder().encode(secretUtf8).buffer }), period: TOTP_PERIOD_SECONDS });
  const delta = totp.validate({ token: code.trim(), timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Marks `step` used for the account; false when it or a later step was used already (a replay). */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE auth_two_factor SET last_totp_step = ${step}
    WHERE user_id = ${userId} AND (last_totp_step IS NULL OR last_totp_step < ${step})
    RETURNING 1 AS claimed`);
  return rows.length > 0;
}

/** How long `npm run admin:create` gives a new admin to enrol a second factor before the account must be made again. */
export const SECOND_FACTOR_DUE_HOURS = 72;

/**
 * `npm run admin:create`: the admin must enrol a second factor within SECOND_FACTOR_DUE_HOURS, from now (a new
 * account, or one made admin again: that is the reset). An account already enrolled has no deadline.
 */
export async function startSecondFactorDeadline(
  pool: { query(text: string, values: unknown[]): Promise<unknown> },
  email: string,
): Promise<void> {
  await pool.query(
    `UPDATE auth_user SET second_factor_due_at =
       CASE WHEN coalesce(two_factor_enabled, false) THEN NULL ELSE now() + $2 * interval '1 hour' END
     WHERE email = $1`,
    [email.trim().toLowerCase(), SECOND_FACTOR_DUE_HOURS],
  );
}

/** Whether an admin account is past its deadline to enrol (none set: never). */
export async function secondFactorOverdue(db: Database, email: string): Promise<boolean> {
  const { rows } = await db.execute<{ overdue: boolean }>(sql`
    SELECT (role = 'admin' AND coalesce(two_factor_enabled, false) = false AND second_factor_due_at < now()) AS overdue
    FROM auth_user WHERE email = ${email.trim().toLowerCase()}`);
  return rows[0]?.overdue === true;
}
