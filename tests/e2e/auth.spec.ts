import type { Page } from "playwright-core";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { TEST_PASSWORD, createTestAccount } from "../support/auth";
import { siteInBrowser } from "../support/site-in-browser";

const site = siteInBrowser();
const ADMIN = "gerante@exemple.fr";
let totpKey = "";

function currentCode(key: string, at = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate({ timestamp: at });
}

async function openAuth(): Promise<Page> {
  const context = await site.newContext();
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByRole("heading", { level: 1, name: "Authentification" }).waitFor();
  return page;
}

async function signInWithPassword(page: Page, email: string, password = TEST_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

const adminStrip = (page: Page) => page.getByRole("navigation", { name: "Administration" });

describe("/auth in a browser", () => {
  it("tells an account without the admin role, sent from a dashboard, that the page is for admins", async () => {
    // Its own address at each attempt (the run retries a failed test once).
    const email = `moderatrice-${Date.now()}@exemple.fr`;
    await createTestAccount(site.database, { email, role: "moderator" });
    const page = await openAuth();
    await signInWithPassword(page, email);
    await page.getByText("Connexion réussie !").waitFor();
    await page.goto("/commercial");
    await page.waitForURL(/\/auth\?raison=admin$/);
    await page.getByRole("status").filter({ hasText: "Cette page est réservée aux administrateurs" }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // Signed out, the same address says nothing of the sort: it is the sign-in form.
    await page.context().clearCookies();
    await page.goto("/auth?raison=admin");
    await page.getByRole("button", { name: "Se connecter" }).waitFor();
    expect(await page.getByText("Cette page est réservée aux administrateurs").count()).toBe(0);
  });

  it("answers any wrong credentials with one message, and has no accessibility violation", async () => {
    const page = await openAuth();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await signInWithPassword(page, "inconnu@exemple.fr", "mauvais-mot");
    await page.getByText("Erreur de connexion").waitFor();
    await page.getByText("E-mail ou mot de passe incorrect.").waitFor();
    expect(await adminStrip(page).count()).toBe(0);
  });

  it("takes a new admin through TOTP enrolment: QR code, key and backup codes, then the admin strip appears", async () => {
    await createTestAccount(site.database, { email: ADMIN, role: "admin" });
    const page = await openAuth();
    await signInWithPassword(page, ADMIN);
    await page.getByText("Connexion réussie !").waitFor();
    await page.getByRole("heading", { name: "Activez la double authentification" }).waitFor();
    expect(await adminStrip(page).count()).toBe(0); // not an admin before the second factor

    await page.getByLabel("Confirmez votre mot de passe").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Commencer" }).click();
    await page.getByRole("img", { name: "QR code à scanner avec votre application d'authentification" }).waitFor();
    totpKey = (await page.locator("code").textContent())!;
    expect(totpKey).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await page.getByRole("list", { name: "Codes de secours" }).getByRole("listitem").count()).toBe(10);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByLabel("3. Saisissez le code affiché par l'application").fill(currentCode(totpKey));
    await page.getByRole("button", { name: "Activer" }).click();
    await page.getByText("Double authentification activée").waitFor();
    await adminStrip(page).first().waitFor();
    await page.getByRole("navigation", { name: "Tableaux de bord" }).getByRole("link", { name: "Trafic" }).waitFor();
  });

  it("signs the admin in with a code, switches admin mode, records the admin's views as admin, creates an account, signs out", async () => {
    const page = await openAuth();
    await signInWithPassword(page, ADMIN);
    // The next time-step's code: the enrolment's step is spent (each step once per account, RFC 6238 §5.2).
    await page.getByLabel("Code de votre application d'authentification").fill(currentCode(totpKey, Date.now() + 30_000));
    await page.getByRole("button", { name: "Valider" }).click();
    await page.getByText("Connexion réussie !").waitFor();
    await adminStrip(page).first().waitFor();
    await page.getByText(`Connecté en tant que ${ADMIN}`).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const modeSwitch = page.getByRole("switch", { name: "Mode admin" });
    await page.getByText("Vos actions sont trackées").waitFor();
    await modeSwitch.click();
    await page.getByText("Mode admin activé").waitFor();
    await page.getByText("Vos actions ne sont PAS trackées").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("isolenpaille_admin_mode"))).toBe("true");
    await modeSwitch.click();
    await page.getByText("Mode admin désactivé").waitFor();
    await page.getByText("Vos actions sont trackées").waitFor();

    // Admin mode off in this browser: the server still flags the signed-in admin's views.
    await page.goto("/");
    await expect
      .poll(async () =>
        (await site.database.pool.query("SELECT is_admin FROM page_views WHERE page_url = '/'")).rows.map((row) => row.is_admin),
      )
      .toEqual([true]);

    await page.goto("/auth");
    await page.getByText("Créer un nouveau compte").click();
    await page.getByLabel("Email", { exact: true }).last().fill("moderateur@exemple.fr");
    const password = page.getByPlaceholder("Minimum 6 caractères");
    await password.fill("abc");
    await page.getByRole("button", { name: "Créer le compte" }).click();
    await page.getByText("Minimum 6 caractères", { exact: true }).waitFor();
    await password.fill("paille-2026");
    await page.getByLabel("Rôle").selectOption({ label: "Modérateur" });
    await page.getByRole("button", { name: "Créer le compte" }).click();
    await page.getByText("Compte créé avec succès pour moderateur@exemple.fr").waitFor();
    expect(await password.inputValue()).toBe("");
    expect(await page.getByLabel("Rôle").inputValue()).toBe("admin");
    const { rows } = await site.database.pool.query("SELECT role FROM auth_user WHERE email = 'moderateur@exemple.fr'");
    expect(rows).toEqual([{ role: "moderator" }]);

    await page.getByRole("button", { name: "Déconnexion" }).click();
    await page.getByText("Déconnexion réussie").waitFor();
    await page.getByRole("button", { name: "Se connecter" }).waitFor();
    expect(await adminStrip(page).count()).toBe(0);
  });
});
