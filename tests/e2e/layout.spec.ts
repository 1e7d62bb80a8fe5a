import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteInBrowser } from "../support/site-in-browser";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { islandsHydrated, islandsReady } from "../support/islands";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

const site = siteInBrowser();
let context: BrowserContext;

async function openPage(viewport = DESKTOP): Promise<Page> {
  context = await site.newContext({ viewport });
  return context.newPage();
}

/** The page views stored, once there are at least `count`. */
async function waitForRows(count: number) {
  const rows = async () =>
    (await site.database.pool.query("SELECT page_url, page_title, referrer, is_admin FROM page_views ORDER BY id")).rows;
  await expect.poll(async () => (await rows()).length).toBeGreaterThanOrEqual(count);
  return rows();
}

describe("home and layout", () => {
  it("loads the home page in French with the header, the footer and no error", async () => {
    const page = await openPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    await expect.poll(() => page.title()).toContain("Isol en Paille");
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Devis", exact: true }).getAttribute("href")).toBe("/devis");
    // The footer is drawn when it comes near the viewport (render-when-visible), as a reader scrolls down.
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await footer.getByText("Lys-Haut-Layon, Maine-et-Loire (49)").waitFor({ timeout: 5000 });
    expect(errors).toEqual([]);
  });

  it("has no serious or critical accessibility violation, menus closed or open", async () => {
    const page = await openPage();
    await page.goto("/");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Produits" }).click();
    await page.getByRole("menu").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto("/nope");
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);
    await phone.getByRole("button", { name: "Menu", exact: true }).click();
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);
  });
});

describe("desktop menus", () => {
  it("open, close on Escape and on an outside click", async () => {
    const page = await openPage();
    await page.goto("/");
    const products = page.getByRole("button", { name: "Produits" });

    await products.click();
    await page.getByRole("menu").waitFor();
    expect(await products.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "hidden" });
    expect(await products.getAttribute("aria-expanded")).toBe("false");

    await page.getByRole("button", { name: "Outils Pro" }).click();
    await page.getByRole("menu").waitFor();
    await page.mouse.click(640, 600);
    await page.getByRole("menu").waitFor({ state: "hidden" });
  });

  it("navigate with the mouse", async () => {
    const page = await openPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Outils Pro" }).click();
    await page.getByRole("menuitem", { name: "Calculateur de bottes" }).click();
    await page.waitForURL("**/calculateur");
    // The URL changes before the new screen has rendered: wait for its heading.
    await page.getByRole("heading", { level: 1, name: /calculateur/i }).waitFor();
  });

  it("navigate with the keyboard alone", async () => {
    const page = await openPage();
    await page.goto("/");
    // A key press reaches the menu once its island is live (a press of the mouse before that is replayed).
    await islandsHydrated(page);
    await page.getByRole("button", { name: "Outils Pro" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menu").waitFor();
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    // Radix moves the focus a frame after the key press: each press lands (the focus moves) before the next one.
    for (let presses = 0; presses < 6 && (await focusedText()) !== "Bordereau d'autocontrôle"; presses++) {
      const before = await focusedText();
      await page.keyboard.press("ArrowDown");
      await expect.poll(focusedText).not.toBe(before);
    }
    expect(await focusedText()).toBe("Bordereau d'autocontrôle");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/bordereau-autocontrole");
  });

  it("land a product anchor on /produits, scrolled to its card", async () => {
    const page = await openPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Produits" }).click();
    await page.getByRole("menuitem", { name: "ArgiBotte" }).click();
    await page.waitForURL("**/produits#argibotte");
    await expect
      .poll(() =>
        page.locator("#argibotte").evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
  });
});

describe("mobile menu", () => {
  it("opens, navigates and closes on Escape, an outside click and a navigation", async () => {
    const page = await openPage(PHONE);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);

    await toggle.click();
    await menu.waitFor();
    expect(await page.getByRole("button", { name: "Fermer le menu" }).getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });

    await toggle.click();
    await menu.waitFor();
    // Outside the menu: the header beside its button (the open panel covers the page below the header).
    await page.mouse.click(250, 32);
    await menu.waitFor({ state: "hidden" });

    await toggle.click();
    await menu.getByRole("link", { name: "FAQ" }).click();
    await page.waitForURL("**/faq");
    await menu.waitFor({ state: "hidden" });
  });
});

describe("cookie banner", () => {
  for (const [button, stored] of [
    ["Accepter", "accepted"],
    ["Refuser", "refused"],
    ["Fermer", "refused"],
  ] as const) {
    it(`"${button}" stores "${stored}" and the banner stays away after a reload`, async () => {
      const page = await openPage();
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Cookies et vidéos" });
      await banner.waitFor();
      await banner.getByRole("button", { name: button, exact: true }).click();
      await banner.waitFor({ state: "detached" });
      expect(await page.evaluate(() => localStorage.getItem("isolenpaille_cookie_consent"))).toBe(stored);
      await page.reload();
      await page.getByRole("heading", { level: 1 }).waitFor();
      // The page's plain script has run, the banner's included: it has read the stored choice and stays away.
      await islandsReady(page);
      expect(await banner.count()).toBe(0);
    });
  }
});

describe("not found", () => {
  it("answers 404 with the page and a way home", async () => {
    const page = await openPage();
    const response = await page.goto("/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { name: "Oops! Page not found" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(site.server.url + "/");
  });
});

describe("page-view tracking", () => {
  it("stores one row per navigation, with the previous page as referrer", async () => {
    await site.database.pool.query("DELETE FROM page_views");
    const page = await openPage();
    await page.goto("/?utm_source=salon&email=jean@exemple.fr");
    await waitForRows(1);
    await page.getByRole("link", { name: "FAQ" }).first().click();
    await page.waitForURL("**/faq");
    await waitForRows(2);
    await page.getByRole("link", { name: "PailleMobile" }).first().click();
    await page.waitForURL("**/paillemobile");

    const rows = await waitForRows(3);
    expect(rows.map((row) => row.page_url)).toEqual(["/?utm_source=salon", "/faq", "/paillemobile"]);
    expect(rows[0].referrer).toBeNull();
    expect(rows[1].referrer).toBe("127.0.0.1");
    expect(rows[1].page_title).toMatch(/FAQ/);
    expect(rows.every((row) => row.is_admin === false)).toBe(true);
  });

  it("marks the views of a browser in admin mode", async () => {
    await site.database.pool.query("DELETE FROM page_views");
    const page = await openPage();
    await context.addInitScript(() => localStorage.setItem("isolenpaille_admin_mode", "true"));
    await page.goto("/contact");
    const rows = await waitForRows(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ page_url: "/contact", is_admin: true });
  });
});
