import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FDES_MESSAGES } from "@domain/fdes/compare-fdes-api";
import { RE2020_MESSAGES } from "@domain/re2020/re2020-schema";
import { comparisonAnswer } from "../support/fdes-answer";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { siteInBrowser } from "../support/site-in-browser";
import { toolInUse } from "../support/islands";

/**
 * What a visitor trips on (issue #40 items 4 and 6): the wall calculator's focus after adding a layer, its material
 * names at 1440 px, a stale "Rapport envoyé"; an element sent to the RE2020 estimate with its area to fill; the RE2020
 * thresholds' caption at 390 px; the FDES comparator's end-of-life text, source cells and success toast at 390 px.
 */

const site = siteInBrowser({ smtp: true });

async function openWall(width = 1440, search = "?modele=paille-botte-36"): Promise<Page> {
  const context = await site.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/calculateur-paroi${search}`);
  await toolInUse(page);
  await page.locator('[data-hydrated="true"]').waitFor();
  await expect.poll(() => page.getByTestId("u-value").textContent()).toBeTruthy();
  return page;
}

/** For each select: the width its chosen option's text needs (font, padding and the arrow) and the width it has. */
function selectFits(page: Page) {
  return page.locator("select").evaluateAll((selects) =>
    (selects as HTMLSelectElement[])
      .filter((select) => select.offsetParent !== null)
      .map((select) => {
        const style = getComputedStyle(select);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = style.font;
        const text = select.selectedOptions[0]?.text ?? "";
        // The arrow Chromium draws at the right of a select: about 20 px at this size.
        const ARROW = 20;
        const needed = context.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + ARROW;
        return { id: select.id, text, needed: Math.ceil(needed), has: select.clientWidth };
      }),
  );
}

describe("the rough edges a visitor notices", () => {
  it("wall calculator: the new layer takes the focus, and at 1440 px every material's longest name shows whole", async () => {
    const page = await openWall();
    const layers = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Couche \d/ }) });
    const before = await layers.count();
    await page.getByRole("button", { name: "Ajouter une couche à l'extérieur" }).click();
    await expect.poll(() => layers.count()).toBe(before + 1);
    // The focus is on the new (last) layer's material, not left on the button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? "")).toMatch(/^couche-\d+-materiau$/);
    const focusedId = await page.evaluate(() => document.activeElement!.id);
    expect(await layers.last().locator(`#${focusedId}`).count()).toBe(1);

    // Every layer's material, and the studs', on the longest names of the catalogue.
    const materials = page.locator('select[id$="-materiau"]');
    for (let index = 0; index < (await materials.count()); index++) {
      await materials.nth(index).selectOption("botte-36-on-edge");
    }
    await page.locator('select[id$="-montant"]').first().selectOption("botte-46-on-edge");
    for (const select of await selectFits(page)) {
      if (!/-(materiau|montant)$/.test(select.id)) continue;
      expect(select.needed, `${select.id} « ${select.text} »`).toBeLessThanOrEqual(select.has);
    }
  });

  it("wall calculator: an invalid address after a sent report takes the old 'Rapport envoyé' away", async () => {
    const page = await openWall(1280);
    const address = page.getByLabel("Adresse e-mail", { exact: true });
    const send = page.getByRole("button", { name: "Recevoir par e-mail" });
    await address.fill("atelier@exemple.fr");
    await send.click();
    await page.getByText(/^Rapport envoyé/).waitFor();
    await address.fill("pas-une-adresse");
    await send.click();
    await page.getByText("Format d'email invalide").waitFor();
    expect(await page.getByText(/^Rapport envoyé/).count()).toBe(0);
  });

  it("a roof sent from the wall calculator arrives with its area empty, focused and marked to fill, never at a default", async () => {
    const page = await openWall(1280, "?modele=paille-botte-46");
    await page.getByRole("radio", { name: "Toiture", exact: true }).check();
    await expect.poll(() => page.url()).toContain("e=roof");
    const link = page.getByRole("link", { name: "Estimer la part de cette paroi dans l'Ic construction RE2020" });
    await link.click();
    await page.waitForURL(/\/estimation-re2020\?/);
    const roof = page.getByLabel(/Surface de toiture \(m²\)/);
    await roof.waitFor();
    await expect.poll(() => roof.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await roof.inputValue()).toBe("");
    expect(await roof.getAttribute("aria-invalid")).toBe("true");
    expect(await roof.getAttribute("data-to-fill")).toBe("true");
    await page.getByText("À renseigner", { exact: true }).waitFor();
    await page.getByText(RE2020_MESSAGES.areaToFill.roof).first().waitFor();
    expect(await page.getByTestId("ic-dynamic").count()).toBe(0);

    await roof.fill("85,5");
    await page.getByRole("button", { name: "Estimer" }).click();
    await page.getByTestId("ic-dynamic").waitFor();
    expect(page.url()).toContain("toiture=85%2C5");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("RE2020 at 390 px: the thresholds table's caption shows whole", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto("/estimation-re2020");
    const caption = page.getByTestId("thresholds-caption");
    await caption.waitFor();
    const box = (await caption.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await caption.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await caption.textContent()).toBe("Part du seuil Ic construction_max_moyen (maison individuelle ou accolée)");
  });

  it("FDES comparator at 390 px: the end of life without a page footer, each table title once, the toast off the result", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    const answer = comparisonAnswer();
    const caption =
      "Tableau 4 – Indicateurs d'impacts environnementaux décrivant les impacts environnementaux par unité fonctionnelle selon NF EN 15804+A2";
    for (const source of Object.values(answer.uploaded_product.details.sources)) if (source) source.table = caption;
    answer.uploaded_product.end_of_life =
      "FDES Laine de verre Exemple 120 mm – Page 2 / 8 le produit est mis en installation de stockage de déchets non dangereux.";
    await page.route("**/api/compare-fdes", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(answer) }),
    );
    await page.goto("/comparateur-environnemental");
    await toolInUse(page);
    const analyse = page.getByRole("button", { name: /Analyser la FDES|Analyse en cours/ });
    await expect.poll(() => analyse.isEnabled()).toBe(true);
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("Choisir un fichier", { exact: true }).click();
    const pdf = Buffer.alloc(2000, " ");
    pdf.write("%PDF-1.7\n");
    await (await chooser).setFiles({ name: "laine.pdf", mimeType: "application/pdf", buffer: pdf });
    await analyse.click();

    const heading = page.getByRole("heading", { name: "Résultats de la comparaison" });
    await heading.waitFor();
    const toast = page.getByRole("listitem").filter({ hasText: FDES_MESSAGES.success.description });
    await toast.waitFor();
    // The toast and the result's start (its heading and the analysed product's name) do not overlap.
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(200);
    const toastBox = (await toast.boundingBox())!;
    for (const element of [heading, page.getByTestId("fdes-uploaded-name")]) {
      const box = (await element.boundingBox())!;
      const overlaps = box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }

    // Which R our bales are brought from, said under their table (docs/product.md §10.9).
    expect((await page.getByTestId("equal-r-basis").textContent())?.replace(/[\u00a0\u202f]/g, " ")).toContain(
      "R de la botte : Botte 22 4,23 m².K/W, Botte 36 6,92 m².K/W, Botte 46 8,85 m².K/W (R selon les règles professionnelles, λ 0,052)",
    );
    const card = page.getByRole("region", { name: "Produit analysé", exact: true });
    await card.getByText("Le produit est mis en installation de stockage de déchets non dangereux.").waitFor();
    expect(await card.getByText(/Page 2 \/ 8/).count()).toBe(0);
    // The title once, under the sources; the cells name it by its number.
    const sources = page.getByTestId("fdes-sources");
    expect(await sources.getByText(caption).count()).toBe(0);
    expect(await sources.locator("tbody td").filter({ hasText: "tableau 1," }).count()).toBeGreaterThan(3);
    expect(await page.getByTestId("fdes-source-tables").textContent()).toBe(`Tableau 1 : « ${caption} »`);
  });
});
