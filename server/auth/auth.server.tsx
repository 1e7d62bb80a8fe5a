import { randomBytes, randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { admin, bearer, twoFactor } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import { and, eq, ne } from "drizzle-orm";
import { AUTH_TEXTS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@domain/auth/account";
import { brand } from "@domain/brand";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import * as schema from "../db/schema.server";
import { enqueueMessages } from "../email/outbox.server";
import { renderEmail } from "../email/render-email.server";
import { SECOND_FACTOR_ENROLLED_SUBJECT, SecondFactorEnrolledEmail } from "../email/templates/second-factor-email";
import { RateLimitedError } from "../http/rate-limit.server";
import { claimTotpStep, secondFactorOverdue, totpStep } from "./second-factor.server";
import { limitAddressAttempt, recordAccountFailure, rememberAddress, slowAccountAttempt } from "./sign-in-limits.server";

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

/** The calls that try a secret: each counts against the address, and a password also against its account. */
const GUARDED_PATHS = new Set(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/enable"]);
/** The calls whose success opens a complete session (password alone for an account without a second factor). */
const SIGN_IN_PATHS = new Set(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

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
        if (GUARDED_PATHS.has(ctx.path)) await limitSignInAttempts(db, config, secret, ctx.headers, ctx.body);
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (
          ctx.path === "/sign-in/email" &&
          typeof email === "string" &&
          config.ADMIN_MFA === "required" &&
          (await secondFactorOverdue(db, email))
        ) {
          throw new APIError("FORBIDDEN", { message: AUTH_TEXTS.secondFactorOverdue, code: "SECOND_FACTOR_OVERDUE" });
        }
        if (ctx.path === "/two-factor/verify-totp") {
          const session = await getSessionFromCtx(ctx);
          await revokeOtherSessionsOnEnrolment(db, session);
          await refuseReplayedCode(db, ctx, session?.user.id ?? (await userAwaitingSecondFactor(ctx)));
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (ctx.path === "/sign-in/email" && returned instanceof APIError && returned.statusCode === 401 && typeof email === "string") {
          await recordAccountFailure(db, config, email);
        }
        const session = ctx.context.newSession;
        if (!session || returned instanceof APIError || !SIGN_IN_PATHS.has(ctx.path)) return;
        const user = session.user as { id: string; email: string; twoFactorEnabled?: boolean | null };
        // A password accepted for an enrolled account is half a sign-in: the address is known once the code is right.
        if (ctx.path === "/sign-in/email" && user.twoFactorEnabled) return;
        await rememberAddress(db, secret, user.id, user.email, ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? "0.0.0.0");
        if (ctx.path === "/two-factor/verify-totp" && (ctx.context as { enrolling?: boolean }).enrolling)
          await mailEnrolment(db, user.email);
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
  await db
    .delete(schema.authSession)
    .where(and(eq(schema.authSession.userId, current.user.id), ne(schema.authSession.id, current.session.id)));
}

/**
 * Each attempt at a secret counts against the client address; a password attempt is also slowed while its account
 * has had too many failures, unless it comes from an address the account signed in from (sign-in-limits.server.ts).
 */
async function limitSignInAttempts(
  db: Database,
  config: Config,
  secret: string,
  headers: Headers | undefined,
  body: unknown,
): Promise<void> {
  const address = headers?.get(CLIENT_ADDRESS_HEADER) ?? "0.0.0.0";
  try {
    await limitAddressAttempt(db, config, address);
    const email = (body as { email?: unknown } | undefined)?.email;
    if (typeof email === "string") await slowAccountAttempt(db, config, secret, email, address);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const seconds = String(error.retryAfterSeconds ?? 60);
    throw new APIError("TOO_MANY_REQUESTS", { message: AUTH_TEXTS.tooManyAttempts, code: "TOO_MANY_REQUESTS" }, { "Retry-After": seconds });
  }
}

/** What the library hands its hooks. */
type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account whose password was right and whose second factor is asked now (the library's signed cookie), if any. */
async function userAwaitingSecondFactor(ctx: AuthContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const signed = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!signed) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(signed);
  return verification?.value ?? null;
}

/**
 * A TOTP code whose time-step was already used for the account is refused like a wrong code (second-factor.server.ts);
 * a right one marks its step used before the library opens the session. A code matching no step near now is left to
 * the library, which refuses it and counts the failure.
 */
async function refuseReplayedCode(db: Database, ctx: AuthContext, userId: string | null): Promise<void> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (!userId || typeof code !== "string") return;
  const [factor] = await db
    .select({ secret: schema.authTwoFactor.secret, verified: schema.authTwoFactor.verified })
    .from(schema.authTwoFactor)
    .where(eq(schema.authTwoFactor.userId, userId));
  if (!factor) return;
  // The enrolment's first code: the session gains the admin's rights, the account's address gets a mail.
  if (factor.verified !== true) (ctx.context as { enrolling?: boolean }).enrolling = true;
  const step = totpStep(await symmetricDecrypt({ key: ctx.context.secretConfig, data: factor.secret }), code);
  if (step !== null && !(await claimTotpStep(db, userId, step))) {
    throw new APIError("UNAUTHORIZED", { message: AUTH_TEXTS.invalidCode, code: "INVALID_CODE" });
  }
}

/** To the account's own address: a second factor was enrolled on it. */
async function mailEnrolment(db: Database, email: string): Promise<void> {
  const at = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(new Date());
  const mail = await renderEmail(<SecondFactorEnrolledEmail at={at} />);
  await enqueueMessages(db, [
    {
      idempotencyKey: `second-factor-${randomUUID()}`,
      kind: "second-factor-enrolled",
      to: [email],
      subject: SECOND_FACTOR_ENROLLED_SUBJECT,
      ...mail,
    },
  ]);
}

/** AUTH_SECRET, or the one secret created on the first start and kept in the database for every instance. */
export async function authSecret(db: Database, config: Config): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const candidate = randomBytes(32).toString("base64url");
  await db.insert(schema.serverSecrets).values({ name: "auth", value: candidate }).onConflictDoNothing();
  const [secret] = await db
    .select({ value: schema.serverSecrets.value })
    .from(schema.serverSecrets)
    .where(eq(schema.serverSecrets.name, "auth"));
  return secret!.value;
}
