import { describe, expect, it } from "vitest";
import { findHeaders, joinCellWords, joinNamePieces, parseHeaderCell, splitHeaderItem } from "./table-columns.server";
import type { PositionedText } from "./fdes-types.server";
import { item } from "../../tests/support/synthetic-pdf-layout";
import { indicatorOf } from "./indicators.server";
import { normalise, splitRuns } from "./text-lines.server";

const header = (text: string) => {
  const cell = parseHeaderCell(item(text, 0, 0));
  return cell && { kind: cell.kind, modules: cell.modules.join(",") };
};

describe("header cells", () => {
  it.each([
    ["A1-A3", "modules", "A1,A2,A3"],
    ["A1 à A3", "modules", "A1,A2,A3"],
    ["A2", "modules", "A2"],
    ["A5-Processus de construction – installation", "modules", "A5"],
    ["C1", "modules", "C1"],
    ["Étape de fin de vie", "modules", "C1,C2,C3,C4"],
    ["Étape de production", "modules", "A1,A2,A3"],
    ["Total cycle", "total", ""],
    ["Total cycle de vie (A1 à C4)", "total", ""],
    ["(A1-C4)", "total", ""],
    ["D", "d", ""],
    ["D Bénéfices et", "d", ""],
    ["Bénéfices et charges au-delà des frontières du système", "d", ""],
  ])("%s", (text, kind, modules) => {
    expect(header(text)).toEqual({ kind, modules });
  });

  it.each(["Indicateur", "Unité", "de vie", "Déchets", "Durée de vie", "Utilisation nette d'eau douce"])("%s is no module", (text) => {
    expect(header(text)).toBeNull();
  });
});

describe("indicator labels, matched whole", () => {
  it.each([
    ["Réchauffement climatique", "gwp"],
    ["Changement climatique - total", "gwp"],
    ["Changement climatique – total (GWP-total)", "gwp"],
    ["Changement climatique - combustibles fossiles", null],
    ["Réchauffement climatique - fossile", null],
    ["Réchauffement climatique - total", "gwp"],
    ["Changement climatique - biogénique", null],
    ["Changement climatique - utilisation des sols et transformation de l'utilisation des sols", null],
    [
      "Utilisation totale des ressources d'énergie primaire renouvelables (énergie primaire et ressources d'énergie primaire utilisées comme matières premières)",
      "pert",
    ],
    ["Utilisation totale des ressources d'énergie primaire non renouvelables (énergie primaire et ressources…)", "penrt"],
    ["Utilisation totale des ressources d'énergie primaire (PERT + PENRT)", "energyTotal"],
    [
      "Utilisation de l'énergie primaire renouvelable, à l'exclusion des ressources d'énergie primaire renouvelables utilisées comme matières premières",
      null,
    ],
    ["Utilisation nette d’eau douce", "water"],
    ["Besoin en eau", null],
    ["Déchets dangereux éliminés", "wasteHazardous"],
    ["Déchets non dangereux éliminés", "wasteNonHazardous"],
    ["Déchets radioactifs éliminés", "wasteRadioactive"],
    ["Matériaux destinés au recyclage", "recyclable"],
    ["Stockage de carbone biogénique", null],
  ])("%s", (label, id) => {
    expect(indicatorOf(label)).toBe(id);
  });
});

describe("runs of cells merged by pdf.js", () => {
  it("cuts a run of values into cells placed by their characters, never at a no-break space", () => {
    const cells = splitRuns(item("1,39E-07 1,27E-08 0", 100, 0));
    expect(cells.map((cell) => [cell.text, Math.round(cell.x)])).toEqual([
      ["1,39E-07", 100],
      ["1,27E-08", 127],
      ["0", 154],
    ]);
    expect(splitRuns(item("1\u00a0110,5", 0, 0))).toHaveLength(1);
    expect(splitRuns(item("kg CO2 éq.", 0, 0))).toHaveLength(1);
  });
});

describe("a row of cells merged by pdf.js into one run", () => {
  it("places each cell by the widths of its characters: three numbers then seven MND, as Chromium prints them", () => {
    // pdf.js's item for one row of a cramped table (Liberation Sans 6.5 pt), and where each cell's text really starts.
    const run = {
      text: "3,543e+01 1,397e+00 7,565e-01 MND MND MND MND MND MND MND",
      x: 399.08,
      y: 452.46,
      width: 210.5,
      height: 6.49,
      page: 1,
    };
    const starts = [399.3, 431.8, 465.1, 496.8, 513.1, 529.5, 545.9, 562.3, 578.7, 595.0];
    const cells = splitRuns(run);
    expect(cells.map((cell) => cell.text)).toEqual(["3,543e+01", "1,397e+00", "7,565e-01", ...Array<string>(7).fill("MND")]);
    cells.forEach((cell, index) => expect(Math.abs(cell.x - starts[index]!)).toBeLessThan(1.5));
    // Shared by their count of characters, the first MND would start 11 pt off, in the next column (16.4 pt apart).
  });
});

describe("a unit run into its value by pdf.js", () => {
  it("cuts the value off the unit, never a lone digit or a footnote mark", () => {
    const run = { text: "MJ, PCI 8.942E+00", x: 145.5, y: 235.7, width: 61.8, height: 6.5, page: 1 };
    const cells = splitRuns(run);
    expect(cells.map((cell) => cell.text)).toEqual(["MJ, PCI", "8.942E+00"]);
    // The value ends where the run ends and starts after the unit's words.
    expect(cells[1]!.x + cells[1]!.width).toBeCloseTo(207.3, 1);
    expect(cells[1]!.x).toBeGreaterThan(cells[0]!.x + cells[0]!.width);
    expect(splitRuns(item("kg CO2 éq. 0", 0, 0)).map((cell) => cell.text)).toEqual(["kg CO2 éq.", "0"]);
    expect(splitRuns(item("m 3", 0, 0))).toHaveLength(1);
    expect(splitRuns(item("Total cycle de vie (1)", 0, 0))).toHaveLength(1);
  });
});

describe("normalise", () => {
  it("reads accents, apostrophes, ligatures and superscripts alike", () => {
    expect(normalise("Scénario de ﬁn de vie")).toBe("scenario de fin de vie");
    expect(normalise("Utilisation nette d’eau douce (m³)")).toBe("utilisation nette d'eau douce (m3)");
    expect(normalise("Mise en Œuvre")).toBe("mise en oeuvre");
  });
});

describe("runs of a unit and values merged by pdf.js", () => {
  it("cuts the values apart and keeps the words together", () => {
    const cells = splitRuns(item("éq. 1,15E+01 4,99E-01 0", 100, 0));
    expect(cells.map((cell) => cell.text)).toEqual(["éq.", "1,15E+01", "4,99E-01", "0"]);
    expect(cells[1]!.x).toBeCloseTo(111, 0);
    expect(splitRuns(item("de 40 à 240 mm et plus", 0, 0))).toHaveLength(1);
  });
});

describe("header cells set a space apart on one line", () => {
  const piece = (text: string, x: number, width: number): PositionedText => ({ text, x, y: 500, width, height: 7.5, page: 1 });

  it("cuts a module cell, a total and D read as one string into three cells", () => {
    const texts = splitHeaderItem(piece("C4 Total cycle de vie (A1 à C4) Module D", 452, 108)).map((cell) => cell.text);
    expect(texts).toEqual(["C4", "Total cycle de vie (A1 à C4)", "Module D"]);
  });

  it("cuts before a code that starts other modules, never inside a range", () => {
    expect(splitHeaderItem(piece("Installation B1-B7", 345, 55)).map((cell) => cell.text)).toEqual(["Installation", "B1-B7"]);
    expect(splitHeaderItem(piece("C1 Démolition C2 Transport", 400, 80)).map((cell) => cell.text)).toEqual([
      "C1 Démolition",
      "C2 Transport",
    ]);
    expect(splitHeaderItem(piece("A1 à A3", 273, 21)).map((cell) => cell.text)).toEqual(["A1 à A3"]);
    expect(splitHeaderItem(piece("Sous-total A1-", 269.8, 30.4)).map((cell) => cell.text)).toEqual(["Sous-total A1-"]);
    expect(splitHeaderItem(piece("A1 - A3", 273, 21)).map((cell) => cell.text)).toEqual(["A1 - A3"]);
  });

  it("cuts stages named with their codes in parentheses, one after the other", () => {
    const texts = splitHeaderItem(piece("Étape de mise en œuvre (A4-A5) Vie en œuvre (B1-B7)", 237.6, 245.2)).map((cell) => cell.text);
    expect(texts).toEqual(["Étape de mise en œuvre (A4-A5)", "Vie en œuvre (B1-B7)"]);
    expect(splitHeaderItem(piece("Étape de production (A1-A3) Total", 237.6, 120)).map((cell) => cell.text)).toEqual([
      "Étape de production (A1-A3)",
      "Total",
    ]);
  });

  it("joins a code's name and a range given word by word to their cell", () => {
    const joined = joinCellWords([
      piece("A1", 273, 6),
      piece("à", 282, 3),
      piece("A3", 288, 6),
      piece("A4", 297, 6),
      piece("Transport", 306, 27),
      piece("D", 608, 3),
      piece("Bénéfices et charges au-delà des frontières du système", 614, 162),
      piece("Total A-C", 779, 28),
    ]);
    expect(joined.map((cell) => [cell.text, cell.x, cell.x + cell.width])).toEqual([
      ["A1 à A3", 273, 294],
      ["A4 Transport", 297, 333],
      ["D Bénéfices et charges au-delà des frontières du système", 608, 776],
      ["Total A-C", 779, 807],
    ]);
  });
});

describe("two-level headers", () => {
  const piece = (text: string, x: number, y: number, width: number): PositionedText => ({ text, x, y, width, height: 7.5, page: 1 });
  const line = (items: PositionedText[]) => ({ page: 1, y: items[0]!.y, height: 7.5, items, text: items.map((one) => one.text).join(" ") });
  const columnsOf = (lines: ReturnType<typeof line>[]) =>
    findHeaders(lines).flatMap((found) =>
      found.columns.map((column) => (column.kind === "modules" ? column.modules.join("") : column.kind)),
    );

  it("joins a stage's name given in two pieces a word space apart", () => {
    const joined = joinNamePieces([piece("Étape de", 652, 493, 26.8), piece("fin de vie", 680.7, 493, 28.2)]);
    expect(joined.map((one) => one.text)).toEqual(["Étape de fin de vie"]);
    expect(joinNamePieces([piece("Unité", 295, 487, 16.3), piece("A1-A3", 313, 487, 18)])).toHaveLength(2);
  });

  it("keeps a module under a stage named over it alone, beside the stage's other modules", () => {
    // "Fin de vie" centred over C1..C4 but, narrower than them, set over C4 only.
    const lines = [
      line([
        piece("Étape du processus de construction", 359.2, 523, 112.8),
        piece("Vie en œuvre", 520.9, 523, 41.7),
        piece("Fin de vie", 668.8, 523, 31.2),
      ]),
      line([
        piece("Indicateur", 35.3, 517, 33.7),
        piece("A1-A3", 318.1, 517, 20.8),
        piece("Total cycle de vie", 711.3, 517, 54.5),
        piece("Module D", 774.3, 517, 31.9),
      ]),
      line(
        ["A4", "A5", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "C1", "C2", "C3", "C4"].map((code, index) =>
          piece(code, [398.2, 462.9, 475.8, 488.7, 501.6, 514.6, 527.5, 540.4, 553.3, 586.7, 620.1, 655.5, 690.9][index]!, 510.2, 9.2),
        ),
      ),
    ];
    expect(columnsOf(lines)).toEqual([
      "A1A2A3",
      "A4",
      "A5",
      "B1",
      "B2",
      "B3",
      "B4",
      "B5",
      "B6",
      "B7",
      "C1",
      "C2",
      "C3",
      "C4",
      "total",
      "d",
    ]);
  });

  it("still reads a code wrapped under its stage's name as one cell", () => {
    const lines = [
      line([
        piece("Étape de fabrication (A1-", 346, 491.5, 72.4),
        piece("Étape du processus de construction", 428, 491.5, 106.3),
        piece("Total cycle de", 609.3, 491.5, 40.2),
      ]),
      line([piece("Paramètre", 34.9, 487, 30.1), piece("B1-B7", 549.1, 487, 17.8), piece("C1 à C4", 578.4, 487, 22.6)]),
      line([piece("A3)", 377.3, 482.5, 9.9), piece("(A4-A5)", 470.2, 482.5, 21.9), piece("vie", 625.1, 482.5, 8.6)]),
    ];
    expect(columnsOf(lines)).toEqual(["A1A2A3", "A4A5", "B1B2B3B4B5B6B7", "C1C2C3C4", "total"]);
  });

  it("takes in a line of module names centred under their codes, the first starting left of its code", () => {
    // "A1 à A3" centred beside the two lines of "A4" / "Transport", "A5" / "Installation"…
    const lines = [
      line([
        piece("A4", 243.8, 771.4, 7.7),
        piece("A5", 282, 771.4, 7.7),
        piece("B1-", 295.5, 771.4, 9.7),
        piece("C1", 335.1, 771.4, 7.7),
        piece("D Bénéfices et charges au-delà", 471.4, 771.4, 88.7),
      ]),
      line([piece("Indicateur", 35.3, 767.7, 28.7), piece("A1 à A3", 195.4, 767.7, 21.8)]),
      line([
        piece("Transport", 223.8, 764.7, 27.7),
        piece("Installation", 258, 764.7, 31.7),
        piece("B7", 297.5, 764.7, 7.7),
        piece("Démolition", 311.8, 764.7, 31),
        piece("des frontières du système", 485.8, 764.7, 74.4),
      ]),
    ];
    expect(columnsOf(lines)).toEqual(["A1A2A3", "A4", "A5", "B1B2B3B4B5B6B7", "C1", "d"]);
  });

  it("reads no header in a row whose code column wraps 'GWP-' / 'total' beside its values", () => {
    const lines = [
      line([
        piece("A1-A3", 120, 760, 18),
        piece("A4", 150, 760, 7.7),
        piece("C1-C4", 180, 760, 18),
        piece("Total", 215, 760, 15),
        piece("D", 245, 760, 4),
      ]),
      line([piece("Changement", 35, 671.8, 25.4), piece("GWP-", 80.8, 671.8, 12.9)]),
      line([
        piece("1,87", 122, 668.7, 8.8),
        piece("0,269", 150, 668.7, 11.3),
        piece("0,161", 182, 668.7, 11.3),
        piece("2,30", 216, 668.7, 8.8),
        piece("0", 246, 668.7, 2.5),
      ]),
      line([piece("climatique – total", 35.1, 665.4, 35.2), piece("total", 84.7, 665.4, 8.9), piece("éq.", 108.4, 665.4, 6)]),
    ];
    expect(findHeaders(lines)).toHaveLength(1);
  });

  it("finds a header whose every cell is wrapped, no line of it holding two module codes", () => {
    const lines = [
      line([
        piece("Étape de mise en", 235, 738.4, 57.5),
        piece("Étape de vie en", 314.4, 738.4, 51.7),
        piece("Fin de vie (C1-", 378, 738.4, 50.4),
        piece("D Bénéfices et charges au-delà des", 437.3, 738.4, 116.5),
      ]),
      line([piece("Indicateur", 34.9, 733.9, 36), piece("Unité", 159.2, 733.9, 18.6), piece("A1 à A3", 191.7, 733.9, 27.1)]),
      line([
        piece("œuvre (A4-A5)", 238.4, 728.7, 50.7),
        piece("œuvre (B1-B7)", 315.4, 728.7, 49.8),
        piece("C4)", 397, 728.7, 12.4),
        piece("frontières du système", 459.4, 728.7, 72.5),
      ]),
      line([
        piece("3.54E+00", 189.6, 712.2, 31.4),
        piece("3.79E-01", 249, 712.2, 29.5),
        piece("-", 338.9, 712.2, 2.7),
        piece("5.52E-01", 388.4, 712.2, 29.5),
      ]),
    ];
    expect(columnsOf(lines)).toEqual(["A1A2A3", "A4A5", "B1B2B3B4B5B6B7", "C1C2C3C4", "d"]);
  });
});
