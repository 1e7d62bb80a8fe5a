import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES, blogArticlePath } from "~/content/blog";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { builtSiteStylesheet } from "../../scripts/lib/page-stylesheet-check";
import { islandHydrated, toolInUse } from "../support/islands";
import { siteInBrowser } from "../support/site-in-browser";

/**
 * Each page is sent only the rules of the stylesheet its HTML can use (docs/decisions/0022): it must look exactly as
 * with the whole stylesheet. Every element's computed style (every property, and its ::before and ::after), at a
 * phone's width and a desktop's, is compared between the page as sent and the same page once the whole stylesheet
 * is added. The page's scripts are held back, so that what is compared is the server's HTML as first painted.
 * Then, once React runs (an island woken, a tool used), the whole stylesheet is there: what React draws next is styled.
 */
const site = siteInBrowser();
const PAGES = [...PUBLIC_PAGES.map((page) => page.path), blogArticlePath(BLOG_ARTICLES[0]!), "/auth", "/page-qui-n-existe-pas"];
const WIDTHS = [390, 1280] as const;

type ElementStyles = { element: string; values: string[] };

/** Every drawn element's computed style, in document order: each property's value, then those of ::before and ::after. */
async function computedStyles(page: Page, sameProperties?: string[]): Promise<{ properties: string[]; elements: ElementStyles[] }> {
  return page.evaluate((given) => {
    // Every property the root has, custom ones included, in one order for both snapshots (the browser lists custom
    // properties in an order of its own).
    const properties = given ?? Array.from(getComputedStyle(document.documentElement)).sort();
    // The document's head changes (the whole stylesheet's <link> is added); what is drawn is the body.
    const drawn = [document.documentElement, document.body, ...document.body.querySelectorAll("*")];
    const elements = drawn.map((element) => {
      const own = getComputedStyle(element);
      const values = properties.map((property) => own.getPropertyValue(property));
      for (const pseudo of ["::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        // Most elements have no generated box: its style is then the element's own, and adds nothing.
        if (style.content !== "none" && style.content !== "normal")
          values.push(...properties.map((property) => `${pseudo} ${style.getPropertyValue(property)}`));
      }
      const classes = element.getAttribute("class");
      return {
        element: `${element.localName}${element.id ? `#${element.id}` : ""}${classes ? `.${classes.split(/\s+/).join(".")}` : ""}`,
        values,
      };
    });
    return { properties, elements };
  }, sameProperties);
}

/** "element: property a → b" for each value that differs, at most a few dozen. */
function differences(before: Awaited<ReturnType<typeof computedStyles>>, after: Awaited<ReturnType<typeof computedStyles>>): string[] {
  const found: string[] = [];
  before.elements.forEach((element, index) => {
    const other = after.elements[index]!;
    element.values.forEach((value, valueIndex) => {
      if (found.length < 40 && value !== other.values[valueIndex]) {
        const property = before.properties[valueIndex % before.properties.length];
        found.push(`${element.element}: ${property} ${value} → ${other.values[valueIndex]}`);
      }
    });
    if (element.values.length !== other.values.length) found.push(`${element.element}: ::before/::after drawn differently`);
  });
  return found;
}

describe("a page's own stylesheet", () => {
  for (const path of PAGES) {
    it(`${path} looks the same as with the whole stylesheet, at ${WIDTHS.join(" and ")} px`, async () => {
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
      const sent: Awaited<ReturnType<typeof computedStyles>>[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        sent.push(await computedStyles(page));
      }
      expect(await page.locator('style[data-href="site"]').count(), `${path}: its own stylesheet`).toBe(1);
      await page.addStyleTag({ url: builtSiteStylesheet().url });
      for (const [index, width] of WIDTHS.entries()) {
        await page.setViewportSize({ width, height: 900 });
        const whole = await computedStyles(page, sent[index]!.properties);
        expect(
          whole.elements.map((element) => element.element),
          `${path} at ${width} px: the same elements`,
        ).toEqual(sent[index]!.elements.map((element) => element.element));
        expect(differences(sent[index]!, whole), `${path} at ${width} px: computed styles with the whole stylesheet`).toEqual([]);
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
