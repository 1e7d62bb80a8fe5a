import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES, blogArticlePath } from "~/content/blog";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { builtSiteStylesheet } from "../../scripts/lib/page-stylesheet-check";
import { islandHydrated, toolInUse } from "../support/islands";
import { siteInBrowser } from "../support/site-in-browser";

/**
 * Each page is sent only the rules of the stylesheet its HTML can use (docs/decisions/0022): it must look exactly as
 * with the whole stylesheet. Every element's computed style (and that of its ::before and ::after), at a phone's width
 * and a desktop's, is compared between the page as sent and the same page once the whole stylesheet is added. The
 * page's scripts are held back, so that what is compared is the server's HTML as first painted.
 * Then, once React runs (an island woken, a tool used), the whole stylesheet is there: what React draws next is styled.
 */
const site = siteInBrowser();
const PAGES = [...PUBLIC_PAGES.map((page) => page.path), blogArticlePath(BLOG_ARTICLES[0]!), "/auth", "/page-qui-n-existe-pas"];
const WIDTHS = [390, 1280] as const;
/** Differences listed for one page and width, enough to see which rule is missing. */
const DIFFERENCES_SHOWN = 40;

/**
 * The properties compared: every standard property a rule of the whole stylesheet declares (as the browser expands its
 * shorthands). A rule missing from a page's CSS changes, on an element it matches, one of the properties it declares;
 * any other property (one no rule declares, or a custom property, which shows only through the standard properties
 * that use it) keeps its value or has no effect on what is drawn. About 140 properties instead of the 610 a computed
 * style lists (this file: 101 s of CPU before, 44 s after, in the same Chromium).
 */
async function declaredProperties(css: string): Promise<string[]> {
  const page = await site.browser.newPage();
  try {
    return await page.evaluate((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      const found = new Set<string>();
      const visit = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) for (let index = 0; index < rule.style.length; index++) found.add(rule.style.item(index));
          if ("cssRules" in rule) visit((rule as CSSGroupingRule).cssRules);
        }
      };
      visit(sheet.cssRules);
      return [...found].filter((property) => !property.startsWith("--")).sort();
    }, css);
  } finally {
    await page.close();
  }
}

/**
 * Takes a snapshot of every drawn element's computed style under `name` in the page, and, given the name of an earlier
 * one, compares the two there (the snapshots stay in the page: only the differences travel).
 */
function snapshot(page: Page, properties: string[], name: string, compareWith?: string) {
  return page.evaluate(
    ({ properties, name, compareWith, shown: differencesShown }) => {
      type Snapshot = { elements: string[]; values: string[][] };
      const store = globalThis as unknown as Record<string, Snapshot>;
      // The document's head changes (the whole stylesheet's <link> is added); what is drawn is the body.
      const drawn = [document.documentElement, document.body, ...document.body.querySelectorAll("*")];
      // An element whose layout the browser skips (inside a closed <details>, or hidden) reports sizes from whenever it
      // was last laid out, if ever: those say nothing about its style.
      const laidOut = /^(width|height|block-size|inline-size|top|right|bottom|left|inset-.*|(perspective|transform)-origin|margin-.*)$/;
      const layoutDependent = properties.map((property) => laidOut.test(property));
      const taken: Snapshot = { elements: [], values: [] };
      for (const element of drawn) {
        const own = getComputedStyle(element);
        let shown = true;
        for (let node: Element | null = element; node && shown; node = node.parentElement) {
          const parent = node.parentElement;
          if (
            node.hasAttribute("hidden") ||
            (parent?.localName === "details" && !parent.hasAttribute("open") && node.localName !== "summary")
          )
            shown = false;
        }
        const values = properties.map((property, index) => {
          // Read even when set aside below: skipping the read of a skipped element's sizes crashed Chromium's tab.
          const value = own.getPropertyValue(property);
          return shown || !layoutDependent[index] ? value : "(not laid out)";
        });
        for (const pseudo of ["::before", "::after"]) {
          const style = getComputedStyle(element, pseudo);
          // Most elements have no generated box: its style is then the element's own, and adds nothing.
          if (style.content !== "none" && style.content !== "normal")
            values.push(...properties.map((property) => `${pseudo} ${property}: ${style.getPropertyValue(property)}`));
        }
        const classes = element.getAttribute("class");
        taken.elements.push(
          `${element.localName}${element.id ? `#${element.id}` : ""}${classes ? `.${classes.split(/\s+/).join(".")}` : ""}`,
        );
        taken.values.push(values);
      }
      store[name] = taken;
      if (compareWith === undefined) return null;
      const before = store[compareWith]!;
      const differences: string[] = [];
      before.values.forEach((values, elementIndex) => {
        const other = taken.values[elementIndex] ?? [];
        const label = before.elements[elementIndex];
        values.forEach((value, valueIndex) => {
          if (differences.length < differencesShown && value !== other[valueIndex]) {
            const property = valueIndex < properties.length ? `${properties[valueIndex]} ` : "";
            differences.push(`${label}: ${property}${value} → ${other[valueIndex]}`);
          }
        });
        if (values.length !== other.length) differences.push(`${label}: ::before/::after drawn differently`);
      });
      return { elements: [before.elements, taken.elements], differences };
    },
    { properties, name, compareWith, shown: DIFFERENCES_SHOWN },
  );
}

describe("a page's own stylesheet", () => {
  let properties: string[];

  for (const path of PAGES) {
    it(`${path} looks the same as with the whole stylesheet, at ${WIDTHS.join(" and ")} px`, async () => {
      properties ??= await declaredProperties(builtSiteStylesheet().css);
      const context = await site.newContext();
      await context.route("**/assets/*.js", (route) => route.abort());
      const page = await context.newPage();
      await page.goto(path);
      // A block drawn only near the viewport (`content-visibility: auto`, decision 0007) has an assumed height until
      // then: drawn for both snapshots, its size depends on its style, not on where the viewport happened to be.
      await page.evaluate(() => {
        for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
          if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
        }
      });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await snapshot(page, properties, `sent at ${width}`);
      }
      expect(await page.locator('style[data-href="site"]').count(), `${path}: its own stylesheet`).toBe(1);
      await page.addStyleTag({ url: builtSiteStylesheet().url });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const compared = (await snapshot(page, properties, `whole at ${width}`, `sent at ${width}`))!;
        expect(compared.elements[1], `${path} at ${width} px: the same elements`).toEqual(compared.elements[0]);
        expect(compared.differences, `${path} at ${width} px: computed styles with the whole stylesheet`).toEqual([]);
      }
    });
  }

  /** How many rules of the whole stylesheet the page holds (its top-level rules): 0 when not loaded. */
  const wholeStylesheet = (page: Page) =>
    page.evaluate((url) => {
      const sheet = Array.from(document.styleSheets).find((candidate) => candidate.href?.endsWith(url));
      return sheet ? sheet.cssRules.length : 0;
    }, builtSiteStylesheet().url);

  it("a tool loads the whole stylesheet on its first use, before React runs, and not at load", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await page.goto("/calculateur-paroi", { waitUntil: "networkidle" });
    expect(await wholeStylesheet(page)).toBe(0);
    await toolInUse(page);
    expect(await wholeStylesheet(page)).toBeGreaterThan(0);
  });

  it("an island loads the whole stylesheet before it hydrates (the phone menu of a content page)", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto("/faq", { waitUntil: "networkidle" });
    expect(await wholeStylesheet(page)).toBe(0);
    await page.getByRole("button", { name: "Menu", exact: true }).tap();
    await islandHydrated(page, '[data-island="mobile-menu"] button');
    expect(await wholeStylesheet(page)).toBeGreaterThan(0);
    // What the island drew once live (the open menu's links) is styled: laid out in the page, not as bare text.
    await expect.poll(() => page.getByRole("navigation", { name: "Navigation principale" }).isVisible()).toBe(true);
  });
});
