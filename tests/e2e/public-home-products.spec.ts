import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteInBrowser } from "../support/site-in-browser";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { islandsHydrated } from "../support/islands";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

const site = siteInBrowser();
let context: BrowserContext;

/** A fresh browser profile; `consent` pre-stores a cookie choice so the banner does not cover the page. */
async function openPage(options: { viewport?: typeof DESKTOP; consent?: "accepted" | "refused" | null } = {}) {
  const { viewport = DESKTOP, consent = "refused" } = options;
  context = await site.newContext({ viewport });
  if (consent !== null) {
    await context.addInitScript((choice) => localStorage.setItem("isolenpaille_cookie_consent", choice), consent);
  }
  // The machine has no way out, and nothing from YouTube may load unasked: every request to it is recorded and
  // answered locally.
  const youtubeRequests: string[] = [];
  await context.route(/youtube/, (route) => {
    youtubeRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Vidéo</title>" });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, youtubeRequests, errors };
}

function inViewportBelowHeader(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector("header")!.getBoundingClientRect();
    return box.top >= header.bottom - 1 && box.top < window.innerHeight;
  });
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as { "@type": string } | { "@type": string }[];
    return (Array.isArray(data) ? data : [data]).map((item) => item["@type"]);
  });
}

/** Long enough for any timer or idle callback a page sets at load to have fired. */
const IDLE_MS = 5_000;

describe("home page", () => {
  it("shows every block of docs/product.md §2 with links where they lead", async () => {
    const { page, errors } = await openPage();
    expect((await page.goto("/"))?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("bottes de paille préfabriquées");

    const products = page.getByRole("region", { name: "Quatre bottes pour isoler vos parois" });
    for (const [label, id] of [
      ["Botte 22", "botte-22"],
      ["Botte 36", "botte-36"],
      ["Botte 46", "botte-46"],
      ["ArgiBotte", "argibotte"],
    ]) {
      expect(await products.getByRole("link", { name: label, exact: true }).getAttribute("href")).toBe(`/produits#${id}`);
    }

    const nomination = page.getByRole("region", { name: /Nominé aux Trophées de l'innovation 2025/ });
    expect(await nomination.getByText("Région Pays de la Loire").isVisible()).toBe(true);
    const article = nomination.getByRole("link", { name: /Lire l'article de presse/ });
    expect(await article.getAttribute("target")).toBe("_blank");
    expect(await article.getAttribute("rel")).toContain("noopener");

    const teaser = page.getByRole("region", { name: /PailleMobile : l'usine de bottes vient à la ferme/ });
    expect(await teaser.getByRole("link", { name: "Découvrir PailleMobile" }).getAttribute("href")).toBe("/paillemobile");

    const reasons = page.getByRole("region", { name: "Trois bonnes raisons de construire en paille" });
    // Below the fold (content-visibility skips it until it nears the viewport): brought there first. The page scrolls
    // smoothly and the block is drawn on a frame after it comes near, so the headings are awaited, never checked at once.
    await reasons.scrollIntoViewIfNeeded();
    for (const name of ["Environnement", "Habitat", "Économie"]) {
      await reasons.getByRole("heading", { name, exact: true }).waitFor();
    }
    expect(await reasons.getByText("10 000 bâtiments en paille en France").isVisible()).toBe(true);

    // The chart's figures are also readable as a table: 100 m² × 35.14 kg CO₂/m² = 3 514 kg.
    const carbon = page.getByRole("region", { name: "Le carbone stocké dans vos murs" });
    await carbon.scrollIntoViewIfNeeded();
    await carbon.getByRole("img", { name: /Stockage de CO₂ .* Botte 22 \(R déclaré par le fabricant 4,6/ }).waitFor({ timeout: 5000 });
    const row = carbon.getByRole("row", { name: /^100 m²/ });
    expect((await row.textContent())?.replace(/\s/g, " ")).toContain("3 514 kg");

    expect(await page.getByRole("heading", { name: "Notre savoir-faire" }).isVisible()).toBe(true);
    const callToAction = page.getByRole("region", { name: "Un projet d'isolation en paille ?" });
    expect(await callToAction.getByRole("link", { name: "Demander un devis" }).getAttribute("href")).toBe("/devis");
    expect(await callToAction.getByRole("link", { name: "Nous contacter" }).getAttribute("href")).toBe("/contact");
    expect(await page.getByRole("link", { name: "Voir nos réalisations" }).getAttribute("href")).toBe("/blog");
    // Below the fold the section is skipped by content-visibility until it nears the viewport: bring it there first,
    // then wait for the frame that draws it.
    const workshop = page.getByRole("heading", { name: "Notre atelier en vidéo" });
    await workshop.scrollIntoViewIfNeeded();
    await workshop.waitFor();

    expect(await jsonLdTypes(page)).toContain("LocalBusiness");
    expect(errors).toEqual([]);
  });

  it("leads from a product card to the card on /produits, and from the call to action to /devis", async () => {
    const { page } = await openPage();
    await page.goto("/");
    await page
      .getByRole("region", { name: "Quatre bottes pour isoler vos parois" })
      .getByRole("link", { name: "Botte 46", exact: true })
      .click();
    await page.waitForURL("**/produits#botte-46");
    await page.getByRole("heading", { level: 1, name: "Nos bottes de paille préfabriquées" }).waitFor();
    await expect.poll(() => inViewportBelowHeader(page, "#botte-46")).toBe(true);

    await page.goto("/");
    await page.getByRole("region", { name: "Un projet d'isolation en paille ?" }).getByRole("link", { name: "Nous contacter" }).click();
    await page.waitForURL("**/contact");
    await page.getByRole("heading", { level: 1, name: /contact/i }).waitFor();
  });

  it("loads nothing from YouTube before a click on the video placeholder, then youtube-nocookie", async () => {
    const { page, youtubeRequests } = await openPage();
    await page.goto("/");
    const section = page.getByRole("region", { name: "Notre atelier en vidéo" });
    await section.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(await section.locator("iframe").count()).toBe(0);
    expect(youtubeRequests).toEqual([]);

    await section.getByRole("button", { name: /Lire la vidéo/ }).click();
    const frame = section.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect.poll(() => youtubeRequests.length).toBeGreaterThan(0);
    expect(youtubeRequests.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
  });

  it("shows the video straight away once cookies are accepted", async () => {
    const { page } = await openPage({ consent: "accepted" });
    await page.goto("/");
    // Its island loads when the visitor comes near it (docs/decisions/0013-islands.md), as a reader does.
    const section = page.getByRole("region", { name: "Notre atelier en vidéo" });
    await section.scrollIntoViewIfNeeded();
    const frame = section.locator("iframe");
    await frame.waitFor({ state: "attached" });
    expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  it("mounts the toast area at the visitor's first key press, not before, on a page that can raise a toast", async () => {
    const { page } = await openPage();
    // Playwright's clock: the page's timers and idle callbacks are run ahead below instead of waited for.
    await page.clock.install();
    // The page view is recorded once React runs the page: from then on the area could have been mounted.
    const pageViewSent = page.waitForRequest("**/api/track-page-view");
    await page.goto("/contact");
    await pageViewSent;
    await page.clock.runFor(IDLE_MS);
    const toastArea = page.locator('section[aria-label^="Notifications"]');
    expect(await toastArea.count()).toBe(0);
    await page.keyboard.press("Tab");
    await toastArea.waitFor({ state: "attached" });

    // The home page, served as islands, raises no toast: a key press loads nothing.
    await page.goto("/");
    await islandsHydrated(page);
    await page.keyboard.press("Tab");
    await page.clock.runFor(IDLE_MS);
    expect(await toastArea.count()).toBe(0);
  });
});

describe("products page", () => {
  it("has its blocks: quote banners, four cards, shared characteristics, table, calculator section", async () => {
    const { page, errors } = await openPage();
    expect((await page.goto("/produits"))?.status()).toBe(200);
    const banners = page.getByRole("region", { name: /Recevez votre devis sous 24 h/ });
    expect(await banners.count()).toBe(2);
    for (const banner of await banners.all()) {
      expect(await banner.getByRole("link", { name: /Demander un devis/ }).getAttribute("href")).toBe("/devis");
    }
    for (const id of ["botte-22", "botte-36", "botte-46", "argibotte"]) {
      expect(await page.locator(`article#${id}`).count()).toBe(1);
    }
    // Botte 22's phase shift reads 6.4 h on its card and 9.2 h in the table (docs/product.md §10, both readings).
    expect(await page.locator("#botte-22").getByText("6,4 h").isVisible()).toBe(true);
    const table = page.locator("#tableau-comparatif table");
    const phaseShift = table.getByRole("row", { name: /^Déphasage/ });
    expect((await phaseShift.textContent())?.replace(/\s/g, " ")).toContain("9,2 h");
    expect(await table.locator("caption").count()).toBe(1);
    expect(await table.locator('th[scope="col"]').count()).toBe(5);

    for (const name of ["Densifiée", "Sans poussière", "Humidité tracée", "Éco-responsable"]) {
      expect(await page.getByRole("heading", { name, exact: true }).isVisible()).toBe(true);
    }
    // The calculator is drawn when the visitor scrolls near it.
    const calculator = page.locator("#calculette");
    await calculator.scrollIntoViewIfNeeded();
    await calculator.getByRole("checkbox", { name: "Comparer deux calculs côte à côte" }).waitFor();
    expect((await jsonLdTypes(page)).filter((type) => type === "Product")).toHaveLength(4);
    expect(errors).toEqual([]);
  });

  it("scrolls to the card of the hash on a first load", async () => {
    const { page } = await openPage();
    await page.goto("/produits#botte-46");
    await expect.poll(() => inViewportBelowHeader(page, "#botte-46")).toBe(true);
    await context.close();

    const phone = await openPage({ viewport: PHONE });
    await phone.page.goto("/produits#tableau-comparatif");
    await expect.poll(() => inViewportBelowHeader(phone.page, "#tableau-comparatif")).toBe(true);
  });

  it("offers each product's documents, the ArgiBotte data sheet as a disabled button", async () => {
    const { page } = await openPage();
    await page.goto("/produits");
    const argibotteSheet = page.locator("#argibotte").getByRole("button", { name: /Fiche Technique en cours d'écriture/ });
    expect(await argibotteSheet.isDisabled()).toBe(true);
    for (const id of ["botte-22", "botte-36", "botte-46", "argibotte"]) {
      // Each card offers its data sheet and FDES, as a download link or, while the file is absent, a disabled button.
      expect(await page.locator(`#${id} [data-document]`).count()).toBe(2);
    }
    // The build generates the three data sheets and the sample FDES (docs/decisions/0005-documents.md).
    const sheet = page.locator('#botte-22 a[data-document="FT_Botte_22cm"]');
    expect(await sheet.getAttribute("href")).toBe("/documents/BOTTE_22.pdf");
    expect(await page.locator('#botte-22 a[data-document="FDES_Botte_22cm"]').getAttribute("href")).toBe("/documents/FDES_Botte_22cm.pdf");
  });

  it("'Demander un devis' on a card stores the product and no surface, then opens /devis with the bale ticked", async () => {
    const { page } = await openPage();
    await page.goto("/produits");
    // Before its island is live the link still leads to /devis, as a plain link, without storing the product.
    await islandsHydrated(page);
    // A surface left by an earlier calculation is not the visitor's answer for this product.
    await page.evaluate(() => localStorage.setItem("devis_surface", "40.00"));
    await page
      .locator("#botte-36")
      .getByRole("link", { name: /Demander un devis/ })
      .click();
    await page.waitForURL("**/devis");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem("devis_surface"), localStorage.getItem("devis_product")])).toEqual([
      null,
      "Botte 36",
    ]);
    const form = page.getByRole("form", { name: "Demande de devis" });
    await form.getByRole("button", { name: /^Spécifications techniques/ }).click();
    await expect.poll(() => form.getByRole("checkbox", { name: "Botte de 36" }).isChecked()).toBe(true);
    expect(await form.getByRole("textbox", { name: "Surface en m² (Botte de 36)" }).inputValue()).toBe("");
  });
});

describe("PailleMobile page", () => {
  it("shows the concept, the 12 m unit, supply, income, the labelled testimonial, the press kit and articles", async () => {
    const { page, errors } = await openPage();
    expect((await page.goto("/paillemobile"))?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("PailleMobile");
    for (const name of [
      "Le concept",
      "Une unité mobile de 12 m",
      "Un approvisionnement au plus près des champs",
      "Un revenu complémentaire pour l'agriculteur",
      "Témoignage",
      "Espace presse",
    ]) {
      expect(await page.getByRole("heading", { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await page.getByText("5 ans", { exact: false }).first().isVisible()).toBe(true);
    expect(await page.getByText("Témoignage illustratif").isVisible()).toBe(true);

    const press = page.locator("#presse");
    expect(await press.locator('a[data-document="DOSSIER_DE_PRESSE_2025.pdf"]').getAttribute("href")).toBe(
      "/documents/DOSSIER_DE_PRESSE_2025.pdf",
    );
    expect(await press.getByText(/^PDF · [\d,]+\s(Ko|Mo)$/).isVisible()).toBe(true);
    expect(await press.getByText("07/04/2025").isVisible()).toBe(true);
    expect(await press.getByText("21/03/2025").isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("header menus (hand-written menu button)", () => {
  it("opens on ArrowUp at the last item, moves with Home/End, closes on Tab", async () => {
    const { page } = await openPage();
    await page.goto("/");
    // A key press reaches the menu once its island is live (a press of the mouse before that is replayed).
    await islandsHydrated(page);
    const products = page.getByRole("button", { name: "Produits" });
    await products.focus();
    await page.keyboard.press("ArrowUp");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await expect.poll(focused).toBe("ArgiBotte");
    await page.keyboard.press("Home");
    expect(await focused()).toBe("Vue d'ensemble");
    await page.keyboard.press("End");
    expect(await focused()).toBe("ArgiBotte");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("Vue d'ensemble");
    await page.keyboard.press("Tab");
    await menu.waitFor({ state: "hidden" });
    expect(await products.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("accessibility", () => {
  for (const path of ["/", "/produits", "/paillemobile"]) {
    it(`${path} has no serious or critical violation, on a desktop and on a phone`, async () => {
      const { page } = await openPage({ consent: null });
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.setViewportSize(PHONE);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  }
});
