import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_BASE_PATH, AUTH_HTTP_ROUTES } from "../../server/auth/auth.server";
import { BROWSER_USER_AGENT } from "../../scripts/lib/browser";
import { setUpTestSite } from "../support/site";
import {
  TEST_PASSWORD,
  authCall,
  cookiesOf,
  createTestAccount,
  enrolTotp,
  signIn,
  signInWithTotp,
  signedInAdmin,
  testAuth,
  totpCode,
  freshTotpCode,
} from "../support/auth";

/**
 * Every route the sign-in library mounts, taken from the library's own endpoint list (so a route added by an upgrade
 * is swept too), called by anonymous, user, moderator, admin without a second factor and admin with one. Only the
 * routes the /auth page uses are reachable; no call changes an account.
 */

const site = setUpTestSite({ addressPrefix: "90.84.24" });

interface LibraryRoute {
  method: string;
  path: string;
}

let libraryRoutes: LibraryRoute[] = [];
const sessions: Record<string, string> = {};
let victimId = "";

const PERSONAS = ["anonymous", "user", "moderator", "admin without TOTP", "admin with TOTP"] as const;

/** What an attacker would send to the admin, account and session routes: enough fields for each of them to act. */
function hostileBody(): Record<string, unknown> {
  return {
    userId: victimId,
    role: "admin",
    newPassword: "pris-en-main-2026",
    password: "pris-en-main-2026",
    currentPassword: TEST_PASSWORD,
    email: "intrus@exemple.fr",
    name: "Intrus",
    banReason: "test",
    data: { role: "admin", twoFactorEnabled: true },
    twoFactorEnabled: true,
    token: "x",
    sessionToken: "x",
    revokeOtherSessions: true,
  };
}

function callRoute(route: LibraryRoute, cookie: string): Promise<Response> {
  const path = route.path.replace(/:[A-Za-z]+/g, "x");
  const withBody = route.method !== "GET" && route.method !== "HEAD";
  return fetch(`${site.server.url}${AUTH_BASE_PATH}${path}`, {
    method: route.method,
    redirect: "manual",
    headers: {
      "user-agent": BROWSER_USER_AGENT,
      origin: site.server.url,
      "x-forwarded-for": site.nextAddress(),
      ...(cookie ? { cookie } : {}),
      ...(withBody ? { "content-type": "application/json" } : {}),
    },
    body: withBody ? JSON.stringify(hostileBody()) : undefined,
  });
}

/** The accounts as an attacker would want to change them: roles, bans, second factors, password hashes. */
async function accountsState(): Promise<string> {
  const { rows } = await site.database.pool.query(`
    SELECT u.email, u.role, u.banned, u.two_factor_enabled, a.password
    FROM auth_user u LEFT JOIN auth_account a ON a.user_id = u.id ORDER BY u.email`);
  return JSON.stringify(rows);
}

async function canOpenDashboard(cookie: string): Promise<boolean> {
  const response = await fetch(`${site.server.url}/traffic`, { redirect: "manual", headers: { cookie } });
  return response.status === 200;
}

beforeAll(async () => {
  const auth = await testAuth(site.database);
  libraryRoutes = Object.values(auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
    .filter((endpoint) => typeof endpoint.path === "string" && endpoint.path.startsWith("/"))
    .flatMap((endpoint) => {
      const declared = endpoint.options?.method ?? "GET";
      const methods = declared === "*" ? ["GET", "POST", "PUT", "DELETE"] : Array.isArray(declared) ? declared : [declared];
      return methods.map((method) => ({ method, path: endpoint.path! }));
    });

  for (const role of ["user", "moderator"] as const) {
    await createTestAccount(site.database, { email: `${role}@exemple.fr`, role });
    sessions[role] = await signIn(site.server.url, `${role}@exemple.fr`);
  }
  await createTestAccount(site.database, { email: "admin-sans-totp@exemple.fr", role: "admin" });
  sessions["admin without TOTP"] = await signIn(site.server.url, "admin-sans-totp@exemple.fr");
  sessions["admin with TOTP"] = (await signedInAdmin(site.server.url, site.database, "admin@exemple.fr")).cookie;
  const { rows } = await site.database.pool.query("SELECT id FROM auth_user WHERE email = 'admin@exemple.fr'");
  victimId = rows[0].id;
});

describe("the sign-in library's routes", () => {
  it("are read from the library: its admin routes are among them, and the site's own routes too", () => {
    const listed = new Set(libraryRoutes.map((route) => `${route.method} ${route.path}`));
    for (const adminRoute of [
      "POST /admin/create-user",
      "GET /admin/list-users",
      "POST /admin/set-role",
      "POST /admin/set-user-password",
    ]) {
      expect(listed, adminRoute).toContain(adminRoute);
    }
    for (const siteRoute of AUTH_HTTP_ROUTES) expect(listed, siteRoute).toContain(siteRoute);
  });

  it("exposes none of the library's admin, account or session management routes", () => {
    const reachable = [...AUTH_HTTP_ROUTES].map((route) => route.split(" ")[1]!);
    expect(reachable.filter((path) => /^\/(admin|update-user|change-|set-|delete-|revoke-|list-|two-factor\/disable)/.test(path))).toEqual(
      [],
    );
  });

  for (const who of PERSONAS) {
    it(`answers 404 to ${who} on every other route, and no account changes`, async () => {
      const before = await accountsState();
      const cookie = sessions[who] ?? "";
      const reached: string[] = [];
      for (const route of libraryRoutes) {
        if (AUTH_HTTP_ROUTES.has(`${route.method} ${route.path}`)) continue;
        const response = await callRoute(route, cookie);
        if (response.status !== 404) reached.push(`${route.method} ${route.path} → ${response.status}`);
        else expect(((await response.json()) as { error: string }).error).toBe("Cette adresse n'existe pas.");
      }
      expect(reached).toEqual([]);
      expect(await accountsState()).toBe(before);
      // The session that made the calls is intact, and still has exactly its rights.
      expect(await canOpenDashboard(cookie)).toBe(who === "admin with TOTP");
    });
  }

  it("refuses other spellings of an admin route (case, trailing slash, escapes, doubled slash)", async () => {
    const cookie = sessions["admin without TOTP"]!;
    const before = await accountsState();
    for (const path of [
      "/API/AUTH/admin/set-role",
      "/api/auth/admin/set-role/",
      "/api/auth/%61dmin/set-role",
      "/api/auth//admin/set-role",
    ]) {
      const response = await fetch(`${site.server.url}${path}`, {
        method: "POST",
        headers: { cookie, origin: site.server.url, "content-type": "application/json", "x-forwarded-for": site.nextAddress() },
        body: JSON.stringify(hostileBody()),
      });
      expect(response.status, path).toBe(404);
    }
    expect(await accountsState()).toBe(before);
  });
});

describe("a password-only session of an admin", () => {
  it("gains no right from an e-mailed-code enrolment, a backup code or 'trust this device'", async () => {
    await createTestAccount(site.database, { email: "admin-presse@exemple.fr", role: "admin" });
    let cookie = await signIn(site.server.url, "admin-presse@exemple.fr");

    const otp = await authCall(site.server.url, "/two-factor/enable", { password: TEST_PASSWORD, method: "otp" }, cookie);
    expect(otp.status).toBe(400);
    cookie = cookiesOf(otp, cookie);
    expect(await canOpenDashboard(cookie)).toBe(false);

    const enabled = await authCall(site.server.url, "/two-factor/enable", { password: TEST_PASSWORD }, cookie);
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    cookie = cookiesOf(enabled, cookie);

    const backup = await authCall(site.server.url, "/two-factor/verify-backup-code", { code: backupCodes[0] }, cookie);
    cookie = cookiesOf(backup, cookie);
    expect(await canOpenDashboard(cookie)).toBe(false);

    const trusted = await authCall(site.server.url, "/two-factor/verify-totp", { code: totpCode(totpURI), trustDevice: true }, cookie);
    expect(trusted.status).toBe(400);
    expect(await canOpenDashboard(cookiesOf(trusted, cookie))).toBe(false);

    // The one way up: the TOTP code.
    const verified = await authCall(site.server.url, "/two-factor/verify-totp", { code: await freshTotpCode(totpURI) }, cookie);
    expect(verified.status).toBe(200);
    expect(await canOpenDashboard(cookiesOf(verified, cookie))).toBe(true);
  });

  it("held elsewhere ends when the account enrols its second factor, so it never inherits the new rights", async () => {
    await createTestAccount(site.database, { email: "deux-postes@exemple.fr", role: "admin" });
    const elsewhere = await signIn(site.server.url, "deux-postes@exemple.fr");
    const { totpURI, cookie } = await enrolTotp(site.server.url, await signIn(site.server.url, "deux-postes@exemple.fr"));
    expect(await canOpenDashboard(cookie)).toBe(true);
    expect(await canOpenDashboard(elsewhere)).toBe(false);
    const session = await fetch(`${site.server.url}/api/auth/get-session`, { headers: { cookie: elsewhere } });
    expect(await session.json()).toBeNull();
    // A new sign-in on that other computer asks for the code, and works with it.
    expect(await canOpenDashboard(await signInWithTotp(site.server.url, "deux-postes@exemple.fr", totpURI))).toBe(true);
  });

  it("that signs in again after enrolment gets no session without the code", async () => {
    const pending = await authCall(site.server.url, "/sign-in/email", { email: "deux-postes@exemple.fr", password: TEST_PASSWORD });
    expect(((await pending.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    expect(await canOpenDashboard(cookiesOf(pending))).toBe(false);
  });
});
