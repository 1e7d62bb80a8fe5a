import { describe, expect, it } from "vitest";
import { endOfLifeScenario, productName, standardInText } from "./document-fields.server";
import { item, page, text } from "../../tests/support/synthetic-pdf-layout";
import { pageLines } from "./text-lines.server";

const lines = (items: Parameters<typeof page>[0]) => pageLines(page(items));

describe("end-of-life scenario", () => {
  it("takes the sentence after 'Scénario de fin de vie :', over its lines, with a capital", () => {
    const found = endOfLifeScenario([
      lines(
        text(
          [
            "3.4 Étape de fin de vie, C1-C4",
            "Scénario de fin de vie : le produit est collecté avec les déchets de chantier et mis en décharge à",
            "100 % en installation de stockage. Le transport est de 30 km.",
          ],
          700,
        ),
      ),
    ]);
    expect(found).toBe("Le produit est collecté avec les déchets de chantier et mis en décharge à 100 % en installation de stockage.");
  });

  it("otherwise takes the first sentence naming a treatment under a 'fin de vie' heading, never the table of contents", () => {
    const found = endOfLifeScenario([
      lines(text(["3. Étape de fin de vie ........................ 8"], 700)),
      lines(text(["Fin de vie", "Le produit est déposé à la main. Il est ensuite incinéré avec valorisation énergétique."], 700)),
    ]);
    expect(found).toBe("Il est ensuite incinéré avec valorisation énergétique.");
  });
  it("reads an English EPD's 'End of life:' the same way", () => {
    const found = endOfLifeScenario([lines(text(["End of life: thermal recovery in a waste incineration plant (C3).", "Key: MND"], 500))]);
    expect(found).toBe("Thermal recovery in a waste incineration plant (C3).");
  });

  it("ends the sentence with its paragraph: never a running footer nor the next page's first line (cut short, it says so)", () => {
    const found = endOfLifeScenario([
      lines([
        ...text(["Scénario de fin de vie : le produit est collecté avec les déchets de chantier et mis en décharge à"], 120),
        item("FDES Laine de verre Exemple 120 mm – Page 2 / 8", 40, 30, 6),
      ]),
      lines(text(["100 % en installation de stockage.", "Le transport est de 30 km."], 780, 2)),
    ]);
    expect(found).toBe("Le produit est collecté avec les déchets de chantier et mis en décharge à…");
  });

  it("passes over a watermark's large letters across the paragraph under a heading", () => {
    const found = endOfLifeScenario([
      lines([
        ...text(["Fin de vie"], 400, 1, 11),
        item("EXEMPLE", 120, 390, 110),
        ...text(["Compostage ou valorisation agricole, ou incinération (scénario à confirmer", "par la FDES vérifiée)."], 385),
      ]),
    ]);
    expect(found).toBe("Compostage ou valorisation agricole, ou incinération (scénario à confirmer par la FDES vérifiée).");
  });

  it("reads no scenario from a table's rows under a 'fin de vie' header, nor from their legend", () => {
    const found = endOfLifeScenario([
      lines([
        ...text(["Étape de fin de vie"], 500),
        ...text(["C4) Total A1-C4 1.32E-3 1.05E-1 1.06E-5 2.66E-2 9.05E-2 1.26E-1 4.25E-1", "D 0 0 0 0 0 0 0"], 487),
        ...text(["MFR : Matériaux destinés au recyclage ; MER : Matériaux destinés à la récupération d'énergie"], 461),
      ]),
    ]);
    expect(found).toBeNull();
  });
});

describe("product name", () => {
  it("is a 'Nom du produit :' line, or the largest type that is not the FDES title, a watermark or the standard", () => {
    expect(productName(lines([item("Nom du produit : Laine de bois 100 mm", 40, 700, 9)]))).toBe("Laine de bois 100 mm");
    const cover = [
      item("EXEMPLE", 100, 300, 110),
      item("FICHE DE DÉCLARATION ENVIRONNEMENTALE ET SANITAIRE", 40, 760, 24),
      item("Panneau de liège expansé", 40, 700, 20),
      item("LiègeTherm 80 mm", 40, 676, 20),
      item("Conforme à la norme NF EN 15804+A1", 40, 640, 12),
    ];
    expect(productName(lines(cover))).toBe("Panneau de liège expansé LiègeTherm 80 mm");
  });

  it("is never a table's header or row set as large as the text (outsider d21, d35, d52)", () => {
    const page = [
      item("Stone wool slabs ROCKSLAB 100", 40, 760, 9),
      item("45 mm (R = 1.2) 100 mm (R = 2.65) 160 mm (R = 4.25)", 40, 700, 9),
      item("Indicator Unit A1-A3 A4 A5 B1-B7 C1 C2 C3 C4 D", 40, 680, 9),
    ];
    expect(productName(lines(page.slice(1)))).toBeNull();
    expect(productName(lines([page[2]!, page[0]!]))).toBe("Stone wool slabs ROCKSLAB 100");
  });
});

describe("standard named in the text", () => {
  it.each([
    ["En conformité avec la norme NF EN 15804+A1 et son complément national", "NF EN 15804+A1"],
    ["NF EN 15804 + A2:2019-10 et NF EN 15804/CN:2022-10", "NF EN 15804+A2"],
    ["Déclaration conforme à la norme NF P 01-010", "NF P01-010"],
    ["Aucune norme", null],
    // Outsider d35: an A1 EPD that mentions A2 as a future update is A1.
    ["According to ISO 14025 and EN 15804:2012+A1:2013. Note: this declaration has not yet been updated to EN 15804+A2.", "NF EN 15804+A1"],
    // Outsider d52: the previous FDES's standard is named with the same words; the rows decide (caller).
    ["Cette FDES est établie selon la NF EN 15804+A2. Elle remplace la FDES précédente établie selon la NF EN 15804+A1.", null],
    ["Conforme à la NF EN 15804+A2 (remplace la NF EN 15804+A1)", "NF EN 15804+A2"],
    ["EN 15804+A1 and EN 15804+A2 compared", null],
    // Outsider d13: an annex of results after the older standard does not make the declaration A1.
    ["Declaration EN 15804+A2. Annex – Results according to EN 15804+A1 (for comparison)", null],
  ])("%s", (raw, expected) => {
    expect(standardInText(raw)).toBe(expected);
  });
});
