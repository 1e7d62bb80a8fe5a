import { createHmac } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { authKnownAddresses, authUser } from "../db/schema.server";
import { addressPrefix, consumeRateLimit, hitsInWindow } from "../http/rate-limit.server";

/**
 * How sign-in attempts are limited (docs/decisions/0010-sign-in.md, OWASP ASVS 2.2.1): a stranger hammering an account
 * must neither guess its password nor lock its owner out.
 *
 * - Per client address: SIGN_IN_LIMIT_PER_ADDRESS attempts in 15 minutes, then 429 for that address only.
 * - Per account: its failed passwords are counted, from any address. Past SIGN_IN_LIMIT_PER_ACCOUNT in 15 minutes the
 *   account is slowed, not locked: from an address it never signed in from, one attempt per ACCOUNT_SLOW_STEP_MS
 *   (others get a 429 with the seconds to wait); from an address it signed in from (a known address, kept 90
 *   days as a keyed hash) attempts are not slowed, so the owner's right password is never refused because of
 *   someone else's failures.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** A slowed account takes one attempt per this from unknown addresses: 120 an hour at most, a guess a minute or two. */
export const ACCOUNT_SLOW_STEP_MS = 30 * 1000;
/** A known address is forgotten this long after its last sign-in (the owner's home or office changes). */
const KNOWN_ADDRESS_DAYS = 90;

const ADDRESS_RULE = { name: "sign-in", windowMs: SIGN_IN_WINDOW_MS };
const ACCOUNT_FAILURES = { name: "sign-in-account-failures", windowMs: SIGN_IN_WINDOW_MS };
const ACCOUNT_SLOW = { name: "sign-in-account-slow", windowMs: ACCOUNT_SLOW_STEP_MS, limit: 1 };

const accountSubject = (email: string) => `account:${email.trim().toLowerCase()}`;

/** Counts an attempt of `address`; throws RateLimitedError past the address's limit. */
export function limitAddressAttempt(db: Database, config: Config, address: string): Promise<void> {
  return consumeRateLimit(db, { ...ADDRESS_RULE, limit: config.SIGN_IN_LIMIT_PER_ADDRESS }, `address:${addressPrefix(address)}`);
}

/**
 * Before a password attempt on `email` from `address`: throws RateLimitedError when the account is slowed and the
 * address unknown and has had its turn in the last ACCOUNT_SLOW_STEP_MS.
 */
export async function slowAccountAttempt(db: Database, config: Config, secret: string, email: string, address: string): Promise<void> {
  const failures = await hitsInWindow(db, ACCOUNT_FAILURES, accountSubject(email));
  if (failures < config.SIGN_IN_LIMIT_PER_ACCOUNT) return;
  if (await isKnownAddress(db, secret, email, address)) return;
  await consumeRateLimit(db, ACCOUNT_SLOW, accountSubject(email));
}

/** A wrong password for `email` (from anywhere). Recorded up to the limit: past it the account is slowed anyway. */
export async function recordAccountFailure(db: Database, config: Config, email: string): Promise<void> {
  await consumeRateLimit(db, { ...ACCOUNT_FAILURES, limit: config.SIGN_IN_LIMIT_PER_ACCOUNT }, accountSubject(email)).catch(
    () => undefined,
  );
}

/** The account signed in completely (password and, when enrolled, its second factor) from `address`. */
export async function rememberAddress(db: Database, secret: string, userId: string, email: string, address: string): Promise<void> {
  await db
    .insert(authKnownAddresses)
    .values({ userId, addressHash: addressHash(secret, email, address), lastSignInAt: sql`now()` })
    .onConflictDoUpdate({ target: [authKnownAddresses.userId, authKnownAddresses.addressHash], set: { lastSignInAt: sql`now()` } });
  await db.delete(authKnownAddresses).where(and(eq(authKnownAddresses.userId, userId), lt(authKnownAddresses.lastSignInAt, knownSince())));
}

async function isKnownAddress(db: Database, secret: string, email: string, address: string): Promise<boolean> {
  const known = await db
    .select({ userId: authKnownAddresses.userId })
    .from(authKnownAddresses)
    .innerJoin(authUser, eq(authUser.id, authKnownAddresses.userId))
    .where(
      and(
        eq(authUser.email, email.trim().toLowerCase()),
        eq(authKnownAddresses.addressHash, addressHash(secret, email, address)),
        gt(authKnownAddresses.lastSignInAt, knownSince()),
      ),
    )
    .limit(1);
  return known.length > 0;
}

/** The start of the period in which an address the account signed in from stays known. */
function knownSince() {
  return sql`now() - ${KNOWN_ADDRESS_DAYS} * interval '1 day'`;
}

/** Keyed by the session secret: the table never holds an address, nor a hash anyone could test addresses against. */
function addressHash(secret: string, email: string, address: string): string {
  return createHmac("sha256", secret)
    .update(`${email.trim().toLowerCase()}\n${addressPrefix(address)}`)
    .digest("base64url");
}
