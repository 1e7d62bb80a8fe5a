import { describe, expect, it } from "vitest";
import { extractFdes } from "./extract-fdes.server";
import type { PositionedText } from "./fdes-types.server";
import { item, page, table, text, UNIT_X } from "../../tests/support/synthetic-pdf-layout";

const MODULES = ["A1-A3", "A4", "A5", "B1-B7", "C1", "C2", "C3", "C4"];

/** A row with its A1-A3 value, C4 value and the given total / D in the columns after the modules. */
function row(label: string[], unit: string, a1a3: string, c4: string, ...rest: string[]): [string[], string, ...string[]] {
  return [label, unit, a1a3, "0", "0", "0", "0", "0", "0", c4, ...rest];
}

/** A row whose only non-zero module is A1-A3, with its total. */
function tot(label: string[], unit: string, value: string): [string[], string, ...string[]] {
  return row(label, unit, value, "0", value);
}

function read(items: PositionedText[]) {
  return extractFdes([page(items)]);
}

describe("extractFdes: results tables", () => {
  it("takes a printed total whose modules are all marked not declared, with no stage and no warning about them", () => {
    const nd = (label: string[], unit: string, total: string): [string[], string, ...string[]] => [
      label,
      unit,
      ...MODULES.map(() => "ND"),
      total,
      "ND",
    ];
    const { items } = table({
      columns: [...MODULES, "Total cycle|de vie", "D"],
      rows: [
        row(["Changement climatique - total"], "kg CO2 éq./UF", "2,5", "0,5", "3,0", "-0,40"),
        nd(["Utilisation totale des ressources", "d'énergie primaire renouvelables"], "MJ", "550"),
        nd(["Utilisation nette d'eau douce"], "m3", "0,02"),
      ],
    });
    const result = read(items);
    expect(result.pert?.value).toBe(550);
    expect(result.water?.value).toBe(0.02);
    expect(result.gwp?.value).toBe(3);
    expect(result.warnings.filter((warning) => /total imprimé|pas retenue/.test(warning))).toEqual([]);
  });

  it("reads no number cut short at the margin: an exponent shorter than the results' others ('3.83E-0') is illegible", () => {
    const { items } = table({
      columns: MODULES,
      rows: [
        row(["Changement climatique - total"], "kg CO2 éq./UF", "2.50E+00", "5.00E-01"),
        row(["Déchets dangereux éliminés"], "kg", "1.11E-03", "3.83E-0"),
        row(["Déchets radioactifs éliminés"], "kg", "1.24E-04", "1.53E-05"),
      ],
    });
    const result = read(items);
    expect(result.wasteHazardous).toBeNull();
    expect(result.wasteRadioactive?.value).toBeCloseTo(1.393e-4, 10);
    expect(result.gwp?.value).toBe(3);
    // Exponents printed as short as they go are read, however many digits the largest ones take.
    const short = table({
      columns: MODULES,
      rows: [
        row(["Déchets dangereux éliminés"], "kg", "1.112e-3", "3.834e-4"),
        row(["Déchets non dangereux éliminés"], "kg", "1.324e+0", "4.305e-1"),
        row(["Déchets radioactifs éliminés"], "kg", "1.243e-4", "1.532e-10"),
      ],
    });
    expect(read(short.items).wasteHazardous?.value).toBeCloseTo(1.4954e-3, 10);
  });

  it("takes the 'Total cycle de vie' column, never D, whether D stands after or before it", () => {
    for (const columns of [
      [...MODULES, "Total cycle|de vie", "D"],
      [...MODULES, "D", "Total cycle|de vie"],
    ]) {
      const dFirst = columns.at(-1) !== "D";
      const cells = (total: string, d: string) => (dFirst ? [d, total] : [total, d]);
      const { items } = table({
        columns,
        rows: [row(["Réchauffement climatique"], "kg CO2 éq./UF", "2,5", "0,5", ...cells("3,0", "-0,40"))],
      });
      const result = read(items);
      expect(result.gwp).toMatchObject({ value: 3, page: 1, modules: "A1-C4" });
      expect(result.moduleDGwp?.value).toBe(-0.4);
      expect(result.gwpEndOfLife?.value).toBe(0.5);
      expect(result.warnings.filter((warning) => warning.includes("total imprimé"))).toEqual([]);
    }
  });

  it("gives a wrapped label to the row whose numbers sit on its middle line (PERT and PENRT share their first words)", () => {
    const { items } = table({
      columns: [...MODULES, "Total"],
      rows: [
        row(["Utilisation de l'énergie primaire", "renouvelable, à l'exclusion des", "ressources d'énergie primaire"], "MJ", "5", "1", "6"),
        row(
          [
            "Utilisation totale des ressources",
            "d'énergie primaire renouvelables",
            "(énergie primaire et ressources",
            "d'énergie primaire utilisées",
            "comme matières premières)",
          ],
          "MJ",
          "7",
          "1",
          "8",
        ),
        row(
          ["Utilisation des ressources d'énergie", "primaire non renouvelables utilisées", "en tant que matières premières"],
          "MJ",
          "3",
          "0",
          "3",
        ),
        row(["Utilisation totale des ressources", "d'énergie primaire non", "renouvelables"], "MJ", "40", "2", "42"),
      ],
    });
    const result = read(items);
    expect(result.pert?.value).toBe(8);
    expect(result.penrt?.value).toBe(42);
    expect(result.energy?.value).toBe(50);
  });

  it("centres wrapped labels on their values even without padding between rows", () => {
    for (const rowGap of [0, 1, 3]) {
      const { items } = table({
        columns: [...MODULES, "Total"],
        rowGap,
        rows: [
          tot(["Utilisation de l'énergie primaire", "renouvelable, à l'exclusion des", "ressources d'énergie primaire"], "MJ", "1"),
          tot(["Utilisation des ressources d'énergie", "primaire renouvelables utilisées en", "tant que matières premières"], "MJ", "2"),
          tot(
            [
              "Utilisation totale des ressources",
              "d'énergie primaire renouvelables",
              "(énergie primaire et ressources",
              "d'énergie primaire utilisées",
              "comme matières premières)",
            ],
            "MJ",
            "3",
          ),
          tot(["Utilisation de l'énergie primaire non", "renouvelable"], "MJ", "4"),
          tot(["Utilisation des ressources d'énergie primaire non renouvelables"], "MJ", "5"),
          tot(
            [
              "Utilisation totale des ressources",
              "d'énergie primaire non",
              "renouvelables (énergie primaire et",
              "ressources d'énergie primaire)",
            ],
            "MJ",
            "6",
          ),
          tot(["Utilisation nette d'eau douce"], "m3", "7"),
          tot(["Déchets non", "dangereux éliminés"], "kg", "8"),
          tot(["Déchets dangereux", "éliminés"], "kg", "9"),
        ],
      });
      const result = extractFdes([page(items)]);
      expect([
        rowGap,
        result.pert?.value,
        result.penrt?.value,
        result.water?.value,
        result.wasteNonHazardous?.value,
        result.wasteHazardous?.value,
      ]).toEqual([rowGap, 3, 6, 7, 8, 9]);
    }
  });

  it("drops the '2' of CO2 and the '3' of m3 that leak out of the unit among the values", () => {
    for (const unitHeader of ["Unité", null]) {
      const { items } = table({
        columns: [...MODULES, "Total"],
        unitHeader,
        rows: [
          row(["Réchauffement climatique"], "kg CO", "2,5", "0,5", "3,0"),
          row(["Utilisation nette d'eau douce"], "m /UF", "0,010", "0,002", "0,012"),
        ],
      });
      const co2 = items.find((one) => one.text === "kg CO")!;
      const water = items.find((one) => one.text === "m /UF")!;
      // Subscript and superscript digits: smaller, off the baseline, between the unit and the first value.
      items.push(item("2", co2.x + co2.width + 1, co2.y - 1.5, 4.2), item("3", UNIT_X + 30, water.y + 2.5, 4.2));
      const result = read(items);
      expect(result.gwp?.value).toBe(3);
      expect(result.water?.value).toBe(0.012);
      expect(result.warnings).not.toContainEqual(expect.stringContaining("total imprimé"));
    }
  });

  it("sums A1, A2, A3 printed as separate columns when no total is printed, not declared cells apart, with a warning", () => {
    const { items } = table({
      columns: ["A1", "A2", "A3", "A4", "A5", "B1-B7", "C1", "C2", "C3", "C4", "D"],
      rows: [
        [
          ["Réchauffement climatique"],
          "kg CO2 éq.",
          "1,512",
          "0,2513",
          "0,5021",
          "0,1034",
          "0",
          "-",
          "MND",
          "0,05012",
          "0",
          "0,6023",
          "-0,2",
        ],
        [["Déchets dangereux éliminés"], "kg", "0,00112", "0", "0", "0", "0", "ND", "0", "0", "0", "0,00215", "0"],
      ],
    });
    const result = read(items);
    // C1 marked not declared: the life cycle and the end of life are unknown (only the use stage, B, may count as
    // nothing: an insulation product needs no maintenance); module D is printed.
    expect(result.gwp).toBeNull();
    expect(result.gwpEndOfLife).toBeNull();
    expect(result.moduleDGwp?.value).toBe(-0.2);
    // B1-B7 marked not declared count as nothing, said in a warning.
    expect(result.wasteHazardous?.value).toBeCloseTo(0.00327, 10);
    expect(result.warnings).toContainEqual(expect.stringContaining("somme des seuls modules déclarés"));
    // An EMPTY cell, with no "not declared" mark, may be a value lost between columns: no sum without a printed total.
    const empty = table({
      columns: ["A1-A3", "A4", "A5", "B1-B7", "C1", "C2", "C3", "C4", "D"],
      rows: [[["Réchauffement climatique"], "kg CO2 éq.", "2,5", "0,1", "", "0", "0", "0,05", "0", "0,6", "-0,2"]],
    });
    expect(read(empty.items).gwp).toBeNull();
  });

  it("reads stage columns under a two-level header and headers cut in fragments", () => {
    const items = [
      item("Étape de fin de vie", 330, 712),
      ...table({
        columns: ["Étape de|production", "A4", "A5", "B1-B7", "C1", "C2", "C3", "C4", "Total cycle|de vie", "D|Bénéfices"],
        rows: [row(["Changement climatique - total"], "kg CO2 éq.", "2", "1", "3", "-1")],
      }).items,
    ];
    const result = read(items);
    expect(result.gwp?.value).toBe(3);
    expect(result.moduleDGwp?.value).toBe(-1);
    expect(result.gwpEndOfLife?.value).toBe(1);
    // No standard named and no A2 GWP part (fossil, biogenic, land use) printed: not proven.
    expect(result.standard).toBeNull();
  });

  it("reads a table continued on the next page under its repeated header", () => {
    const columns = [...MODULES, "Total", "D"];
    const first = table({
      columns,
      rows: [
        row(["Réchauffement climatique"], "kg CO2 éq.", "2", "1", "3", "-1"),
        row(["Utilisation totale des ressources", "d'énergie primaire renouvelables"], "MJ", "5", "0", "5", "0"),
      ],
    });
    const second = table({
      columns,
      top: 780,
      page: 2,
      rows: [
        row(["Utilisation totale des ressources", "d'énergie primaire non", "renouvelables"], "MJ", "30", "1", "31", "-2"),
        row(["Utilisation nette d'eau douce"], "m3", "0,01", "0", "0,01", "0"),
      ],
    });
    const result = extractFdes([page(first.items, 1), page(second.items, 2)]);
    expect(result.gwp).toMatchObject({ value: 3, page: 1, modules: "A1-C4" });
    expect(result.penrt).toMatchObject({ value: 31, page: 2 });
    expect(result.moduleDPenrt).toMatchObject({ value: -2, page: 2, modules: "D" });
    expect(result.energy?.value).toBe(36);
    expect(result.water).toMatchObject({ value: 0.01, page: 2 });
  });

  it("ignores a validity-range table printed before the functional unit's table", () => {
    const validity = table({
      columns: [...MODULES, "Total"],
      title: ["Cadre de validité : résultats pour les épaisseurs de 40 à 240 mm"],
      rows: [row(["Réchauffement climatique"], "kg CO2 éq.", "9", "1", "10")],
    });
    const results = table({
      columns: [...MODULES, "Total"],
      top: validity.bottom - 60,
      title: ["Tableau 5 – Impacts environnementaux"],
      rows: [row(["Réchauffement climatique"], "kg CO2 éq.", "2", "1", "3")],
    });
    expect(read([...validity.items, ...results.items]).gwp?.value).toBe(3);
  });

  it("ignores percentages: a sentence of the interpretation and a table of contributions", () => {
    const results = table({ columns: [...MODULES, "Total"], rows: [row(["Réchauffement climatique"], "kg CO2 éq.", "2", "1", "3")] });
    const shares = table({
      columns: [...MODULES],
      top: 300,
      title: ["Contribution des modules"],
      rows: [[["Réchauffement climatique"], "%", "67", "0", "0", "0", "0", "0", "0", "33"]],
    });
    const sentence = text(["Le module A1-A3 représente 67 % du réchauffement climatique et 12 % de l'utilisation nette d'eau douce."], 400);
    const result = read([...shares.items, ...sentence, ...results.items]);
    expect(result.gwp?.value).toBe(3);
    expect(result.water).toBeNull();
  });

  it("reads net fresh water, never 'Besoin en eau' printed just before it", () => {
    const { items } = table({
      columns: [...MODULES, "Total"],
      rows: [
        row(["Besoin en eau"], "m3 éq. mondial de privation", "1,5", "0", "1,5"),
        row(["Utilisation nette d'eau douce"], "m3", "0,02", "0,01", "0,03"),
      ],
    });
    expect(read(items).water?.value).toBe(0.03);
  });

  it("takes the GWP total among the four 'Changement climatique' rows, the total last", () => {
    const { items } = table({
      columns: [...MODULES, "Total"],
      rows: [
        row(["Changement climatique -", "combustibles fossiles"], "kg CO2 éq.", "4", "0", "4"),
        row(["Changement climatique -", "biogénique"], "kg CO2 éq.", "-3", "3", "0"),
        row(
          ["Changement climatique -", "utilisation des sols et", "transformation de l'utilisation", "des sols"],
          "kg CO2 éq.",
          "0,01",
          "0",
          "0,01",
        ),
        row(["Changement climatique - total"], "kg CO2 éq.", "1", "3", "4"),
      ],
    });
    const result = read(items);
    expect(result.gwp?.value).toBe(4);
    expect(result.standard).toBe("NF EN 15804+A2");
  });

  it("leaves unknown a total that disagrees with its modules and an energy row that disagrees with PERT + PENRT (French warnings)", () => {
    const { items } = table({
      columns: [...MODULES, "Total"],
      rows: [
        row(["Réchauffement climatique"], "kg CO2 éq.", "2,0", "1,0", "3,5"),
        row(["Utilisation totale des ressources", "d'énergie primaire renouvelables"], "MJ", "10", "0", "10"),
        row(["Utilisation totale des ressources", "d'énergie primaire non", "renouvelables"], "MJ", "30", "0", "30"),
        row(["Utilisation totale des ressources", "d'énergie primaire"], "MJ", "45", "0", "45"),
      ],
    });
    const result = read(items);
    // Either the total or a module was misread: the figure is unknown rather than a guess.
    expect(result.gwp).toBeNull();
    expect(result.energy).toBeNull();
    expect(result.pert?.value).toBe(10);
    expect(result.warnings).toContainEqual(
      expect.stringMatching(/Changement climatique : A1-C4 : les cellules du tableau ne concordent pas \((3,5 et 3|3 et 3,5)\)/),
    );
    expect(result.warnings).toContainEqual(expect.stringContaining("diffère de PERT + PENRT (40 MJ) ; elle n'est pas retenue"));
  });

  it("uses the printed combined energy row alone when PERT or PENRT is missing", () => {
    const { items } = table({
      columns: [...MODULES, "Total"],
      rows: [row(["Utilisation totale des ressources", "d'énergie primaire"], "MJ", "45,12", "0", "45,12")],
    });
    expect(read(items).energy?.value).toBe(45.12);
  });

  it("leaves the energy unknown when the combined row alone has too few digits to stand for PERT + PENRT", () => {
    // 11,8 printed for PERT 1,54 + PENRT 10,2 (11,74 as printed): each rounded apart, they may lie 1,3 % apart.
    const coarse = table({
      columns: [...MODULES, "Total"],
      rows: [
        row(["Utilisation totale des ressources", "d'énergie primaire non", "renouvelables"], "MJ", "10,2", "0", "10,2"),
        row(["Utilisation totale des ressources", "d'énergie primaire"], "MJ", "11,8", "0", "11,8"),
      ],
    });
    const result = read(coarse.items);
    expect(result.penrt?.value).toBe(10.2);
    expect(result.energy).toBeNull();
    expect(result.warnings).toContainEqual(expect.stringContaining("a trop peu de chiffres pour valoir PERT + PENRT à 0,5 % près"));
    // Four significant digits: at most 0,015 MJ apart, 0,13 %.
    const fine = table({
      columns: [...MODULES, "Total"],
      rows: [
        row(["Utilisation totale des ressources", "d'énergie primaire non", "renouvelables"], "MJ", "10,24", "0", "10,24"),
        row(["Utilisation totale des ressources", "d'énergie primaire"], "MJ", "11,78", "0", "11,78"),
      ],
    });
    expect(read(fine.items).energy?.value).toBe(11.78);
  });

  it("never derives PERT from the combined row minus PENRT: a figure the document does not print stays unknown", () => {
    const { items } = table({
      columns: [...MODULES, "Total"],
      rows: [
        row(["Utilisation totale des ressources", "d'énergie primaire non", "renouvelables"], "MJ", "65,12", "0", "65,12"),
        row(["Utilisation totale des ressources", "d'énergie primaire"], "MJ", "75,32", "0", "75,32"),
      ],
    });
    const result = read(items);
    expect(result.pert).toBeNull();
    expect(result.penrt?.value).toBe(65.12);
    expect(result.energy?.value).toBe(75.32);
  });

  it("reads a one-column results table ('Total cycle de vie (A1 à C4)' then D, a range and a status column)", () => {
    const { items } = table({
      columns: ["Total cycle de|vie (A1 à C4)", "D", "Fourchette", "Nature"],
      columnStep: 60,
      rows: [[["Changement climatique - total"], "kg CO2 éq.", "3,12", "0", "2 à 10", "estimation"]],
    });
    const result = read(items);
    expect(result.gwp?.value).toBe(3.12);
    expect(result.moduleDGwp?.value).toBe(0);
  });
});

describe("extractFdes: GWP by stage", () => {
  it("sums separate modules per stage and reads grouped ones directly, D apart, with the table's title", () => {
    const separate = table({
      title: ["Indicateurs d'impacts environnementaux"],
      columns: ["A1", "A2", "A3", "A4", "A5", "B1-B7", "C1", "C2", "C3", "C4", "Total", "D"],
      rows: [
        [
          ["Changement climatique - total"],
          "kg CO2 éq.",
          "1,50",
          "0,20",
          "0,30",
          "0,10",
          "0,05",
          "0",
          "0",
          "0,02",
          "0,10",
          "0,08",
          "2,35",
          "-0,40",
        ],
      ],
    });
    const result = read(separate.items);
    expect(result.gwpByStage.a1a3).toMatchObject({ value: 2, modules: "A1-A3", label: "Changement climatique - total" });
    expect(result.gwpByStage.a4a5?.value).toBeCloseTo(0.15, 10);
    expect(result.gwpByStage.b?.value).toBe(0);
    expect(result.gwpByStage.c?.value).toBeCloseTo(0.2, 10);
    expect(result.gwpByStage.d).toMatchObject({ value: -0.4, modules: "D" });
    expect(result.gwp?.table).toBe("Indicateurs d'impacts environnementaux");
  });

  it("never adds a stage sub-total to its own modules, and leaves a doubled reading unknown", () => {
    const subTotals = table({
      columns: ["A1", "A2", "A3", "A1-A3", "A4-A5", "B1-B7", "C1-C4", "Total", "D"],
      rows: [[["Réchauffement climatique"], "kg CO2 éq./UF", "1,0", "0,5", "0,5", "2,0", "0,5", "0", "1,0", "3,5", "0"]],
    });
    expect(read(subTotals.items).gwp?.value).toBe(3.5);
    expect(read(subTotals.items).gwpByStage.a1a3?.value).toBe(2);
    const doubled = table({
      columns: ["A1-A3", "A4-A5", "B1-B7", "C1-C4", "Total", "D"],
      rows: [[["Réchauffement climatique"], "kg CO2 éq./UF", "4,0", "1,0", "0", "2,0", "14,0", "0"]],
    });
    const result = read(doubled.items);
    expect(result.gwp).toBeNull();
    expect(result.gwpByStage.a1a3).toBeNull();
    expect(result.warnings).toContainEqual(expect.stringContaining("les cellules du tableau ne concordent pas"));
  });

  it("reads nothing of a row that prints a number in a column whose header names no module (headers read askew)", () => {
    const columns = ["A1-A3", "A4", "A5", "B1-B7", "C1", "", "Transport C2|Traitement C3", "C4", "D"];
    const { items } = table({
      columns,
      rows: [[["Changement climatique - total"], "kg CO2 éq./UF", "6,67", "0,51", "0,10", "0", "0,69", "1,92", "4,59", "7,52", "-1,73"]],
    });
    const result = read(items);
    expect(result.gwp).toBeNull();
    expect(result.gwpByStage.c).toBeNull();
    expect(result.moduleDGwp).toBeNull();
    // A total printed in its own column stands, unless the row's numbers add up to another; the stages do not.
    /** The same row with a total column before D, printing `total`. */
    const withTotal = (total: string) =>
      read(
        table({
          columns: [...columns.slice(0, -1), "Total cycle|de vie", "D"],
          rows: [
            [
              ["Changement climatique - total"],
              "kg CO2 éq./UF",
              ...["6,67", "0,51", "0,10", "0", "0,69", "1,92", "4,59", "7,52"],
              total,
              "-1,73",
            ],
          ],
        }).items,
      );
    const totalled = withTotal("22,0");
    expect(totalled.gwp?.value).toBe(22);
    expect(totalled.gwpByStage.a1a3).toBeNull();
    const askew = withTotal("20,1");
    expect(askew.gwp).toBeNull();
  });

  it("reads no D from a row printing a number right of the last header (headers one column left: seed 36 doc 12)", () => {
    // D's header stands over C4's numbers; D's own number is under no header.
    const { items } = table({
      columns: ["A1-A3", "A4", "A5", "B1-B7", "C1", "C2", "C3", "D", ""],
      rows: [[["PENRT"], "MJ", "91,5", "3,64", "4,61", "MND", "1,02", "3,51", "4,00", "10,1", "-24,9"]],
    });
    const result = read(items);
    expect(result.moduleDPenrt).toBeNull();
    expect(result.penrt).toBeNull();
    expect(result.warnings).toContainEqual(expect.stringContaining("dont l'en-tête ne nomme aucun module"));
  });

  it("reads the product's biogenic carbon content, not the packaging's", () => {
    const items = [
      ...text(["Teneur en carbone biogénique de l'emballage 0,12 kg C"], 700),
      ...text(["Teneur en carbone biogénique du produit 9,58 kg C"], 680),
    ];
    expect(read(items).biogenicCarbon?.value).toBe(9.58);
  });

  it("reads an English EPD's biogenic carbon content in product by the vocabulary's names, not the packaging's", () => {
    const row = (label: string, unit: string, value: string, y: number) => [item(label, 40, y), item(unit, 300, y), item(value, 400, y)];
    const product = row("Biogenic carbon content in product", "kg C", "4,67", 688);
    const packaging = row("Biogenic carbon content in accompanying packaging", "kg C", "0,889", 676);
    expect(read([...row("Biogenic carbon content", "Unit", "Value", 700), ...product, ...packaging]).biogenicCarbon?.value).toBe(4.67);
    expect(read(packaging).biogenicCarbon).toBeNull();
  });

  it("reads, of several products, the biogenic carbon printed in the chosen product's section, none printed elsewhere", () => {
    const section = (title: string, top: number, carbon: string) => {
      const results = table({
        title: [title],
        top,
        columns: [...MODULES, "Total cycle|de vie", "D"],
        rows: [row(["Changement climatique - total"], "kg CO2 éq./UF", "2,5", "0,5", "3,0", "-0,40")],
      });
      return [...results.items, ...text([`Teneur en carbone biogénique du produit ${carbon} kg C`], results.bottom - 10)];
    };
    const pages = [
      page([
        ...text(["Unité fonctionnelle : 1 m² d'isolant d'épaisseur 145 mm, R = 3,30 m².K/W."], 800),
        ...section("4.1 Résultats pour Isol 60 mm (à titre d'information)", 700, "1,79"),
      ]),
      page(section("4.2 Résultats pour Isol 145 mm", 700, "6,84"), 2),
    ];
    expect(extractFdes(pages).biogenicCarbon?.value).toBe(6.84);
    expect(extractFdes(pages, { variant: "e60" }).biogenicCarbon?.value).toBe(1.79);
    // Printed once, under the other product's results: not the declared product's.
    expect(
      extractFdes([pages[0]!, page(section("4.2 Résultats pour Isol 145 mm", 700, "6,84").slice(0, -1), 2)]).biogenicCarbon,
    ).toBeNull();
  });

  it("gives a chosen product its own R, never the unit's R = 1 of another thickness (seed 32 document 32)", () => {
    const section = (title: string[], top: number, gwp: string) =>
      table({
        title,
        top,
        columns: [...MODULES, "Total cycle|de vie", "D"],
        rows: [row(["Changement climatique - total"], "kg CO2 éq./UF", gwp, "0,5", "3,0", "-0,40")],
      }).items;
    const pages = [
      page([
        ...text(["Unité fonctionnelle : 1 m² de paroi, R = 1,00 m².K/W (épaisseur 40 mm)."], 800),
        ...section(["4.1 Résultats pour Cellufloc 100 mm (à titre d'information)", "Épaisseur 100 mm, R = 2,50 m².K/W."], 700, "2,5"),
      ]),
      page(section(["4.2 Résultats pour Cellufloc 40 mm", "Épaisseur 40 mm, R = 1,00 m².K/W."], 700, "1,0"), 2),
    ];
    expect(extractFdes(pages).functionalUnit).toMatchObject({ thicknessMm: 40, thermalResistance: 1 });
    const chosen = extractFdes(pages, { variant: "e100" });
    expect(chosen.functionalUnit).toMatchObject({ thicknessMm: 100, thermalResistance: 2.5 });
    expect(chosen.gwp?.value).toBe(3);
  });

  it("leaves R and thickness unknown when a unit naming no product stands over several (outsider d49), until one is chosen", () => {
    const section = (title: string, top: number, gwp: string) =>
      table({
        title: [title],
        top,
        columns: [...MODULES, "Total cycle|de vie", "D"],
        rows: [row(["Changement climatique - total"], "kg CO2 éq./UF", gwp, "0,5", "3,0", "-0,40")],
      }).items;
    const pages = [
      page([
        ...text(["Unité fonctionnelle : assurer une fonction d'isolation thermique sur 1 m² de paroi pendant 50 ans."], 800),
        ...section("Produit : BOISPAN Rigide – épaisseur 80 mm – R = 2,0 m².K/W", 700, "2,5"),
      ]),
      page(section("Produit : BOISPAN Flex – épaisseur 80 mm – R = 2,1 m².K/W", 700, "2,5"), 2),
    ];
    const none = extractFdes(pages);
    expect(none.variants.map((variant) => variant.id)).toEqual(["e80r2", "e80r2.1"]);
    expect(none).toMatchObject({ chosenVariant: null, gwp: null, gwpByStage: { b: null } });
    expect(none.functionalUnit).toMatchObject({ thicknessMm: null, thermalResistance: null });
    const flex = extractFdes(pages, { variant: "e80r2.1" });
    expect(flex.functionalUnit).toMatchObject({ thicknessMm: 80, thermalResistance: 2.1 });
    expect(flex.gwp?.value).toBe(3);
  });
});

describe("extractFdes: a PDF without text", () => {
  it("says a scan (no text, or a page number and a stamp alone) has no text, and a declaration has", () => {
    expect(extractFdes([page([]), page([], 2)]).hasText).toBe(false);
    expect(read([item("1/12", 500, 20), item("Copie conforme", 40, 800)]).hasText).toBe(false);
    expect(read(text(["Fiche de déclaration environnementale", "Panneau PIR ToitPro 160 mm"], 780)).hasText).toBe(true);
  });
});

describe("extractFdes: document fields", () => {
  it("reads the standard, the product, the functional unit and the validity", () => {
    const cover = [
      item("FICHE DE DECLARATION ENVIRONNEMENTALE ET SANITAIRE DU PRODUIT", 40, 760, 14),
      item("En conformité avec la norme NF EN 15804+A1 et son complément national NF EN 15804/CN", 40, 740, 9),
      item("Laine de verre IsoNord 120 mm", 40, 700, 20),
      item("R = 3,75 m².K/W", 40, 670, 12),
      ...text(
        [
          "Unité fonctionnelle : assurer une fonction d'isolation thermique sur 1 m² de paroi pendant une durée de vie",
          "de référence de 50 ans, avec une résistance thermique R = 3,75 m².K/W.",
          "Cadre de validité : épaisseurs de 45 à 240 mm, résistance thermique de 1,00 à 6,00 m².K/W.",
          "Conductivité thermique λ = 0,032 W/(m.K). Épaisseur : 120 mm",
          "Date de réalisation : 12 mars 2024",
        ],
        600,
      ),
    ];
    const result = read(cover);
    expect(result.standard).toBe("NF EN 15804+A1");
    expect(result.productName).toBe("Laine de verre IsoNord 120 mm");
    expect(result.functionalUnit).toEqual({
      quantity: 1,
      unit: "m²",
      thicknessMm: 120,
      thermalResistance: 3.75,
      referenceServiceLifeYears: 50,
    });
    expect(result.validUntil).toBe("2029-03-12");
  });

  it("takes the standard the declaration is made according to, else A2 when its rows print A2's GWP parts, else none", () => {
    const gwpRows = (...labels: string[]) =>
      table({
        title: ["Indicateurs d'impacts environnementaux"],
        top: 600,
        columns: [...MODULES, "Total cycle|de vie", "D"],
        rows: labels.map((label) => row([label], "kg CO2 éq./UF", "2,5", "0,5", "3,0", "-0,40")),
      }).items;
    const a1Cover = text(["According to EN 15804:2012+A1:2013. Note: not yet updated to EN 15804+A2."], 760);
    // Outsider d35: an A1 EPD naming A2 as a future update.
    expect(read([...a1Cover, ...gwpRows("Global warming potential (GWP)")]).standard).toBe("NF EN 15804+A1");
    // Declared A1 but printing A2's parts: which one is not proven.
    expect(read([...a1Cover, ...gwpRows("GWP-total", "GWP-fossil")]).standard).toBeNull();
    const both = text(["Établie selon la NF EN 15804+A2. Remplace la FDES établie selon la NF EN 15804+A1."], 760);
    expect(read([...both, ...gwpRows("GWP-total", "GWP-fossil", "GWP-biogenic")]).standard).toBe("NF EN 15804+A2");
    expect(read([...both, ...gwpRows("Global warming potential (GWP)")]).standard).toBeNull();
  });

  it("calls an NF P 01-010 declaration unsupported and reads no value from it", () => {
    const result = read([
      ...text(["Déclaration environnementale et sanitaire conforme à la norme NF P 01-010", "Energie primaire totale 120 MJ"], 700),
    ]);
    expect(result).toMatchObject({ standard: "NF P01-010", supported: false, gwp: null, energy: null });
  });
});

describe("extractFdes: NF P 01-010", () => {
  it("keeps an old declaration unsupported even when its stage table reads like modules", () => {
    const { items } = table({
      columns: ["Production", "Transport", "Mise en œuvre", "Vie en œuvre", "Fin de vie", "Total cycle|de vie"],
      columnStep: 45,
      title: ["Fiche conforme à la norme NF P 01-010"],
      rows: [[["Changement climatique"], "kg CO2 éq.", "2", "0,1", "0", "0", "0,5", "2,6"]],
    });
    const result = read(items);
    expect(result).toMatchObject({ standard: "NF P01-010", supported: false, gwp: null, energy: null, water: null });
  });
});

describe("extractFdes: a unit's digit set at full size", () => {
  it("does not take the '2' of CO2 on a line of its own for a row, even inside the first column", () => {
    const { items } = table({
      columns: [...MODULES, "Total"],
      rows: [
        row(["Appauvrissement de la couche", "d'ozone"], "kg CFC-11 éq.", "1E-07", "0", "1E-07"),
        row(["Réchauffement", "climatique"], "kg CO", "2,5", "0,5", "3,0"),
      ],
    });
    const co2 = items.find((one) => one.text === "kg CO")!;
    items.push(item("2", 186, co2.y + 3.5));
    const result = read(items);
    expect(result.gwp?.value).toBe(3);
    expect(result.warnings).toContainEqual(expect.stringContaining("Énergie primaire : PERT et PENRT non lus"));
    expect(result.warnings).toContainEqual(expect.stringContaining("Utilisation nette d'eau douce : aucune ligne de ce nom"));
  });
});

describe("extractFdes: two values printed without a space", () => {
  it("cuts '0,003210,00170' into the two numbers of two columns, by their shared precision", () => {
    const { items } = table({
      columns: [...MODULES, "Total"],
      rows: [row(["Utilisation nette d'eau douce"], "m3", "0,0109", "0,00142", "0,01723")],
    });
    // The A4 and A5 cells (centres 222 and 254) replaced by one string across both.
    const a4 = items.findIndex((one) => one.text === "0" && Math.abs(one.x + one.width - 234) < 1);
    const [cell] = items.splice(a4, 1);
    items.splice(
      items.findIndex((one) => one.text === "0" && Math.abs(one.x + one.width - 266) < 1),
      1,
    );
    items.push({ ...cell!, text: "0,003210,00170", x: 218, width: 14 * 3 });
    const result = read(items);
    expect(result.water?.value).toBeCloseTo(0.01723, 10);
    // The total agrees with the modules only if both pieces were read.
    expect(result.warnings.filter((warning) => warning.includes("total imprimé"))).toEqual([]);
  });
});

describe("extractFdes: a header whose cells touch on one line", () => {
  // A landscape table in a narrow font: "C4 Élimination", "D", "Bénéfices et charges… Total A-C" follow one another a
  // space apart, so the letter D and its long title are read as two header cells, and C4's right-aligned value sits
  // nearer to the letter than to C4's own code.
  const at = (text: string, left: number, right: number, y: number): PositionedText => ({
    text,
    x: left,
    y,
    width: right - left,
    height: 7.5,
    page: 1,
  });
  const header: [string, number, number][] = [
    ["Paramètre", 35, 65],
    ["A1", 273, 279],
    ["à", 282, 285],
    ["A3", 288, 294],
    ["A4", 297, 303],
    ["Transport", 306, 333],
    ["A5", 336, 342],
    ["Installation B1-B7", 345, 400],
    ["C1", 403, 409],
    ["Démolition", 412, 442],
    ["C2", 445, 451],
    ["Transport", 454, 481],
    ["C3", 484, 490],
    ["Traitement des déchets", 493, 559],
    ["C4", 562, 568],
    ["Élimination", 571, 605],
    ["D", 608, 611],
    ["Bénéfices et charges au-delà des frontières du système Total A-C", 614, 807],
  ];
  const values: [string, number, number][] = [
    ["Réchauffement climatique", 35, 106],
    ["12,17", 280, 295],
    ["0,6287", 316, 335],
    ["0,4835", 360, 379],
    ["ND", 389, 398],
    ["0", 438, 441],
    ["0,4409", 462, 481],
    ["1,285", 545, 561],
    ["0,3186", 587, 605],
    ["-1,031", 759, 776],
    ["15,33", 791, 807],
  ];

  it("never gives C4's value as module D", () => {
    const items = [
      at("Impacts environnementaux (par m² de paroi)", 34, 254, 505.7),
      ...header.map(([text, left, right]) => at(text, left, right, 491.5)),
      ...values.map(([text, left, right]) => at(text, left, right, 480.2)),
    ];
    const result = read(items);
    // D's letter and its long title run into the total's header: D may be lost, never C4's value.
    expect([null, -1.031]).toContain(result.moduleDGwp?.value ?? null);
    expect([null, 15.33]).toContain(result.gwp?.value ?? null);
  });
});

describe("extractFdes: one long table cut in sections", () => {
  it("reads the rows under a section's title that crosses the columns", () => {
    const { items } = table({
      columns: [...MODULES, "Total"],
      rows: [
        row(["Réchauffement climatique"], "kg CO2 éq.", "2", "1", "3"),
        row(["Utilisation nette d'eau douce"], "m3", "0,01", "0", "0,01"),
      ],
    });
    // Rows moved down to make room for the section's title under the header.
    const shifted = items.map((piece) => (piece.y < 690 ? { ...piece, y: piece.y - 14 } : piece));
    const sectionTitle = item("Indicateurs d'impacts environnementaux principaux du produit", 40, 680);
    const result = read([...shifted, sectionTitle]);
    expect(result.gwp?.value).toBe(3);
    expect(result.water?.value).toBe(0.01);
  });
});

describe("extractFdes: a figure read twice over", () => {
  it("leaves the GWP unknown when it is twice the sum of its fossil, biogenic and land-use parts", () => {
    // The historic misreading: every figure doubled, 14,02 where the parts make 7,01.
    const { items } = table({
      columns: [...MODULES, "Total"],
      rows: [
        row(["Changement climatique - total"], "kg CO2 éq.", "12,02", "2,0", "14,02"),
        row(["Changement climatique - fossile"], "kg CO2 éq.", "5,5", "1,0", "6,5"),
        row(["Changement climatique - biogénique"], "kg CO2 éq.", "0,4", "0", "0,4"),
        row(["Changement climatique - usage des sols"], "kg CO2 éq.", "0,11", "0", "0,11"),
      ],
    });
    const result = read(items);
    expect(result.gwp).toBeNull();
    expect(result.gwpByStage.a1a3).toBeNull();
    expect(result.warnings).toContainEqual(
      expect.stringContaining("diffère de la somme de ses parties fossile, biogénique et usage des sols"),
    );
    // The same table with its true total: the parts agree, the GWP is read.
    const sound = table({
      columns: [...MODULES, "Total"],
      rows: [
        row(["Changement climatique - total"], "kg CO2 éq.", "6,01", "1,0", "7,01"),
        row(["Changement climatique - fossile"], "kg CO2 éq.", "5,5", "1,0", "6,5"),
        row(["Changement climatique - biogénique"], "kg CO2 éq.", "0,4", "0", "0,4"),
        row(["Changement climatique - usage des sols"], "kg CO2 éq.", "0,11", "0", "0,11"),
      ],
    });
    expect(read(sound.items).gwp?.value).toBe(7.01);
  });

  it("leaves an indicator unknown when another row of it in the unit's tables reads half or twice as much", () => {
    const first = table({
      columns: [...MODULES, "Total"],
      title: ["Indicateurs d'impacts environnementaux"],
      rows: [row(["Réchauffement climatique"], "kg CO2 éq./UF", "6,01", "1,0", "7,01")],
    });
    const again = table({
      columns: [...MODULES, "Total"],
      top: first.bottom - 60,
      title: ["Indicateurs d'impacts environnementaux (suite)"],
      rows: [row(["Réchauffement climatique"], "kg CO2 éq./UF", "12,02", "2,0", "14,02")],
    });
    const result = read([...first.items, ...again.items]);
    expect(result.gwp).toBeNull();
    expect(result.warnings).toContainEqual(expect.stringContaining("dans une ligne et 14,02 dans une autre"));
    const repeated = table({
      columns: [...MODULES, "Total"],
      top: first.bottom - 60,
      title: ["Indicateurs d'impacts environnementaux (suite)"],
      rows: [row(["Réchauffement climatique"], "kg CO2 éq./UF", "6,01", "1,0", "7,01")],
    });
    expect(read([...first.items, ...repeated.items]).gwp?.value).toBe(7.01);
  });

  it("takes, of two rows that agree, the total the document prints over a sum of modules (seed 31 document 751)", () => {
    // Modules alone (no total column), then the same indicator's printed total in a second table: 0,0277 and 0,027.
    const modules = table({
      columns: MODULES,
      title: ["Utilisation des ressources"],
      rows: [row(["Utilisation nette d'eau douce"], "m3", "0,021", "0,0067")],
    });
    const totals = table({
      columns: ["A1-A3", "A4-A5", "B1-B7", "C1-C4", "Total"],
      top: modules.bottom - 60,
      title: ["Utilisation des ressources par étape"],
      rows: [[["Utilisation nette d'eau douce"], "m3", "0,021", "0", "0", "0,0067", "0,027"]],
    });
    expect(read([...modules.items, ...totals.items]).water?.value).toBe(0.027);
    expect(read([...totals.items, ...modules.items]).water?.value).toBe(0.027);
  });
});

describe("extractFdes: a GWP far outside its product family's orders of magnitude", () => {
  const cover = (product: string) => [
    item(product, 40, 780, 20),
    ...text(["Unité fonctionnelle : 1 m² de paroi isolée, résistance thermique R = 5,00 m².K/W, épaisseur 160 mm."], 760),
  ];
  const results = (gwp: string) =>
    table({ columns: [...MODULES, "Total"], top: 700, rows: [row(["Réchauffement climatique"], "kg CO2 éq./UF", gwp, "0", gwp)] });

  it("leaves unknown a glass wool GWP of 4 512 kg CO2 eq. per m² at R = 5 (a decimal mark read as thousands)", () => {
    const result = read([...cover("Laine de verre IsoNord 160 mm"), ...results("4 512").items]);
    expect(result.functionalUnit.thermalResistance).toBe(5);
    expect(result.gwp).toBeNull();
    expect(result.warnings).toContainEqual(expect.stringContaining("hors des ordres de grandeur d'un produit en laine de verre"));
  });

  it("keeps a plausible glass wool GWP, and any GWP when the document names no family", () => {
    expect(read([...cover("Laine de verre IsoNord 160 mm"), ...results("4,51").items]).gwp?.value).toBe(4.51);
    expect(read([...cover("IsoNord 160 mm"), ...results("4 512").items]).gwp?.value).toBe(4512);
  });
});

describe("extractFdes: a name cut between two rows' labels", () => {
  it("reads PERT and PENRT when the first line of PENRT's name went to PERT's row", () => {
    const { items } = table({
      columns: [...MODULES, "Total"],
      rows: [
        tot(
          ["Utilisation totale des ressources d'énergie primaire renouvelables Utilisation totale des ressources d'énergie"],
          "MJ",
          "12,5",
        ),
        tot(["primaire non renouvelables"], "MJ", "80,5"),
        tot(["Utilisation nette d'eau douce"], "m3", "0,031"),
      ],
    });
    const result = read(items);
    expect(result.pert?.value).toBe(12.5);
    expect(result.penrt?.value).toBe(80.5);
    expect(result.water?.value).toBe(0.031);
  });
});
