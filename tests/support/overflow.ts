import type { Page } from "playwright-core";

/**
 * How far the document reaches past the viewport, in CSS pixels, after scrolling to the bottom so that every
 * section drawn when it comes near the viewport is drawn; with the elements that stick out, to say what to fix.
 */
export async function horizontalOverflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
    return { excess: document.documentElement.scrollWidth - width, culprits };
  });
}
