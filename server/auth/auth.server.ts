import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { admin, bearer, twoFactor } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import { sql } from "drizzle-orm";
import { AUTH_TEXTS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@domain/auth/account";
import { brand } from "@domain/brand";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import * as schema from "../db/schema.server";
import { RateLimitedError, consumeRateLimit } from "../http/rate-limit.server";
import { addressPrefix } from "../http/rate-limit.server";

/**
 * Sign-in (docs/decisions/0010-sign-in.md): better-auth on our PostgreSQL, e-mail + password hashed with argon2id,
 * sessions in the database with an absolute lifetime, roles admin / moderator / user, TOTP and backup codes.
 */

/** The header our HTTP layer sets from the central client address (server/http/client-address.server.ts). */
export const CLIENT_ADDRESS_HEADER = "x-isolenpaille-client-address";

/** Above OWASP's minimum for argon2id (m = 19 MiB, t = 2, p = 1); `npm run bench:auth` measures a sign-in. */
// algorithm 2 is Argon2id (a const enum of the package, which this project's TypeScript settings cannot import).
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const AUTH_BASE_PATH = "/api/auth";

/**
 * The library's routes the site calls over HTTP (the /auth page: app/lib/auth-client.ts), as "METHOD /path" under
 * /api/auth. Every other route the library mounts (its admin, account, password and session management) answers 404
 * (server/app.server.ts): those would act with the admin role alone, without the second factor our own admin calls
 * require. Admin actions go through our calls (POST /api/create-admin-user), which call the library on the server.
 */
export const AUTH_HTTP_ROUTES: ReadonlySet<string> = new Set([
  "POST /sign-in/email",
  "POST /sign-out",
  "POST /two-factor/enable",
  "POST /two-factor/verify-totp",
  "POST /two-factor/verify-backup-code",
  "GET /get-session",
]);

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** The calls that try a secret: each counts against the address and, when known, the account. */
const GUARDED_PATHS = new Set(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/enable"]);

const accessControl = createAccessControl(defaultStatements);
const roles = {
  admin: adminAc,
  // Moderators and users have no admin permission (docs/product.md §4: their rights are not shown beyond the role itself).
  moderator: accessControl.newRole({ user: [], session: [] }),
  user: userAc,
};

export function createAuth(db: Database, config: Config, secret: string) {
  const https = new URL(config.SITE_URL).protocol === "https:";
  return betterAuth({
    appName: brand.name,
    baseURL: config.SITE_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    // The HTTP layer already refuses a write whose Origin names another site (docs/api-contract.md); the library's
    // own check compares with the request's own origin, so the site answers on any address it is reached at.
    trustedOrigins: (request) => {
      const host = request?.headers.get("host");
      return host ? [`http://${host}`, `https://${host}`, config.SITE_URL] : [config.SITE_URL];
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: {
        user: schema.authUser,
        session: schema.authSession,
        account: schema.authAccount,
        verification: schema.authVerification,
        twoFactor: schema.authTwoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by an admin (POST /api/create-admin-user) or by `npm run admin:create`, never by a visitor.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
    },
    session: {
      // Absolute lifetime: never extended by activity (the idle limit is ours, server/auth/viewer.server.ts).
      expiresIn: Math.round(config.SESSION_MAX_HOURS * 3600),
      disableSessionRefresh: true,
    },
    advanced: {
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Attempts are counted by our PostgreSQL limiter (below), shared by every instance, per address and per account.
    rateLimit: { enabled: false },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseWeakenedSecondFactor(ctx.path, ctx.body);
        if (ctx.path === "/two-factor/verify-totp") await revokeOtherSessionsOnEnrolment(db, await getSessionFromCtx(ctx));
        if (GUARDED_PATHS.has(ctx.path)) await limitSignInAttempts(db, config, ctx.headers, ctx.body);
      }),
    },
    plugins: [
      admin({ ac: accessControl, roles, adminRoles: ["admin"], defaultRole: "user" }),
      twoFactor({
        issuer: brand.name,
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 900 },
      }),
      // "Authorization: Bearer <session token>" (docs/product.md §7.14) for create-admin-user (docs/product.md §7) works besides the cookie.
      bearer(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The second factor is the TOTP code, every time: "trust this device" (a cookie that skips the code at the next
 * sign-in) and e-mailed codes are refused, whatever the library would accept.
 */
function refuseWeakenedSecondFactor(path: string, body: unknown): void {
  const fields = (body ?? {}) as { trustDevice?: unknown; method?: unknown };
  const trustDevice = (path === "/two-factor/verify-totp" || path === "/two-factor/verify-backup-code") && fields.trustDevice;
  const otherMethod = path === "/two-factor/enable" && fields.method !== undefined && fields.method !== "totp";
  if (trustDevice || otherMethod) throw new APIError("BAD_REQUEST", { message: AUTH_TEXTS.invalidCode, code: "SECOND_FACTOR_REFUSED" });
}

/**
 * An admin's rights follow the account's enrolment (server/auth/viewer.server.ts). When a password-only session
 * enrols a second factor, the account's other password-only sessions would gain those rights without any code: they
 * end here. The enrolling session itself is replaced by the library once the code is right.
 */
async function revokeOtherSessionsOnEnrolment(db: Database, current: { session: { id: string }; user: { id: string } } | null) {
  const enrolled = current && (current.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled;
  if (!current || enrolled) return;
  await db.execute(sql`DELETE FROM auth_session WHERE user_id = ${current.user.id} AND id <> ${current.session.id}`);
}

/** Each attempt at a secret counts against the client address and, when the body names one, the account. */
async function limitSignInAttempts(db: Database, config: Config, headers: Headers | undefined, body: unknown): Promise<void> {
  const address = headers?.get(CLIENT_ADDRESS_HEADER) ?? "0.0.0.0";
  const rule = { name: "sign-in", windowMs: SIGN_IN_WINDOW_MS };
  try {
    await consumeRateLimit(db, { ...rule, limit: config.SIGN_IN_LIMIT_PER_ADDRESS }, `address:${addressPrefix(address)}`);
    const email = (body as { email?: unknown } | undefined)?.email;
    if (typeof email === "string")
      await consumeRateLimit(db, { ...rule, limit: config.SIGN_IN_LIMIT_PER_ACCOUNT }, `account:${email.trim().toLowerCase()}`);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const seconds = String(error.retryAfterSeconds ?? 60);
    throw new APIError("TOO_MANY_REQUESTS", { message: AUTH_TEXTS.tooManyAttempts, code: "TOO_MANY_REQUESTS" }, { "Retry-After": seconds });
  }
}

/** AUTH_SECRET, or the one secret created on the first start and kept in the database for every instance. */
export async function authSecret(db: Database, config: Config): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const candidate = randomBytes(32).toString("base64url");
  await db.execute(sql`INSERT INTO server_secrets (name, value) VALUES ('auth', ${candidate}) ON CONFLICT (name) DO NOTHING`);
  const { rows } = await db.execute<{ value: string }>(sql`SELECT value FROM server_secrets WHERE name = 'auth'`);
  return rows[0]!.value;
}
