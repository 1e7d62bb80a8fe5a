import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FDES_MAX_BYTES, FDES_MESSAGES } from "@domain/fdes/compare-fdes-api";
import { PRIMARY_ENERGY_NOTE } from "@domain/fdes/analysis";
import { FDES_REPORT_FILE_NAME } from "@domain/fdes/fdes-report-schema";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { comparisonAnswer } from "../support/fdes-answer";
import { pdfPagesText } from "../support/pdf-text";
import { downloadedFile, siteInBrowser } from "../support/site-in-browser";
import { toolInUse } from "../support/islands";

const site = siteInBrowser();

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures", "fdes");
const GLASS_WOOL = "a1-glass-wool-portrait";
const expected = JSON.parse(readFileSync(path.join(FIXTURES, `${GLASS_WOOL}.expected.json`), "utf8")) as {
  product_name: string;
  valid_until: string;
};

const BALES = ["Botte 22", "Botte 36", "Botte 46", "ArgiBotte"];
const OUR_BOTTE_36 = path.join(import.meta.dirname, "..", "..", "build", "client", "documents", "FDES_Botte_36cm.pdf");

async function openComparator(viewport = { width: 1280, height: 900 }): Promise<{ page: Page; sent: Request[] }> {
  const context = await site.newContext({ viewport });
  const page = await context.newPage();
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/compare-fdes")) sent.push(request);
  });
  await page.goto("/comparateur-environnemental");
  await toolInUse(page);
  await page.getByRole("heading", { level: 1, name: "Comparateur environnemental" }).waitFor();
  // The button waits for React: once enabled, the page reacts to what the test does.
  await expect.poll(() => analyseButton(page).isEnabled()).toBe(true);
  return { page, sent };
}

const analyseButton = (page: Page) => page.getByRole("button", { name: /Analyser la FDES|Analyse en cours/ });
const fileInput = (page: Page) => page.getByLabel("Fichier FDES (PDF, 600 ko au maximum)");

/**
 * As a visitor does: a click on 'Choisir un fichier' (or, with `keyboard`, Space on the focused input), then the
 * file picked in the browser's dialog.
 */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, options: { keyboard?: boolean } = {}) {
  const chooser = page.waitForEvent("filechooser");
  if (options.keyboard) {
    await fileInput(page).focus();
    await page.keyboard.press("Space");
  } else {
    await page.getByText("Choisir un fichier", { exact: true }).click();
  }
  await (await chooser).setFiles(file);
}
const steps = (page: Page) => page.getByRole("list", { name: "Étapes de l'analyse" }).getByRole("listitem");

/** A toast of docs/product.md §9, by its title and sentence. */
async function toastShown(page: Page, message: { title: string; description: string }) {
  const toast = page.getByRole("listitem").filter({ hasText: message.description });
  await toast.waitFor();
  expect(await toast.textContent()).toContain(message.title);
}

function pdfBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size, " ");
  bytes.write("%PDF-1.7\n");
  return bytes;
}

describe("/comparateur-environnemental in a browser", () => {
  it("refuses a file that is not a PDF, one over 600 ko and no file at all, without sending anything", async () => {
    const { page, sent } = await openComparator();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByText("Merci de vous limiter à 2 ou 3 comparaisons.").waitFor();
    await page.getByText("Votre fichier n'est jamais conservé.").waitFor();
    await page.getByText("Aucune intelligence artificielle.").waitFor();
    // Our declarations, the generated ones labelled as examples.
    for (const bale of BALES) {
      const entry = page.locator("li", { has: page.getByText(`FDES ${bale}`, { exact: true }) });
      await entry.getByRole("link", { name: `Télécharger FDES ${bale} (PDF)` }).waitFor();
      await entry.getByText("Exemple", { exact: true }).waitFor();
    }

    // A file dropped on the zone is taken as if chosen.
    await page.getByTestId("fdes-drop-zone").evaluate((zone) => {
      const data = new DataTransfer();
      data.items.add(new File(["%PDF-1.7\n"], "deposee.pdf", { type: "application/pdf" }));
      zone.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await page.getByTestId("fdes-chosen-file").getByText("deposee.pdf").waitFor();

    await chooseFile(page, { name: "notes.pdf", mimeType: "text/plain", buffer: Buffer.from("pas un PDF") });
    await toastShown(page, FDES_MESSAGES.invalidFormat);
    // Said beside the input too, once the toast has gone.
    await page.getByTestId("fdes-chosen-file").getByText(FDES_MESSAGES.invalidFormat.description).waitFor();

    await chooseFile(page, { name: "trop-lourde.pdf", mimeType: "application/pdf", buffer: pdfBytes(FDES_MAX_BYTES + 1) });
    await toastShown(page, FDES_MESSAGES.tooLarge);

    await analyseButton(page).click();
    await toastShown(page, FDES_MESSAGES.noFile);
    expect(sent).toEqual([]);
  });

  it("compares a declaration with our four bales: uploaded product, closest match, charts, analysis, success toast", async () => {
    const { page, sent } = await openComparator();
    await chooseFile(
      page,
      {
        name: `${GLASS_WOOL}.pdf`,
        mimeType: "application/pdf",
        buffer: readFileSync(path.join(FIXTURES, `${GLASS_WOOL}.pdf`)),
      },
      { keyboard: true },
    );
    await page.getByText(`${GLASS_WOOL}.pdf`).waitFor();
    await page.getByText("(102 Ko)").waitFor();
    await analyseButton(page).click();

    await page.getByRole("heading", { name: "Résultats de la comparaison" }).waitFor();
    await toastShown(page, FDES_MESSAGES.success);
    expect(sent).toHaveLength(1);
    expect(await steps(page).allTextContents()).toEqual([
      "Envoi du fichier (terminé)",
      "Lecture des tableaux (terminé)",
      "Comparaison (terminé)",
    ]);
    // The results' heading takes the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Résultats de la comparaison");

    expect(await page.getByTestId("fdes-uploaded-name").textContent()).toBe(expected.product_name);
    const card = page.getByRole("region", { name: "Produit analysé", exact: true });
    await card.getByText("NF EN 15804+A1", { exact: true }).waitFor();
    await card.getByText("31 mai 2029").waitFor();
    await card.getByText("R = 3,75 m².K/W").waitFor();
    await card.getByText("2,95 kg CO₂ éq.").waitFor();
    // An A1 declaration against our A2 ones: said not to be strictly comparable.
    await card.getByText(/pas strictement comparables/).waitFor();

    const table = page.getByRole("table", { name: /Nos bottes à résistance thermique égale/ });
    expect(await table.locator("tbody tr").count()).toBe(4);
    for (const bale of BALES) await table.getByRole("rowheader", { name: new RegExp(`^${bale}`) }).waitFor();
    // Our generated sample declarations: every value says so, and each row links to its document.
    expect(await table.getByRole("link", { name: /^Valeurs d'exemple/ }).count()).toBe(4);
    expect(await table.getByText("(valeur d'exemple)").count()).toBeGreaterThanOrEqual(4);
    const closest = table.locator("tr[data-closest]");
    expect(await closest.count()).toBe(1);
    await closest.getByText("Correspondance la plus proche").waitFor();
    await page.getByText(/^Correspondance la plus proche : /).waitFor();

    for (const title of ["Réchauffement climatique", "Énergie primaire totale", "Eau douce nette", "Déchets éliminés"]) {
      await page.getByRole("img", { name: new RegExp(`^${title}, en `) }).waitFor();
    }
    const analysis = page.getByTestId("fdes-analysis").locator("p");
    expect(await analysis.count()).toBeGreaterThan(1);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // On a phone, nothing is wider than the screen (the table scrolls inside its own frame).
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  it("says what went wrong: daily limit, time-out, incomplete extraction, a server message, a lost connection", async () => {
    const { page } = await openComparator();
    await chooseFile(page, { name: "isolant.pdf", mimeType: "application/pdf", buffer: pdfBytes(2_000) });

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    type Answer = { status: number; headers?: Record<string, string>; body: unknown };
    const answers: (null | (() => Promise<Answer>))[] = [
      async () => ({ status: 429, headers: { "retry-after": "3600" }, body: { error: "Too Many Requests", retryAfter: 3600 } }),
      async () => {
        await held;
        return { status: 504, body: { error: FDES_MESSAGES.timeout.title, description: FDES_MESSAGES.timeout.description } };
      },
      async () => ({
        status: 422,
        body: {
          error: FDES_MESSAGES.incomplete.title,
          description: FDES_MESSAGES.incomplete.description,
          incomplete: true,
          uploaded_product: null,
        },
      }),
      async () => ({ status: 422, body: { error: FDES_MESSAGES.unreadable.title, description: FDES_MESSAGES.unreadable.description } }),
      null,
    ];
    let call = 0;
    await page.route("**/api/compare-fdes", async (route) => {
      const answer = answers[call++];
      if (!answer) return route.abort("connectionreset");
      const { status, headers, body } = await answer();
      return route.fulfill({ status, headers, contentType: "application/json", body: JSON.stringify(body) });
    });

    await analyseButton(page).click();
    await toastShown(page, FDES_MESSAGES.dailyLimit);

    await analyseButton(page).click();
    await expect.poll(() => analyseButton(page).textContent()).toBe("Analyse en cours...");
    expect(await analyseButton(page).isDisabled()).toBe(true);
    // While the answer is held back (the interception also holds the upload's end): the first step under way.
    expect(await steps(page).allTextContents()).toEqual([
      "Envoi du fichier (en cours)",
      "Lecture des tableaux (à venir)",
      "Comparaison (à venir)",
    ]);
    release();
    await toastShown(page, FDES_MESSAGES.timeout);
    expect(await analyseButton(page).textContent()).toBe("Analyser la FDES");

    await analyseButton(page).click();
    await toastShown(page, FDES_MESSAGES.incomplete);
    await page.getByRole("heading", { name: FDES_MESSAGES.incomplete.title }).waitFor();

    await analyseButton(page).click();
    await toastShown(page, FDES_MESSAGES.unreadable);

    await analyseButton(page).click();
    // A dropped connection: 'Erreur de connexion' once the file was through, 'Service temporairement indisponible'
    // when it could not be sent; which of the two depends on when the browser saw the drop.
    const lost = [FDES_MESSAGES.connection, FDES_MESSAGES.unavailable].map((message) => message.description.replace(/[.?]/g, "\\$&"));
    await page
      .getByRole("listitem")
      .filter({ hasText: new RegExp(lost.join("|")) })
      .waitFor();
    expect(call).toBe(5);
  });

  it("says where each figure was read and what it sums, for one of our own declarations uploaded", async () => {
    const { page } = await openComparator();
    await chooseFile(page, { name: "FDES_Botte_36cm.pdf", mimeType: "application/pdf", buffer: readFileSync(OUR_BOTTE_36) });
    await analyseButton(page).click();
    await page.getByRole("heading", { name: "Résultats de la comparaison" }).waitFor();

    const sources = page.getByRole("table", { name: "Où chaque valeur a été lue dans la FDES" });
    const gwp = sources.getByRole("row", { name: /^Réchauffement climatique \(total\)/ });
    expect(await gwp.getByRole("cell").allTextContents()).toEqual([
      "A1 à C4",
      expect.stringMatching(/^page \d+, .*ligne « Changement climatique - total »$/),
    ]);
    await sources
      .getByRole("row", { name: /^Eau douce nette/ })
      .getByText("A1 à C4")
      .waitFor();
    await sources
      .getByRole("row", { name: /^Réchauffement climatique, module D/ })
      .getByText("D", { exact: true })
      .waitFor();
    // GWP by stage: a row for the product and each of our bales, "non lu" where a stage was not read, never 0.
    const stages = page.getByTestId("fdes-gwp-stages");
    expect(await stages.locator("tbody tr").count()).toBe(5);
    expect(await stages.locator("thead th").allTextContents()).toEqual([
      "Produit",
      "A1-A3Production",
      "A4-A5Transport et mise en œuvre",
      "B1-B7Vie en œuvre",
      "C1-C4Fin de vie",
      "DAu-delà du cycle de vie",
      "Total A1 à C4",
    ]);
    await page
      .getByTestId("fdes-biogenic-carbon")
      .getByText(/^Carbone biogénique stocké dans nos bottes/)
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("shows the breakdown by stage, our biogenic carbon and bars in proportion, and downloads the report as a PDF", async () => {
    const { page } = await openComparator();
    const answer = comparisonAnswer();
    // Energies 6 to 10: the bars must be 6 to 10 long.
    answer.uploaded_product.energy = 500;
    answer.isol_en_paille_products[0]!.energy = 300;
    answer.isol_en_paille_products[1]!.energy = 500;
    answer.isol_en_paille_products[1]!.biogenic_carbon = 7.92;
    await page.route("**/api/compare-fdes", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(answer) }),
    );
    await chooseFile(page, { name: "isolant.pdf", mimeType: "application/pdf", buffer: pdfBytes(2_000) });
    await analyseButton(page).click();
    await page.getByRole("heading", { name: "Résultats de la comparaison" }).waitFor();

    const stages = page.getByTestId("fdes-gwp-stages");
    const cells = async (name: string) =>
      (
        await stages
          .getByRole("row", { name: new RegExp(`^${name}`) })
          .getByRole("cell")
          .allTextContents()
      ).map((text) => text.replace(/\s+/g, " "));
    expect(await cells("Laine de verre")).toEqual(["5,83", "0,41", "0", "0,77", "-0,2", "7,01"]);
    expect(await cells("Botte 36")).toEqual([
      "-20ex. (valeur d'exemple)",
      "0,5ex. (valeur d'exemple)",
      "0ex. (valeur d'exemple)",
      "21,5ex. (valeur d'exemple)",
      "0ex. (valeur d'exemple)",
      "2,55ex. (valeur d'exemple)",
    ]);
    const biogenic = page.getByTestId("fdes-biogenic-carbon");
    await biogenic.getByText(/^Carbone biogénique stocké dans nos bottes, par unité fonctionnelle \(m² de paroi à R\s=\s3,75/).waitFor();
    await biogenic.getByText("7,92 kg C").waitFor();
    await biogenic.getByText(/n'est retranché d'aucune valeur/).waitFor();

    // The energy chart: its note beside it, bars from zero on one scale.
    const energy = page.locator("figure", { has: page.getByRole("img", { name: /^Énergie primaire totale, en / }) });
    await energy.getByText(PRIMARY_ENERGY_NOTE).waitFor();
    const widths = await energy.locator("svg rect").evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute("width"))));
    const starts = await energy.locator("svg rect").evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute("x"))));
    expect(new Set(starts).size).toBe(1);
    expect(widths[1]! / widths[0]!).toBeCloseTo(0.6, 3);
    expect(widths[2]! / widths[0]!).toBeCloseTo(1, 3);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Télécharger le rapport (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(FDES_REPORT_FILE_NAME);
    const bytes = new Uint8Array(await downloadedFile(download));
    const text = (await pdfPagesText(bytes)).join(" ");
    for (const figure of ["Laine de verre Exemple 120 mm", "7,01 kg CO₂ éq.", "A1 à C4", "page 4", "5,83", "0,77", "NF EN 15942"]) {
      expect(text).toContain(figure);
    }
    for (const bale of BALES) expect(text).toContain(bale);
  });

  it("lets the visitor choose another product of the declaration, and type the figures of a scan, printed as typed in the report", async () => {
    const { page, sent } = await openComparator();
    const corpus = path.join(import.meta.dirname, "..", "fixtures", "fdes-corpus");
    await chooseFile(page, {
      name: "deux-produits.pdf",
      mimeType: "application/pdf",
      buffer: readFileSync(path.join(corpus, "ghostscript-00-deux-produits.pdf")),
    });
    await analyseButton(page).click();
    await page.getByRole("heading", { name: "Résultats de la comparaison" }).waitFor();
    const card = page.getByRole("region", { name: "Produit analysé", exact: true });
    // The declaration's two thicknesses (80 mm, the functional unit's, and 200 mm for information), the unit's chosen;
    // the visitor picks the other one.
    await card.getByText("R = 2,11 m².K/W", { exact: true }).waitFor();
    const complete = page.getByTestId("fdes-complete");
    const products = complete.getByRole("radiogroup");
    expect(await products.getByRole("radio").count()).toBe(2);
    expect(await products.getByRole("radio", { name: /\b80 mm/ }).isChecked()).toBe(true);
    await products.getByRole("radio", { name: /200 mm/ }).check();
    await complete.getByRole("button", { name: "Comparer avec ces choix" }).click();
    await expect.poll(() => sent.length).toBe(2);
    await card.getByText("R = 5,26 m².K/W", { exact: true }).waitFor();

    // A scan: nothing read, the form offers every figure; a typing slip is refused in French before anything is sent.
    await chooseFile(page, {
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: readFileSync(path.join(FIXTURES, "image-only-scan.pdf")),
    });
    await analyseButton(page).click();
    await page.getByRole("heading", { name: FDES_MESSAGES.noText.title }).waitFor();
    const form = page.getByTestId("fdes-complete");
    await form.getByLabel(/^Réchauffement climatique, total A1 à C4/).fill("6,5 kg");
    await form.getByLabel(/^Énergie primaire totale/).fill("150");
    await form.getByLabel(/^Utilisation nette d'eau douce/).fill("0,08");
    await form.getByLabel(/^Déchets éliminés/).fill("2,4");
    await form.getByLabel(/^Résistance thermique/).fill("5");
    await form.getByRole("button", { name: "Comparer avec ces choix" }).click();
    await form.getByText("Nombre attendu, par exemple 12,5.").waitFor();
    expect(sent).toHaveLength(3);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await form.getByLabel(/^Réchauffement climatique, total A1 à C4/).fill("6,5");
    await form.getByRole("button", { name: "Comparer avec ces choix" }).click();
    await page.getByRole("heading", { name: "Résultats de la comparaison" }).waitFor();
    const typedCard = page.getByRole("region", { name: "Produit analysé", exact: true });
    await typedCard.getByText("6,5 kg CO₂ éq.").waitFor();
    await typedCard.getByTestId("fdes-typed-gwp").getByText("(saisi par l'utilisateur)").waitFor();
    await typedCard.getByTestId("fdes-typed-thermal_resistance").waitFor();
    expect(await page.getByTestId("fdes-typed-source").count()).toBe(5);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Télécharger le rapport (PDF)" }).click(),
    ]);
    const text = (await pdfPagesText(new Uint8Array(await downloadedFile(download)))).join(" ");
    expect(text).toContain("saisi par l'utilisateur");
    expect(text).toContain("6,5 kg CO₂ éq.");
  });
});
