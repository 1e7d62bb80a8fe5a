import type { Browser, BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { generateDemoActivity } from "../../scripts/demo/demo-activity";
import { generateDemoPageViews } from "../../scripts/demo/demo-traffic";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { createTestAccount, signInThroughPage } from "../support/auth";
import { postJson } from "../support/site";
import { downloadedFile, siteInBrowser } from "../support/site-in-browser";

/**
 * The four dashboards as an admin on demo data: what each shows and does (/business-plan, /commercial, /technique,
 * /traffic), then their layout on a phone (390 px) and a desktop (1440 px), with axe at both widths. One site and one
 * seed of demo data for all (the seed and a server start cost more than most of these tests); the admin signs in
 * through the /auth page once, and each test opens a fresh context with that session (the sign-in itself, TOTP
 * included, is tested in auth.spec.ts).
 */
// The demo's setting: an admin without a second factor.
const site = siteInBrowser({ env: { ADMIN_MFA: "optional" } });
const ADMIN = "direction@exemple.fr";
let session: Awaited<ReturnType<BrowserContext["storageState"]>>;

const DASHBOARDS = [
  { path: "/traffic", heading: "Analyse du Trafic" },
  { path: "/commercial", heading: "Tableau de Bord Commercial" },
  { path: "/technique", heading: "Tableau de Bord Technique" },
  { path: "/business-plan", heading: "Business Plan Dashboard" },
];

beforeAll(async () => {
  await generateDemoPageViews(site.database.pool, { pageViews: 20_000 });
  await generateDemoActivity(site.database.pool, { pageViews: 20_000 });
  await createTestAccount(site.database, { email: ADMIN, role: "admin" });
  const context = await site.newContext();
  const page = await context.newPage();
  await signInThroughPage(page, ADMIN);
  session = await context.storageState();
  await context.close();
});

/** A fresh browser profile holding the admin's session. */
async function signedIn(options: Parameters<Browser["newContext"]>[0] = {}): Promise<Page> {
  const context = await site.newContext({ acceptDownloads: true, storageState: session, ...options });
  return context.newPage();
}

/** Through the admin strip, as an admin would: a client-side navigation whose loader checks the session. */
async function signedInOn(link: string, heading: string): Promise<Page> {
  const page = await signedIn();
  await page.goto("/");
  await page.getByRole("navigation", { name: "Administration" }).first().getByRole("link", { name: link }).click();
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  return page;
}

const card = (page: Page, title: string | RegExp) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const figureOf = async (page: Page, title: string) =>
  Number((await card(page, title).first().locator("p").first().textContent())!.replace(/\D/g, ""));

describe("/business-plan as an admin on demo data", () => {
  it("shows the six cards, the projections, the top products and the quote requests, and switches period", async () => {
    const page = await signedInOn("Business Plan", "Business Plan Dashboard");
    for (const title of [
      "Visiteurs uniques",
      "Calculs réalisés",
      "Panier moyen",
      /^Leads qualifiés de plus de 3/,
      "Téléchargements",
      "Conversions",
    ]) {
      await card(page, title).first().waitFor();
    }
    expect(await figureOf(page, "Calculs réalisés")).toBeGreaterThan(0);
    expect(await card(page, "Visiteurs uniques").first().textContent()).toMatch(/\+\d+\s% ce mois/);
    await page.getByRole("heading", { name: "Projections de croissance" }).waitFor();
    await page.getByRole("heading", { name: /Produits les plus calculés/ }).waitFor();
    await page.getByRole("heading", { name: "Demandes de devis", level: 2 }).waitFor();
    // The quote requests are quote_requests rows, each with its quote's number.
    await page
      .getByRole("list", { name: "10 dernières demandes de devis" })
      .getByText(/^Devis DEV-\d{4}-\d{4} · /)
      .first()
      .waitFor();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /CSV.*Produits les plus calculés/ }).click();
    expect((await downloadedFile(download)).toString("utf8").startsWith("\uFEFFProduit;Calculs\r\n")).toBe(true);

    const all = await figureOf(page, "Calculs réalisés");
    await page.getByRole("navigation", { name: "Période" }).getByRole("link", { name: "7 jours" }).click();
    await page.waitForURL(/periode=7j/);
    await expect.poll(() => figureOf(page, "Calculs réalisés")).toBeLessThan(all);
  });
});

describe("/commercial as an admin on demo data", () => {
  it("shows the cards, a funnel with no empty step, the geography, the lists, and downloads a CSV", async () => {
    const page = await signedInOn("Commercial", "Tableau de Bord Commercial");
    const funnel = page.getByRole("list", { name: "Entonnoir de conversion" });
    const steps = await funnel.getByRole("listitem").allTextContents();
    expect(steps).toHaveLength(5);
    // "Prospects Qualifiés : 1 234 · 1,2 % des visiteurs": no step stuck at 0.
    for (const step of steps) expect(Number(/ : ([\d\s\u202f]+)/.exec(step)![1]!.replace(/\D/g, "")), step).toBeGreaterThan(0);
    // A conversion from the step before only where the step is part of it, so never above 100 %.
    for (const step of steps.slice(1)) expect(step).toMatch(/\d\s% des visiteurs/);
    for (const step of steps) {
      const conversion = /([\d,]+)\s% de l'étape précédente/.exec(step);
      if (conversion) expect(Number(conversion[1]!.replace(",", ".")), step).toBeLessThanOrEqual(100);
    }
    await page.getByRole("heading", { name: "Téléchargements par région" }).waitFor();
    await page.getByRole("heading", { name: "Visiteurs par région" }).waitFor();
    await page.getByRole("heading", { name: /Projets Identifiés/ }).waitFor();
    await page.getByRole("heading", { name: /Demandes de Contact/ }).waitFor();
    // Contact messages mentioning a quote stay contact messages, marked in their own column.
    await page.getByRole("columnheader", { name: "Devis" }).waitFor();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /CSV.*Projets Identifiés/ }).click();
    const text = (await downloadedFile(download)).toString("utf8");
    expect(text.startsWith("\uFEFFDate;E-mail;Produit;Comparaison;Surface (m²);Budget (€ HT);Localisation")).toBe(true);

    const visitors = await figureOf(page, "Visiteurs uniques");
    await page.getByRole("navigation", { name: "Période" }).getByRole("link", { name: "30 jours" }).click();
    await page.waitForURL(/periode=30j/);
    await expect.poll(() => figureOf(page, "Visiteurs uniques")).toBeLessThan(visitors);
  });
});

describe("the two 'qualified leads' of the spec", () => {
  it("are named apart on /business-plan and /commercial, each card with its definition", async () => {
    const leadCard = async (link: string, heading: string) => {
      const page = await signedInOn(link, heading);
      const found = page
        .getByRole("list", { name: "Chiffres clés" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: /^Leads qualifiés/ }) });
      expect(await found.count()).toBe(1);
      return { title: (await found.getByRole("heading").textContent())!, text: (await found.textContent())! };
    };
    const businessPlan = await leadCard("Business Plan", "Business Plan Dashboard");
    const commercial = await leadCard("Commercial", "Tableau de Bord Commercial");
    expect(businessPlan.title).not.toBe(commercial.title);
    expect(businessPlan.title.replace(/[\u202F\u00A0]/g, " ")).toBe("Leads qualifiés de plus de 3 000 € HT");
    expect(businessPlan.text).toContain("calculs envoyés par e-mail dont le coût estimé dépasse 3");
    expect(commercial.title).toBe("Leads qualifiés, tous montants");
    expect(commercial.text).toContain("calculs envoyés par e-mail, quel que soit leur coût estimé");
  });
});

describe("/technique as an admin on demo data", () => {
  it("shows the cards, the calculator and worksheet sections with a chart, and switches period", async () => {
    const page = await signedInOn("Technique", "Tableau de Bord Technique");
    expect(await figureOf(page, "Calculs")).toBeGreaterThan(0);
    await page.getByRole("img", { name: /Bordereau d'autocontrôle, 7 derniers jours/ }).waitFor();
    await page.getByRole("heading", { name: /Derniers calculs/ }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Calculateur de paroi" }).waitFor();
    expect(await figureOf(page, "Calculs de paroi")).toBeGreaterThan(0);
    await page.getByRole("heading", { name: /Modèles de paroi les plus utilisés/ }).waitFor();

    const all = await figureOf(page, "Calculs au total");
    const period = page.getByRole("navigation", { name: "Période" });
    await period.getByRole("link", { name: "7 jours" }).click();
    await page.waitForURL(/periode=7j/);
    await expect.poll(() => figureOf(page, "Calculs au total")).toBeLessThan(all);
    // With a previous period, each card says how it moved.
    expect(await card(page, "Calculs").textContent()).toMatch(/[+-]?\d+(,\d)?\s%|Sans comparaison/);
  });

  it("downloads the calculations as CSV for French Excel", async () => {
    const page = await signedIn();
    await page.goto("/technique");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /CSV.*Derniers calculs/ }).click();
    const text = (await downloadedFile(download)).toString("utf8");
    expect(text.startsWith("\uFEFFDate;Produit;R déclaré par le fabricant (m².K/W);Bottes;")).toBe(true);
    expect(text.trim().split("\r\n").length).toBeGreaterThan(1);
  });

  it("refreshes by itself, without a reload, after a measurement is tracked", async () => {
    const page = await signedIn();
    await page.clock.install();
    // The page-view tracker runs once React has taken over the page: from then on the refresh timer is set.
    const hydrated = page.waitForRequest("**/api/track-page-view");
    await page.goto("/technique");
    await hydrated;
    const before = await figureOf(page, "Mesures ajoutées");
    const response = await postJson(site.server.url, "track-bordereau-usage", {
      eventType: "measurement_added",
      botteType: "36",
      measurementCount: 1,
      metadata: { baleType: "36", lot: "L042", lengthCm: 55, humidity: 15, weightKg: 11, weightType: "bale" },
    });
    expect(response.status).toBe(200);
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => navigations.push(frame.url()));
    // The 30-second refresh, on the page's clock.
    await page.clock.fastForward(31_000);
    await expect.poll(() => figureOf(page, "Mesures ajoutées"), { timeout: 10_000 }).toBe(before + 1);
    expect(navigations).toEqual([]);
  });
});

describe("/traffic as an admin on demo data", () => {
  it("shows the cards with their change, the chart and the tables, and switches period", async () => {
    const page = await signedInOn("Trafic", "Analyse du Trafic");
    const views = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Vues totales" }) });
    const figure = Number((await views.locator("p").first().textContent())!.replace(/\D/g, ""));
    expect(figure).toBeGreaterThan(1_000);
    expect(await views.textContent()).toMatch(/[+-]?\d+(,\d)?\s%|Sans comparaison/);
    await page.getByRole("img", { name: /Vues et visiteurs uniques par jour/ }).waitFor();
    await page
      .getByRole("heading", { name: /Pages les plus vues|Pages/ })
      .first()
      .waitFor();
    await page.getByText("Géolocalisation IP par DB-IP").waitFor();

    const period = page.getByRole("navigation", { name: "Période" });
    await period.getByRole("link", { name: "7 jours" }).click();
    await page.waitForURL(/periode=7j/);
    await expect.poll(() => period.getByRole("link", { name: "7 jours" }).getAttribute("aria-current")).toBe("page");
    await expect.poll(async () => Number((await views.locator("p").first().textContent())!.replace(/\D/g, ""))).toBeLessThan(figure);
  });

  it("downloads a table as CSV that French Excel opens as is: BOM, semicolons", async () => {
    const page = await signedInOn("Trafic", "Analyse du Trafic");
    const download = page.waitForEvent("download");
    await page
      .getByRole("link", { name: /CSV.*Pages/ })
      .first()
      .click();
    const file = await downloadedFile(download);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.toString("utf8").slice(1);
    expect(text.split("\r\n")[0]).toContain(";");
    expect(text.split("\r\n").length).toBeGreaterThan(2);
  });
});

/** The widest figure the demo at 10 million page views puts in a card (/commercial, visitors). */
const WIDE_FIGURE = "4\u202F629\u202F520";
/** The widest delay a card shows (domain/quotes/quote-format.ts formatHours, working hours: days from 48 h on). */
const WIDE_DELAY = "47,9\u00A0h ouvrées";

/**
 * On a phone, the lists of people and calculations (an e-mail address in each row, up to 12 columns) scroll sideways
 * in their own region, which the keyboard reaches; every other table shows all its columns.
 */
const SCROLLING_ON_A_PHONE = ["Projets Identifiés", "Demandes de Contact", "Derniers calculs", "Mesures individuelles", "Récapitulatifs"];

/** What is wrong with the page's layout, in words; tables whose title starts with one of `scrolling` may scroll. */
function layoutProblems(page: Page, scrolling: string[]): Promise<string[]> {
  return page.evaluate(
    ({ wideFigure, wideDelay, scrolling }) => {
      const problems: string[] = [];
      const describe = (element: Element) => (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
      /** The distinct line boxes a piece of text lies on. */
      const lines = (range: Range) => {
        const tops: number[] = [];
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          if (!tops.some((top) => Math.abs(top - rect.top) < 3)) tops.push(rect.top);
        }
        return tops.length;
      };
      const textLines = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return lines(range);
      };

      if (document.documentElement.scrollWidth > window.innerWidth) {
        problems.push(`page ${document.documentElement.scrollWidth - window.innerWidth} px wider than the screen`);
      }
      for (const link of document.querySelectorAll('nav[aria-label="Période"] a')) {
        if (textLines(link) > 1) problems.push(`period "${describe(link)}" on ${textLines(link)} lines`);
      }

      // Cards: a heading and the figure under it; the figure stays inside the card, even a 7-digit one.
      for (const card of document.querySelectorAll("main li")) {
        const heading = card.querySelector(":scope > h2, :scope > h3");
        const figure = card.querySelector(":scope > p");
        if (!heading || !figure) continue;
        const check = (what: string) => {
          const box = card.getBoundingClientRect();
          const style = getComputedStyle(card);
          const inner = { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
          const range = document.createRange();
          range.selectNodeContents(figure);
          const text = range.getBoundingClientRect();
          if (text.right > inner.right + 0.5 || text.left < inner.left - 0.5 || figure.scrollWidth > figure.clientWidth + 0.5) {
            problems.push(`card "${describe(heading)}": figure ${what} outside its card`);
          }
          if (textLines(figure) > 1) problems.push(`card "${describe(heading)}": figure ${what} on ${textLines(figure)} lines`);
        };
        check(`"${describe(figure)}"`);
        // The demo's figures depend on the day the test runs: the widest of their kind is tried too.
        const widest = /^[\d\u202F]+$/.test(figure.textContent ?? "")
          ? wideFigure
          : / ouvrée?s?$/.test(figure.textContent ?? "")
            ? wideDelay
            : null;
        if (widest !== null) {
          const original = figure.textContent;
          figure.textContent = widest;
          check(`"${widest}"`);
          figure.textContent = original;
        }
      }

      for (const table of document.querySelectorAll("main table")) {
        const region = table.closest('[role="region"]') ?? table.parentElement!;
        const title = describe(document.getElementById(region.getAttribute("aria-labelledby") ?? "") ?? region);
        if (!scrolling.some((start) => title.startsWith(start)) && region.scrollWidth > region.clientWidth + 0.5) {
          problems.push(`table "${title}": ${region.scrollWidth - region.clientWidth} px of columns out of view`);
        }
        for (const cell of table.querySelectorAll("th, td")) {
          const text = (cell.textContent ?? "").trim();
          const cellLines = textLines(cell);
          // A cell on one line has no word broken across lines either: most cells, nothing more to measure.
          if (cellLines <= 1) continue;
          // Dates, figures, amounts and rates: on one line.
          if (/^(\d{2}\/\d{2}\/\d{4}|[−+-]?[\d\u202F\u00A0,]+(\u00A0(%|€\u00A0HT))?|\d+:\d{2})$/.test(text)) {
            problems.push(`table "${title}": "${text}" on ${cellLines} lines`);
          }
          // No word broken inside: each run of letters and digits lies on one line.
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of (node.textContent ?? "").matchAll(/[\p{L}\p{N}]+/gu)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              if (lines(range) > 1) problems.push(`table "${title}": "${match[0]}" broken across lines`);
            }
          }
        }
      }
      return [...new Set(problems)];
    },
    { wideFigure: WIDE_FIGURE, wideDelay: WIDE_DELAY, scrolling },
  );
}

describe("the dashboards' layout on demo data", () => {
  for (const width of [390, 1440]) {
    for (const dashboard of DASHBOARDS) {
      it(`keeps ${dashboard.path} readable at ${width} px, without an accessibility violation`, async () => {
        const page = await signedIn({ viewport: { width, height: 900 } });
        await page.goto(dashboard.path);
        await page.getByRole("heading", { level: 1, name: dashboard.heading }).waitFor();
        expect(await layoutProblems(page, width < 640 ? SCROLLING_ON_A_PHONE : [])).toEqual([]);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
      });
    }
  }
});
