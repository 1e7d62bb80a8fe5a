import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COOKIE_CONSENT_KEY } from "~/lib/browser-keys";
import { siteInBrowser } from "../support/site-in-browser";

/**
 * A tool page's first tap, click or Tab, made while React is still on its way (app/islands/start-on-use.ts,
 * docs/decisions/0019-tools-on-use.md), lands where the visitor meant. React's code is held back by the test until
 * the visitor has acted, so that what is checked is the page before React, whatever the machine's speed.
 */
const site = siteInBrowser();

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** The page, listening for its first use, with React's code held back until `release` is called. */
async function openWaiting(path: string, options: BrowserContextOptions): Promise<{ page: Page; release: () => Promise<void> }> {
  const context = await site.newContext(options);
  // A visitor who answered the cookie banner before: on a phone it would cover the fields a finger comes down on.
  await context.addInitScript((key) => window.localStorage.setItem(key, "refused"), COOKIE_CONSENT_KEY);
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.onUse === "ready");
  let releaseModules = () => {};
  const released = new Promise<void>((resolve) => (releaseModules = resolve));
  await page.route("**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return {
    page,
    async release() {
      releaseModules();
      await page.waitForFunction(() => document.documentElement.dataset.onUse === "hydrated");
    },
  };
}

/**
 * A finger on the middle of a field or button, the page scrolled to show it mid-screen (as a visitor does; a scroll is no use
 * of the tool), clear of the cookie banner a fresh browser shows at the bottom.
 */
async function tap(control: Locator): Promise<void> {
  await control.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  const box = await control.boundingBox();
  if (!box) throw new Error("the control is not shown");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cover = await control.evaluate(
    (element, [x, y]) => {
      const under = document.elementFromPoint(x!, y!);
      return element.contains(under) ? null : (under?.outerHTML.slice(0, 200) ?? "nothing");
    },
    [x, y],
  );
  if (cover) throw new Error(`where the finger would come down on the control, the page shows ${cover}`);
  await control.page().touchscreen.tap(x, y);
}

const hasFocus = (field: Locator) => field.evaluate((element) => element === document.activeElement);

/** Presses Tab until the focus is on a field one types into or picks from (not a button, a box or a link). */
async function tabToFirstField(page: Page): Promise<void> {
  for (let presses = 0; presses < 100; presses++) {
    await page.keyboard.press("Tab");
    const onField = await page.evaluate(() =>
      document.activeElement?.matches("select, textarea, input:not([type=checkbox], [type=radio], [type=file], [type=hidden])"),
    );
    if (onField) return;
  }
  throw new Error("100 presses of Tab reached no field");
}

const TOOLS = [
  {
    name: "the bale calculator",
    path: "/calculateur",
    field: (page: Page) => page.getByRole("textbox", { name: /^Quantité/ }).first(),
    typed: "120",
    firstField: (page: Page) => page.getByRole("combobox", { name: "Produit" }).first(),
    /** What React shows for the typed text, once live. */
    answered: (page: Page) => page.getByRole("region", { name: /^Résultat/ }).waitFor(),
  },
  {
    name: "the quote form",
    path: "/devis",
    field: (page: Page) => page.getByRole("textbox", { name: /^Nom et prénom/ }),
    typed: "Jeanne Martin",
    firstField: (page: Page) => page.getByRole("textbox", { name: /^Nom et prénom/ }),
    answered: null,
  },
  {
    name: "the wall calculator",
    path: "/calculateur-paroi",
    field: (page: Page) => page.locator("#couche-1-epaisseur"),
    typed: "300",
    firstField: (page: Page) => page.locator("#couche-1-materiau"),
    /** The page's address holds the wall as React has it (domain/wall/wall-link.ts), the first layer 300 mm thick. */
    answered: (page: Page) => page.waitForURL(/[?&]c=[^&]*300/),
  },
  {
    name: "the contact form",
    path: "/contact",
    field: (page: Page) => page.getByRole("textbox", { name: /^Prénom/ }),
    typed: "Jeanne",
    firstField: (page: Page) => page.getByRole("textbox", { name: /^Prénom/ }),
    answered: null,
  },
  {
    name: "the density worksheet",
    path: "/bordereau-autocontrole",
    field: (page: Page) => page.getByRole("textbox", { name: "Numéro de lot (palette)" }),
    typed: "L-12",
    firstField: (page: Page) => page.getByRole("combobox", { name: "Type de botte" }),
    answered: null,
  },
  {
    name: "the RE2020 estimate",
    path: "/estimation-re2020",
    field: (page: Page) => page.locator("#re2020-sref"),
    typed: "120",
    firstField: (page: Page) => page.locator("#re2020-type"),
    answered: null,
  },
] as const;

describe.each(TOOLS)("the first use of $name ($path)", ({ path, field, typed, firstField, answered }) => {
  it("at 390 px, a tap on a field focuses it, and what is typed after is kept", async () => {
    const { page, release } = await openWaiting(path, PHONE);
    const before = await field(page).inputValue();
    await tap(field(page));
    await release();
    await expect.poll(() => hasFocus(field(page))).toBe(true);
    await page.keyboard.type(typed);
    // The finger came down on the middle of the field, past its text: what is typed goes after what it held.
    expect(await field(page).inputValue()).toBe(before + typed);
    await answered?.(page);
  });

  it("at 1280 px, the first Tab into the tool reaches its first field, and the focus stays there once live", async () => {
    const { page, release } = await openWaiting(path, DESKTOP);
    await tabToFirstField(page);
    expect(await hasFocus(firstField(page))).toBe(true);
    await release();
    expect(await hasFocus(firstField(page))).toBe(true);
  });

  it("at 1280 px, a click on a field focuses it, and what is typed before React is live is kept", async () => {
    const { page, release } = await openWaiting(path, DESKTOP);
    // The whole field, chosen by a triple click, is typed over.
    await field(page).click({ force: true, clickCount: 3 });
    await page.keyboard.type(typed);
    await release();
    await expect.poll(() => hasFocus(field(page))).toBe(true);
    expect(await field(page).inputValue()).toBe(typed);
    await answered?.(page);
  });
});

describe("a button pressed before the tool is live", () => {
  it("at 390 px, a tap on the wall calculator's “add a layer” button adds the layer once live", async () => {
    const { page, release } = await openWaiting("/calculateur-paroi", PHONE);
    const materials = page.getByRole("combobox", { name: "Matériau" });
    const layers = await materials.count();
    await tap(page.getByRole("button", { name: "Ajouter une couche à l'extérieur" }));
    await release();
    await expect.poll(() => materials.count()).toBe(layers + 1);
  });
});
