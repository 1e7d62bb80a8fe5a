import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { siteInBrowser } from "../support/site-in-browser";

const site = siteInBrowser();

async function openCalculator(page: Page, search = ""): Promise<void> {
  await page.goto(`/calculateur-paroi${search}`);
  await page.locator('[data-hydrated="true"]').waitFor();
}

const uValue = (page: Page) => page.getByTestId("u-value").textContent();

/** How far the document reaches past the viewport (tests/e2e/phone-width.spec.ts), with what sticks out. */
async function overflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
    return { excess: document.documentElement.scrollWidth - width, culprits };
  });
}

describe("/calculateur-paroi in a browser", () => {
  it("starts from a preset, recomputes U when a thickness changes, keeps the wall in the URL and after a reload", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openCalculator(page);
    await page.getByRole("button", { name: "Ossature bois, laine de verre 145 mm" }).click();
    await expect.poll(() => uValue(page)).toBe("0,259 W/(m²·K)");
    expect(page.url()).toContain("c=gypsum-plasterboard_13*membrane-sd-18_0.2*glass-wool_145_softwood-timber_45_600");

    const answered = page.waitForResponse("**/api/wall-performance");
    await page.getByLabel("Épaisseur (mm)").nth(2).fill("200");
    expect((await answered).status()).toBe(200);
    await expect.poll(() => uValue(page)).not.toBe("0,259 W/(m²·K)");
    const thicker = await uValue(page);
    expect(page.url()).toContain("glass-wool_200_");

    // Keyboard reorder: the OSB (layer 4) goes up one place.
    await page.getByRole("button", { name: "Monter la couche 4" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.url()).toContain("membrane-sd-18_0.2*osb_12*glass-wool_200");

    await page.reload();
    await page.locator('[data-hydrated="true"]').waitFor();
    expect(await uValue(page)).toBe(thicker);
    expect(await page.getByLabel("Épaisseur (mm)").nth(3).inputValue()).toBe("200");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("takes the wall last edited in this browser when the link holds none", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openCalculator(page);
    await page.getByRole("button", { name: /^Voile béton/ }).click();
    await expect.poll(() => uValue(page)).toBe("0,183 W/(m²·K)");
    await openCalculator(page);
    await expect.poll(() => uValue(page)).toBe("0,183 W/(m²·K)");
  });

  it("lays out within a 390 px screen, and axe finds nothing serious", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 780 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await openCalculator(page);
    await page.getByTestId("u-value").waitFor();
    const { excess, culprits } = await overflow(page);
    expect(excess, culprits.join(", ")).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
