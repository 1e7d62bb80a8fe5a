import type { Page } from "playwright-core";
import { drizzle } from "drizzle-orm/node-postgres";
import * as OTPAuth from "otpauth";
import type { Role } from "../../domain/auth/account";
import { createOrPromoteAdmin } from "../../server/auth/accounts.server";
import { authSecret, createAuth } from "../../server/auth/auth.server";
import { parseConfig } from "../../server/config.server";
import type { Database } from "../../server/db/client.server";
import * as schema from "../../server/db/schema.server";
import { BROWSER_USER_AGENT } from "../../scripts/lib/browser";
import type { TestDatabase } from "./database";

/**
 * Accounts and sessions for tests, through the real sign-in (better-auth on the test database, the site's own HTTP
 * calls). Typical use in an integration file:
 *
 *   const site = setUpTestSite({ env: { ADMIN_MFA: "optional" } });
 *   await createTestAccount(site.database, { email: "admin@exemple.fr", password: "motdepasse", role: "admin" });
 *   const cookie = await signIn(site.server.url, "admin@exemple.fr", "motdepasse");
 *   await fetch(`${site.server.url}/traffic`, { headers: { cookie } });
 *
 * With ADMIN_MFA=required (the default), an admin needs `enrolTotp` then `signInWithTotp`.
 */

export const TEST_PASSWORD = "paille-secrete-2026";

/** The sign-in library on a test database, as `npm run admin:create` uses it (run after the site's first start). */
export async function testAuth(database: TestDatabase) {
  const db = drizzle(database.pool, { schema }) as unknown as Database;
  return createAuth(db, parseConfig({}), await authSecret(db, parseConfig({})));
}

/** An account of any role, created directly (the server must have started once: its migrations make the tables). */
export async function createTestAccount(database: TestDatabase, account: { email: string; password?: string; role: Role }): Promise<void> {
  const auth = await testAuth(database);
  const password = account.password ?? TEST_PASSWORD;
  if (account.role === "admin") {
    await createOrPromoteAdmin(auth, account.email, password);
  } else {
    await auth.api.createUser({ body: { email: account.email, password, name: account.email, role: account.role } });
  }
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header (empty values dropped). */
export function cookiesOf(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    if (pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** The session token inside a session cookie (its value is `token.signature`, URL-encoded). */
export function sessionToken(cookie: string): string {
  const pair = cookie.split("; ").find((part) => part.includes("session_token="));
  if (!pair) throw new Error(`no session cookie in ${cookie}`);
  return decodeURIComponent(pair.slice(pair.indexOf("=") + 1)).split(".")[0]!;
}

// Each call comes from its own address (the test servers trust one proxy), so that the per-address sign-in limit
// of one test does not spill into the next; a test of that limit gives `from` itself.
let callerCount = 0;
function nextCaller(): string {
  callerCount += 1;
  return `10.77.${Math.floor(callerCount / 250) % 250}.${(callerCount % 250) + 1}`;
}

/** POSTs JSON to a better-auth route under /api/auth, as the /auth page does (a browser sends its Origin). */
export function authCall(baseUrl: string, path: string, body: unknown, cookie = "", from?: string): Promise<Response> {
  return fetch(`${baseUrl}/api/auth${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": BROWSER_USER_AGENT,
      origin: baseUrl,
      ...(cookie ? { cookie } : {}),
      "x-forwarded-for": from ?? nextCaller(),
    },
    body: JSON.stringify(body),
  });
}

/** Signs in with e-mail and password; returns the session cookie (or the pending two-factor cookie). */
export async function signIn(baseUrl: string, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await authCall(baseUrl, "/sign-in/email", { email, password });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookiesOf(response);
}

/** The current TOTP code of an otpauth:// URI, as an authenticator app shows it. */
export function totpCode(totpUri: string, at = Date.now()): string {
  return OTPAuth.URI.parse(totpUri).generate({ timestamp: at });
}

const TOTP_STEP_MS = 30_000;
const lastStepUsed = new Map<string, number>();

/**
 * A code of a time-step not yet used for this URI by these tests: the server accepts each step once per account (RFC
 * 6238 §5.2), and the step just after the current one too. Waits for the next step only when both are used.
 */
export async function freshTotpCode(totpUri: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / TOTP_STEP_MS);
    const step = Math.max(current, (lastStepUsed.get(totpUri) ?? -1) + 1);
    if (step <= current + 1) {
      lastStepUsed.set(totpUri, step);
      return totpCode(totpUri, step * TOTP_STEP_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * TOTP_STEP_MS - now + 10));
  }
}

/** Enrols TOTP for the signed-in account of `cookie`: returns its URI and backup codes, and the cookie after. */
export async function enrolTotp(baseUrl: string, cookie: string, password = TEST_PASSWORD) {
  const enabled = await authCall(baseUrl, "/two-factor/enable", { password }, cookie);
  if (!enabled.ok) throw new Error(`two-factor/enable failed: ${enabled.status} ${await enabled.text()}`);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  cookie = cookiesOf(enabled, cookie);
  const verified = await authCall(baseUrl, "/two-factor/verify-totp", { code: await freshTotpCode(totpURI) }, cookie);
  if (!verified.ok) throw new Error(`two-factor/verify-totp failed: ${verified.status} ${await verified.text()}`);
  return { totpURI, backupCodes, cookie: cookiesOf(verified, cookie) };
}

/** Signs in an account with TOTP enrolled: password, then the code; returns the session cookie. */
export async function signInWithTotp(baseUrl: string, email: string, totpUri: string, password = TEST_PASSWORD): Promise<string> {
  const pending = await signIn(baseUrl, email, password);
  const verified = await authCall(baseUrl, "/two-factor/verify-totp", { code: await freshTotpCode(totpUri) }, pending);
  if (!verified.ok) throw new Error(`verify-totp failed: ${verified.status} ${await verified.text()}`);
  return cookiesOf(verified, pending);
}

/** A signed-in admin with TOTP (ADMIN_MFA=required): created, enrolled, signed in again with a code. */
export async function signedInAdmin(baseUrl: string, database: TestDatabase, email: string) {
  await createTestAccount(database, { email, role: "admin" });
  const { totpURI, backupCodes } = await enrolTotp(baseUrl, await signIn(baseUrl, email));
  return { cookie: await signInWithTotp(baseUrl, email, totpURI), totpURI, backupCodes };
}

/** Signs in on /auth as a visitor would, in the browser page (an admin without TOTP needs ADMIN_MFA=optional). */
export async function signInThroughPage(page: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.getByText("Connexion réussie !").waitFor();
}
