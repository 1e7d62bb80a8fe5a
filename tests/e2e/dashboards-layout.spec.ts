import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { generateDemoActivity } from "../../scripts/demo/demo-activity";
import { generateDemoPageViews } from "../../scripts/demo/demo-traffic";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { createTestAccount, signInThroughPage } from "../support/auth";
import { siteInBrowser } from "../support/site-in-browser";

/**
 * The four dashboards stay readable on a phone (390 px) and on a desktop (1440 px) with demo data:
 * no page wider than the screen, no figure outside its card, dates and figures on one line, no word broken inside
 * ("Fran/ce"), period links on one line, and every table with all its columns in view (on a phone, the lists with an
 * e-mail in each row scroll sideways in their own region instead).
 */
const site = siteInBrowser({ env: { ADMIN_MFA: "optional" } });
const ADMIN = "mise-en-page@exemple.fr";

const DASHBOARDS = [
  { path: "/traffic", heading: "Analyse du Trafic" },
  { path: "/commercial", heading: "Tableau de Bord Commercial" },
  { path: "/technique", heading: "Tableau de Bord Technique" },
  { path: "/business-plan", heading: "Business Plan Dashboard" },
];

/** The widest figure the demo at 10 million page views puts in a card (/commercial, visitors). */
const WIDE_FIGURE = "4\u202F629\u202F520";

beforeAll(async () => {
  await generateDemoPageViews(site.database.pool, { pageViews: 20_000 });
  await generateDemoActivity(site.database.pool, { pageViews: 20_000 });
  await createTestAccount(site.database, { email: ADMIN, role: "admin" });
});

/**
 * On a phone, the lists of people and calculations (an e-mail address in each row, up to 12 columns) scroll sideways
 * in their own region, which the keyboard reaches; every other table shows all its columns.
 */
const SCROLLING_ON_A_PHONE = ["Projets Identifiés", "Demandes de Contact", "Derniers calculs", "Mesures individuelles", "Récapitulatifs"];

/** What is wrong with the page's layout, in words; tables whose title starts with one of `scrolling` may scroll. */
function layoutProblems(page: Page, scrolling: string[]): Promise<string[]> {
  return page.evaluate(
    ({ wideFigure, scrolling }) => {
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
        if (/^[\d\u202F]+$/.test(figure.textContent ?? "")) {
          const original = figure.textContent;
          figure.textContent = wideFigure;
          check(`"${wideFigure}"`);
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
          // Dates, figures, amounts and rates: on one line.
          if (/^(\d{2}\/\d{2}\/\d{4}|[−+-]?[\d\u202F\u00A0,]+(\u00A0(%|€\u00A0HT))?|\d+:\d{2})$/.test(text) && textLines(cell) > 1) {
            problems.push(`table "${title}": "${text}" on ${textLines(cell)} lines`);
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
    { wideFigure: WIDE_FIGURE, scrolling },
  );
}

describe("the dashboards' layout on demo data", () => {
  for (const width of [390, 1440]) {
    for (const dashboard of DASHBOARDS) {
      it(`keeps ${dashboard.path} readable at ${width} px, without an accessibility violation`, async () => {
        const context = await site.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await signInThroughPage(page, ADMIN);
        await page.goto(dashboard.path);
        await page.getByRole("heading", { level: 1, name: dashboard.heading }).waitFor();
        expect(await layoutProblems(page, width < 640 ? SCROLLING_ON_A_PHONE : [])).toEqual([]);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
      });
    }
  }
});
