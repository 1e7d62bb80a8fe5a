import { describe, expect, it } from "vitest";
import { page, table } from "../../tests/support/synthetic-pdf-layout";
import { indicatorOf } from "./indicators.server";
import { findHeaders } from "./table-columns.server";
import { joinLabel, readTableRows } from "./table-rows.server";
import { pageLines } from "./text-lines.server";

describe("joinLabel", () => {
  it("mends a word cut at the end of a line and keeps a dash after a space", () => {
    expect(joinLabel(["Utilisation totale des ressources", "d'énergie primaire non renou-", "velables"])).toBe(
      "Utilisation totale des ressources d'énergie primaire non renouvelables",
    );
    expect(indicatorOf(joinLabel(["Utilisation totale des ressources d'énergie primaire non renou-", "velables"]))).toBe("penrt");
    expect(joinLabel(["Changement climatique -", "total"])).toBe("Changement climatique - total");
    expect(joinLabel(["Changement climatique -", "Total"])).toBe("Changement climatique - Total");
  });
});

/** The label and cells of each row of the one table of a page. */
function rowsOf(items: Parameters<typeof page>[0]) {
  const lines = pageLines(page(items));
  const headers = findHeaders(lines);
  expect(headers).toHaveLength(1);
  return readTableRows(lines, headers[0]!).map((row) => [row.label, [...row.cells.values()].join(" ")]);
}

describe("readTableRows: labels", () => {
  it("leaves out a group title between rows, so that the wrapped labels after it stay centred on their values", () => {
    const { items } = table({
      columns: ["A1-A3", "A4-A5", "B1-B7", "C1-C4", "Total"],
      rows: [
        [["Épuisement des ressources abiotiques - combustibles fossiles"], "MJ", "39,0", "6,3", "0", "4,6", "49,9"],
        [["Utilisation des ressources"], ""],
        [["Utilisation totale des ressources d'énergie", "primaire renouvelables"], "MJ", "42,3", "5,3", "0", "5,3", "52,9"],
        [["Utilisation totale des ressources d'énergie", "primaire non renouvelables"], "MJ", "35,3", "4,3", "0", "7,4", "47,0"],
        [["Catégories de déchets"], ""],
        [["Déchets dangereux", "éliminés"], "kg", "0,9", "0,1", "0", "0,2", "1,2"],
      ],
    });
    expect(rowsOf(items)).toEqual([
      ["Épuisement des ressources abiotiques - combustibles fossiles", "39,0 6,3 0 4,6 49,9"],
      ["Utilisation totale des ressources d'énergie primaire renouvelables", "42,3 5,3 0 5,3 52,9"],
      ["Utilisation totale des ressources d'énergie primaire non renouvelables", "35,3 4,3 0 7,4 47,0"],
      ["Déchets dangereux éliminés", "0,9 0,1 0 0,2 1,2"],
    ]);
  });

  it("reads the index of a unit set against it (the 2 of CO2, the 3 of m3) as no cell, even at full size in a wide column", () => {
    const { items } = table({
      columns: ["A1-A3", "A4-A5", "B1-B7", "C1-C4", "Total"],
      // Wide columns, the first close to the unit's: "Unité" reads as a piece of its header, not a column of its own.
      columnX: 195,
      columnStep: 90,
      rows: [
        [["Changement climatique - total"], "", "21,4", "-1,39", "0", "-33,1", "-13,1"],
        [["Utilisation nette d'eau douce"], "", "0,167", "0,0071", "0", "0,0193", "0,194"],
      ],
    });
    // The units, printed with their index as a piece of its own that touches them, a little off the line for m3.
    const co = { text: "kg CO", x: 150, y: 0, width: 16, height: 6, page: 1 };
    const rows = rowsOf([
      ...items,
      { ...co, y: items.find((one) => one.text === "21,4")!.y },
      { ...co, text: "2", x: 166, width: 3, y: items.find((one) => one.text === "21,4")!.y - 1 },
      { ...co, text: "m", x: 161, width: 5, y: items.find((one) => one.text === "0,167")!.y - 1 },
      { ...co, text: "3", x: 166, width: 3, y: items.find((one) => one.text === "0,167")!.y + 1 },
    ]);
    expect(rows).toEqual([
      ["Changement climatique - total", "21,4 -1,39 0 -33,1 -13,1"],
      ["Utilisation nette d'eau douce", "0,167 0,0071 0 0,0193 0,194"],
    ]);
  });

  it("goes on past a group title whose first row's label is wrapped in a narrow column, its values lines below", () => {
    const { items } = table({
      columns: ["A1-A3", "A4-A5", "B1-B7", "C1-C4", "Total"],
      rows: [
        [["Indicateurs d'impacts environnementaux principaux et autres"], ""],
        [["Changement", "climatique -", "total", "(GWP-total)", "kg CO2 éq."], "", "2,5", "0,1", "0", "0,4", "3,0"],
        [["Acidification"], "", "0,02", "0,001", "0", "0,003", "0,024"],
      ],
    });
    // The title runs over the first columns, as a title set in a row of its own across the table does.
    const title = items.find((one) => one.text.startsWith("Indicateurs"))!;
    title.width = 220;
    expect(rowsOf(items)).toEqual([
      ["Changement climatique - total (GWP-total) kg CO2 éq.", "2,5 0,1 0 0,4 3,0"],
      ["Acidification", "0,02 0,001 0 0,003 0,024"],
    ]);
  });

  it("goes on past a group title whose first row's label wraps into many lines before its values", () => {
    const label = ["Utilisation", "totale des", "ressources", "d'énergie", "primaire", "renouvelables", "(énergie", "primaire)"];
    const { items } = table({
      columns: ["A1-A3", "A4-A5", "B1-B7", "C1-C4", "Total"],
      rows: [
        [["Épuisement des ressources abiotiques"], "", "29,6", "1,5", "0", "2,0", "33,1"],
        [["Utilisation des ressources"], ""],
        [label, "", "4,02", "0,39", "0", "0,07", "4,48"],
      ],
    });
    items.find((one) => one.text === "Utilisation des ressources")!.width = 220;
    expect(rowsOf(items)).toEqual([
      ["Épuisement des ressources abiotiques", "29,6 1,5 0 2,0 33,1"],
      [label.join(" "), "4,02 0,39 0 0,07 4,48"],
    ]);
  });

  it("keeps every line of a wrapped label when rows are set with no padding between them", () => {
    const { items } = table({
      columns: ["A1-A3", "A4-A5", "B1-B7", "C1-C4", "Total"],
      rowGap: 0,
      rows: [
        [["Réchauffement climatique"], "kg CO2 éq.", "2,5", "0,1", "0", "0,4", "3,0"],
        [["Déchets non", "dangereux éliminés"], "kg", "4,0", "0,8", "0", "1,0", "5,8"],
        [["Déchets dangereux", "éliminés"], "kg", "0,9", "0,1", "0", "0,2", "1,2"],
      ],
    });
    expect(rowsOf(items).map(([label]) => label)).toEqual([
      "Réchauffement climatique",
      "Déchets non dangereux éliminés",
      "Déchets dangereux éliminés",
    ]);
  });
});
