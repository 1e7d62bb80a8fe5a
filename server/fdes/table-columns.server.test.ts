import { describe, expect, it } from "vitest";
import { joinCellWords, parseHeaderCell, splitHeaderItem } from "./table-columns.server";
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
    expect(splitHeaderItem(piece("A1 - A3", 273, 21)).map((cell) => cell.text)).toEqual(["A1 - A3"]);
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
