import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { Secret, TOTP } from "otpauth";
import type pg from "pg";
import type { Database } from "../db/client.server";
import { authTwoFactor, authUser } from "../db/schema.server";

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
  const claimed = await db
    .update(authTwoFactor)
    .set({ lastTotpStep: step })
    .where(and(eq(authTwoFactor.userId, userId), or(isNull(authTwoFactor.lastTotpStep), lt(authTwoFactor.lastTotpStep, step))))
    .returning({ userId: authTwoFactor.userId });
  return claimed.length > 0;
}

/** How long `npm run admin:create` gives a new admin to enrol a second factor before the account must be made again. */
export const SECOND_FACTOR_DUE_HOURS = 72;

/**
 * `npm run admin:create`: the admin must enrol a second factor within SECOND_FACTOR_DUE_HOURS, from now (a new
 * account, or one made admin again: that is the reset). An account already enrolled has no deadline.
 */
export async function startSecondFactorDeadline(pool: pg.Pool, email: string): Promise<void> {
  await drizzle(pool)
    .update(authUser)
    .set({
      secondFactorDueAt: sql`CASE WHEN coalesce(${authUser.twoFactorEnabled}, false) THEN NULL
        ELSE now() + ${SECOND_FACTOR_DUE_HOURS} * interval '1 hour' END`,
    })
    .where(eq(authUser.email, email.trim().toLowerCase()));
}

/** Whether an admin account is past its deadline to enrol (none set: never). */
export async function secondFactorOverdue(db: Database, email: string): Promise<boolean> {
  const [account] = await db
    .select({
      overdue: sql<boolean>`(${authUser.role} = 'admin' AND coalesce(${authUser.twoFactorEnabled}, false) = false
        AND ${authUser.secondFactorDueAt} < now())`,
    })
    .from(authUser)
    .where(eq(authUser.email, email.trim().toLowerCase()));
  return account?.overdue === true;
}
