import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "@domain/auth/account";
import { SECOND_FACTOR_ENROLLED_SUBJECT } from "../../server/email/templates/second-factor-email";
import { setUpTestSite } from "../support/site";
import { TEST_PASSWORD, authCall, cookiesOf, createTestAccount, enrolTotp, freshTotpCode, signIn, totpCode } from "../support/auth";

/**
 * What a stranger can do to sign-in (docs/decisions/0010-sign-in.md): replay a TOTP code, lock the owner out, keep
 * using an admin account that never enrolled its second factor.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const ACCOUNT_LIMIT = 4;
const site = setUpTestSite({ smtp: true, env: { SIGN_IN_LIMIT_PER_ACCOUNT: String(ACCOUNT_LIMIT) } });

async function sessionEmail(cookie: string): Promise<string | null> {
  const response = await fetch(`${site.server.url}/api/auth/get-session`, { headers: { cookie } });
  return ((await response.json()) as { user?: { email: string } } | null)?.user?.email ?? null;
}

describe("TOTP codes", () => {
  it("accepts each time-step once per account: a code used for one sign-in opens no second one, nor an older step", async () => {
    const email = "rejeu@exemple.fr";
    await createTestAccount(site.database, { email, role: "admin" });
    const { totpURI } = await enrolTotp(site.server.url, await signIn(site.server.url, email));

    const code = await freshTotpCode(totpURI);
    const first = await signIn(site.server.url, email);
    const opened = await authCall(site.server.url, "/two-factor/verify-totp", { code }, first);
    expect(opened.status).toBe(200);
    expect(await sessionEmail(cookiesOf(opened, first))).toBe(email);

    // The same code, seen over the owner's shoulder, in a second sign-in with the password.
    const second = await signIn(site.server.url, email);
    const replayed = await authCall(site.server.url, "/two-factor/verify-totp", { code }, second);
    expect(replayed.status).toBe(401);
    expect(await sessionEmail(cookiesOf(replayed, second))).toBeNull();
    // The code of the step before (still inside the library's window) is spent too.
    const earlier = await authCall(site.server.url, "/two-factor/verify-totp", { code: totpCode(totpURI, Date.now() - 30_000) }, second);
    expect(earlier.status).toBe(401);
    // A code of a later step still opens it.
    const later = await authCall(site.server.url, "/two-factor/verify-totp", { code: await freshTotpCode(totpURI) }, second);
    expect(later.status).toBe(200);
  });

  it("mails the account's own address when a second factor is enrolled", async () => {
    const email = "enrolement@exemple.fr";
    await createTestAccount(site.database, { email, role: "admin" });
    const before = site.smtp.received.length;
    await enrolTotp(site.server.url, await signIn(site.server.url, email));
    const [mail] = (await site.smtp.waitFor(before + 1)).slice(before);
    expect(mail!.envelopeTo).toEqual([email]);
    expect(mail!.parsed.subject).toBe(SECOND_FACTOR_ENROLLED_SUBJECT);
  });
});

describe("failed passwords on an account", () => {
  it("slow strangers down without refusing the owner's right password from an address it signed in from", async () => {
    const email = "proprietaire@exemple.fr";
    await createTestAccount(site.database, { email, role: "user" });
    const home = "90.84.20.1";
    expect((await authCall(site.server.url, "/sign-in/email", { email, password: TEST_PASSWORD }, "", home)).status).toBe(200);

    // A stranger tries passwords from many addresses (none reaches its own address limit).
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT + 3; i++) {
      const wrong = await authCall(site.server.url, "/sign-in/email", { email, password: `essai-${i}` }, "", `90.84.21.${i + 1}`);
      statuses.push(wrong.status);
      if (wrong.status === 429) {
        expect(Number(wrong.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(((await wrong.json()) as { message: string }).message).toBe(AUTH_TEXTS.tooManyAttempts);
      }
    }
    // Past the account's limit, one attempt in 30 s from unknown addresses goes through, the others wait.
    expect(statuses.slice(0, ACCOUNT_LIMIT + 1)).toEqual(Array(ACCOUNT_LIMIT + 1).fill(401));
    expect(statuses.slice(ACCOUNT_LIMIT + 1)).toEqual([429, 429]);

    // The owner, from home, is let in at once.
    const owner = await authCall(site.server.url, "/sign-in/email", { email, password: TEST_PASSWORD }, "", home);
    expect(owner.status).toBe(200);
    expect(await sessionEmail(cookiesOf(owner))).toBe(email);
    // The right password from an unknown address waits its turn like any other attempt.
    expect((await authCall(site.server.url, "/sign-in/email", { email, password: TEST_PASSWORD }, "", "90.84.22.1")).status).toBe(429);
  });
});

describe("an admin made by npm run admin:create", () => {
  it("has 72 hours to enrol a second factor; past them the account must be made again", async () => {
    const email = "retardataire@exemple.fr";
    const created = await new Promise<number | null>((resolve) => {
      const child = spawn(
        path.join(ROOT, "node_modules/.bin/tsx"),
        ["scripts/admin-create.ts", "--email", email, "--password", TEST_PASSWORD],
        {
          cwd: ROOT,
          env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATABASE_URL: site.database.url, LOG_LEVEL: "silent" },
          stdio: "ignore",
        },
      );
      child.on("close", resolve);
    });
    expect(created).toBe(0);
    const { rows } = await site.database.pool.query<{ hours: number }>(
      "SELECT extract(epoch FROM second_factor_due_at - now()) / 3600 AS hours FROM auth_user WHERE email = $1",
      [email],
    );
    expect(Number(rows[0]!.hours)).toBeGreaterThan(71.9);
    expect(Number(rows[0]!.hours)).toBeLessThanOrEqual(72);
    // Within the 72 hours the password opens the enrolment.
    expect((await authCall(site.server.url, "/sign-in/email", { email, password: TEST_PASSWORD })).status).toBe(200);

    await site.database.pool.query("UPDATE auth_user SET second_factor_due_at = now() - interval '1 minute' WHERE email = $1", [email]);
    const late = await authCall(site.server.url, "/sign-in/email", { email, password: TEST_PASSWORD });
    expect(late.status).toBe(403);
    expect(((await late.json()) as { message: string }).message).toBe(AUTH_TEXTS.secondFactorOverdue);
  });
});
