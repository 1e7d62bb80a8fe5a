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
});

describe("standard named in the text", () => {
  it.each([
    ["En conformité avec la norme NF EN 15804+A1 et son complément national", "NF EN 15804+A1"],
    ["NF EN 15804 + A2:2019-10 et NF EN 15804/CN:2022-10", "NF EN 15804+A2"],
    ["Déclaration conforme à la norme NF P 01-010", "NF P01-010"],
    ["Aucune norme", null],
  ])("%s", (raw, expected) => {
    expect(standardInText(raw)).toBe(expected);
  });
});
