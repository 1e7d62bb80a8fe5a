import { describe, expect, it } from "vitest";
import { parseHeaderCell } from "./table-columns.server";
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
    expect(cells.map((cell) => [cell.text, cell.x])).toEqual([
      ["1,39E-07", 100],
      ["1,27E-08", 127],
      ["0", 154],
    ]);
    expect(splitRuns(item("1\u00a0110,5", 0, 0))).toHaveLength(1);
    expect(splitRuns(item("kg CO2 éq.", 0, 0))).toHaveLength(1);
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
    expect(cells[1]!.x).toBe(112);
    expect(splitRuns(item("de 40 à 240 mm et plus", 0, 0))).toHaveLength(1);
  });
});
