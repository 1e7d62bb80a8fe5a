import { describe, expect, it } from "vitest";
import { startServer } from "../../scripts/lib/server";
import { postJson, setUpTestSite } from "../support/site";
import {
  TEST_PASSWORD,
  authCall,
  cookiesOf,
  createTestAccount,
  enrolTotp,
  signIn,
  signInWithTotp,
  signedInAdmin,
  sessionToken,
  totpCode,
  freshTotpCode,
} from "../support/auth";

const site = setUpTestSite({ env: { SITE_URL: "https://isolenpaille.test", SIGN_IN_LIMIT_PER_ACCOUNT: "4" } });

async function sessionEmail(cookie: string): Promise<string | null> {
  const response = await fetch(`${site.server.url}/api/auth/get-session`, { headers: { cookie } });
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

describe("sign-in with e-mail and password", () => {
  it("signs in with the right password: an httpOnly, Secure, SameSite=Lax session cookie", async () => {
    await createTestAccount(site.database, { email: "camille@exemple.fr", role: "user" });
    const response = await authCall(site.server.url, "/sign-in/email", { email: "camille@exemple.fr", password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((cookie) => cookie.includes("session_token="))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/Secure/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(await sessionEmail(cookiesOf(response))).toBe("camille@exemple.fr");
  });

  it("answers a wrong password and an unknown e-mail alike, so nobody learns which accounts exist", async () => {
    const wrong = await authCall(site.server.url, "/sign-in/email", { email: "camille@exemple.fr", password: "pas-le-bon" });
    const unknown = await authCall(site.server.url, "/sign-in/email", { email: "personne@exemple.fr", password: "pas-le-bon" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.text()).toBe(await wrong.text());
    expect(cookiesOf(wrong)).toBe("");
  });

  it("stores an argon2id hash, never the password", async () => {
    const { rows } = await site.database.pool.query(
      "SELECT password FROM auth_account JOIN auth_user ON auth_user.id = auth_account.user_id WHERE email = 'camille@exemple.fr'",
    );
    expect(rows[0].password).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, memory, time] = /m=(\d+),t=(\d+)/.exec(rows[0].password)!;
    expect(Number(memory)).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(time)).toBeGreaterThanOrEqual(2);
    expect(rows[0].password).not.toContain(TEST_PASSWORD);
  });

  it("revokes the session on sign-out: the old cookie no longer opens anything", async () => {
    const cookie = await signIn(site.server.url, "camille@exemple.fr");
    expect(await sessionEmail(cookie)).toBe("camille@exemple.fr");
    const out = await authCall(site.server.url, "/sign-out", {}, cookie);
    expect(out.status).toBe(200);
    expect(await sessionEmail(cookie)).toBeNull();
    expect(await site.count("auth_session", `token = '${sessionToken(cookie)}'`)).toBe(0);
  });

  it("ends a session left idle longer than SESSION_IDLE_MINUTES", async () => {
    const { cookie } = await signedInAdmin(site.server.url, site.database, "inactif@exemple.fr");
    expect((await fetch(`${site.server.url}/traffic`, { redirect: "manual", headers: { cookie } })).status).toBe(200);
    // Two hours and a minute without a request, as if the clock had moved (the default idle limit is 120 minutes).
    const user = "(SELECT id FROM auth_user WHERE email = 'inactif@exemple.fr')";
    await site.database.pool.query(`UPDATE auth_session SET updated_at = now() - interval '121 minutes' WHERE user_id = ${user}`);
    expect((await fetch(`${site.server.url}/traffic`, { redirect: "manual", headers: { cookie } })).status).toBe(302);
    expect(await site.count("auth_session", `token = '${sessionToken(cookie)}'`)).toBe(0);
  });

  it("slows attempts on an account past its failures, across two instances on one database: 429 with Retry-After", async () => {
    await createTestAccount(site.database, { email: "cible@exemple.fr", role: "user" });
    const second = await startServer({ DATABASE_URL: site.database.url, TRUST_PROXY: "1", SIGN_IN_LIMIT_PER_ACCOUNT: "4" });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const baseUrl = attempt % 2 === 0 ? site.server.url : second.url;
        const response = await authCall(
          baseUrl,
          "/sign-in/email",
          { email: "cible@exemple.fr", password: "mauvais" },
          "",
          `90.84.9.${attempt + 1}`,
        );
        statuses.push(response.status);
        if (response.status === 429) {
          expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
          expect(((await response.json()) as { message: string }).message).toBe(
            "Trop de tentatives de connexion. Veuillez réessayer plus tard.",
          );
        }
      }
      // Past 4 failures, one attempt in 30 s from addresses the account never signed in from (sign-in-abuse.test.ts
      // has the owner's own address, never slowed).
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // From an unknown address even the right password waits its turn.
      const right = await authCall(second.url, "/sign-in/email", { email: "cible@exemple.fr", password: TEST_PASSWORD }, "", "90.84.9.9");
      expect(right.status).toBe(429);
    } finally {
      await second.stop();
    }
  });
});

describe("absolute lifetime", () => {
  it("requires a new sign-in after SESSION_MAX_HOURS, however active the session", async () => {
    const short = await startServer({ DATABASE_URL: site.database.url, TRUST_PROXY: "1", SESSION_MAX_HOURS: "0.001" });
    try {
      const cookie = await signIn(short.url, "camille@exemple.fr");
      const active = await fetch(`${short.url}/api/auth/get-session`, { headers: { cookie } });
      expect(((await active.json()) as { user: { email: string } }).user.email).toBe("camille@exemple.fr");
      await new Promise((resolve) => setTimeout(resolve, 4_000)); // 0.001 h = 3.6 s
      const expired = await fetch(`${short.url}/api/auth/get-session`, { headers: { cookie } });
      expect(await expired.json()).toBeNull();
    } finally {
      await short.stop();
    }
  });
});

describe("two-factor sign-in", () => {
  it("enrols TOTP, then signs in with a code; a wrong code is refused", async () => {
    await createTestAccount(site.database, { email: "totp@exemple.fr", role: "admin" });
    const { totpURI, backupCodes } = await enrolTotp(site.server.url, await signIn(site.server.url, "totp@exemple.fr"));
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Isol%20en%20Paille/);
    expect(backupCodes).toHaveLength(10);

    const pending = await authCall(site.server.url, "/sign-in/email", { email: "totp@exemple.fr", password: TEST_PASSWORD });
    expect(((await pending.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    const pendingCookie = cookiesOf(pending);
    expect(await sessionEmail(pendingCookie)).toBeNull();

    const wrong = await authCall(
      site.server.url,
      "/two-factor/verify-totp",
      { code: "000000" === totpCode(totpURI) ? "111111" : "000000" },
      pendingCookie,
    );
    expect(wrong.status).toBe(401);
    const right = await authCall(site.server.url, "/two-factor/verify-totp", { code: await freshTotpCode(totpURI) }, pendingCookie);
    expect(right.status).toBe(200);
    expect(await sessionEmail(cookiesOf(right, pendingCookie))).toBe("totp@exemple.fr");
  });

  it("accepts each backup code once only", async () => {
    await createTestAccount(site.database, { email: "secours@exemple.fr", role: "admin" });
    const { backupCodes } = await enrolTotp(site.server.url, await signIn(site.server.url, "secours@exemple.fr"));
    const first = await signIn(site.server.url, "secours@exemple.fr");
    const used = await authCall(site.server.url, "/two-factor/verify-backup-code", { code: backupCodes[0] }, first);
    expect(used.status).toBe(200);
    expect(await sessionEmail(cookiesOf(used, first))).toBe("secours@exemple.fr");
    const again = await signIn(site.server.url, "secours@exemple.fr");
    const reused = await authCall(site.server.url, "/two-factor/verify-backup-code", { code: backupCodes[0] }, again);
    expect(reused.status).toBe(401);
  });

  it("keeps an admin without a second factor out of the dashboards until enrolment", async () => {
    await createTestAccount(site.database, { email: "nouvel-admin@exemple.fr", role: "admin" });
    const cookie = await signIn(site.server.url, "nouvel-admin@exemple.fr");
    const refused = await fetch(`${site.server.url}/traffic`, { redirect: "manual", headers: { cookie } });
    expect(refused.status).toBe(302);
    const { totpURI } = await enrolTotp(site.server.url, cookie);
    const admin = await signInWithTotp(site.server.url, "nouvel-admin@exemple.fr", totpURI);
    expect((await fetch(`${site.server.url}/traffic`, { redirect: "manual", headers: { cookie: admin } })).status).toBe(200);
  });
});

describe("POST /api/create-admin-user", () => {
  const body = (email: string, password = "motdepasse", role = "moderator") => ({ email, password, role });

  it("refuses anonymous callers (401), users and moderators (403)", async () => {
    expect((await site.post("create-admin-user", body("a@exemple.fr"))).status).toBe(401);
    for (const role of ["user", "moderator"] as const) {
      await createTestAccount(site.database, { email: `${role}-createur@exemple.fr`, role });
      const cookie = await signIn(site.server.url, `${role}-createur@exemple.fr`);
      const response = await site.post("create-admin-user", body(`${role}-cree@exemple.fr`), { headers: { cookie } });
      expect(response.status).toBe(403);
      expect(await site.count("auth_user", `email = '${role}-cree@exemple.fr'`)).toBe(0);
    }
  });

  it("creates an account for an admin, usable at once, with its role; also with the session token as a Bearer header", async () => {
    const { cookie } = await signedInAdmin(site.server.url, site.database, "createur@exemple.fr");
    const response = await site.post("create-admin-user", body("moderatrice@exemple.fr"), { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, email: "moderatrice@exemple.fr", role: "moderator" });
    const moderator = await signIn(site.server.url, "moderatrice@exemple.fr", "motdepasse");
    expect(await sessionEmail(moderator)).toBe("moderatrice@exemple.fr");
    const { rows } = await site.database.pool.query("SELECT role FROM auth_user WHERE email = 'moderatrice@exemple.fr'");
    expect(rows[0].role).toBe("moderator");
    // The moderator's session opens no dashboard.
    expect((await fetch(`${site.server.url}/business-plan`, { redirect: "manual", headers: { cookie: moderator } })).status).toBe(302);

    const token = sessionToken(cookie);
    const bearer = await postJson(site.server.url, "create-admin-user", body("utilisateur@exemple.fr", "motdepasse", "user"), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.status).toBe(200);
  });

  it("answers 400 'Minimum 6 caractères' to a 5-character password and a French error to a duplicate e-mail", async () => {
    const { cookie } = await signedInAdmin(site.server.url, site.database, "createur2@exemple.fr");
    const short = await site.post("create-admin-user", body("court@exemple.fr", "abcde"), { headers: { cookie } });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { fields: Record<string, string> }).fields.password).toBe("Minimum 6 caractères");
    expect(await site.count("auth_user", "email = 'court@exemple.fr'")).toBe(0);

    const duplicate = await site.post("create-admin-user", body("moderatrice@exemple.fr"), { headers: { cookie } });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ error: "Un compte existe déjà avec cette adresse email" });
  });
});
