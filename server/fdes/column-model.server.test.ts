import { describe, expect, it } from "vitest";
import { columnModel, namesModulesByCode, parseCoverage } from "./column-model.server";
import { LIFE_CYCLE } from "./life-cycle-modules.server";

const modules = (text: string) => parseCoverage(text)?.modules.join(",") ?? null;

describe("parseCoverage", () => {
  it("reads module codes, ranges and lists", () => {
    expect(modules("A1-A3")).toBe("A1,A2,A3");
    expect(modules("A1 à A3")).toBe("A1,A2,A3");
    expect(modules("C2")).toBe("C2");
    expect(modules("D")).toBe("D");
    expect(modules("Module D")).toBe("D");
    expect(modules("B1-B7")).toBe("B1,B2,B3,B4,B5,B6,B7");
  });

  it("reads a module's code inside its name, not only alone", () => {
    expect(modules("Transport A4")).toBe("A4");
    expect(modules("Installation A5")).toBe("A5");
    expect(modules("Utilisation B1-B7")).toBe("B1,B2,B3,B4,B5,B6,B7");
    expect(modules("Étape de mise en œuvre (A4-A5)")).toBe("A4,A5");
    expect(modules("C1 Déconstruction / démolition")).toBe("C1");
    expect(modules("D Bénéfices et charges au-delà des frontières du système")).toBe("D");
  });

  it("reads what a total holds: A1-C4 by default, D only when it says so, less what it leaves out", () => {
    expect(parseCoverage("Total cycle de vie")).toEqual({ modules: [...LIFE_CYCLE], total: true });
    expect(modules("Total")).toBe(LIFE_CYCLE.join(","));
    expect(modules("Total A1-D")).toBe([...LIFE_CYCLE, "D"].join(","));
    expect(modules("Total (avec D)")).toBe([...LIFE_CYCLE, "D"].join(","));
    expect(modules("Total hors D")).toBe(LIFE_CYCLE.join(","));
    expect(modules("Total hors B")).toBe("A1,A2,A3,A4,A5,C1,C2,C3,C4");
    expect(modules("Total (hors module B)")).toBe("A1,A2,A3,A4,A5,C1,C2,C3,C4");
    expect(modules("Total A1-A3")).toBe("A1,A2,A3");
    expect(modules("Total (A1 à C4)")).toBe(LIFE_CYCLE.join(","));
    // Stages named by their letters alone: from the first one's first module to the last one's last.
    expect(modules("Total A-D")).toBe([...LIFE_CYCLE, "D"].join(","));
    expect(modules("Total A à C")).toBe(LIFE_CYCLE.join(","));
    expect(modules("Modules B-C")).toBe("B1,B2,B3,B4,B5,B6,B7,C1,C2,C3,C4");
  });

  it("reads stages named in words", () => {
    expect(modules("Étape de production")).toBe("A1,A2,A3");
    expect(modules("Étape de construction")).toBe("A4,A5");
    expect(modules("Étape de vie en œuvre")).toBe("B1,B2,B3,B4,B5,B6,B7");
    expect(modules("Étape de fin de vie")).toBe("C1,C2,C3,C4");
    expect(modules("Bénéfices et charges au-delà des frontières du système")).toBe("D");
  });

  it("names nothing for other headers", () => {
    for (const text of ["Indicateur", "Unité", "Paramètre", "Unit", "Parameter", "kg CO2 éq.", "NF EN 15804+A2", "Fourchette", ""]) {
      expect(parseCoverage(text), text).toBeNull();
    }
  });
});

describe("columnModel", () => {
  const columns = [0, 1, 2, 3, 4, 5].map((index) => ({ x0: index * 50, x1: index * 50 + 40 }));

  it("takes the lowest header cell of a column, and a stage's name over several columns for none of them", () => {
    const model = columnModel({
      columns,
      header: [
        { text: "Indicateur", col0: 0, col1: 0, level: 0 },
        { text: "Étape de fin de vie", col0: 1, col1: 3, level: 0 },
        { text: "C1", col0: 1, col1: 1, level: 1 },
        { text: "C2", col0: 2, col1: 2, level: 1 },
        { text: "Total", col0: 4, col1: 4, level: 0 },
        { text: "D", col0: 5, col1: 5, level: 0 },
      ],
    });
    expect(model.roles.map((role) => (role.kind === "modules" ? role.coverage.modules.join("") : role.kind))).toEqual([
      "label",
      "C1",
      "C2",
      "other",
      LIFE_CYCLE.join(""),
      "D",
    ]);
  });
});

describe("namesModulesByCode", () => {
  it("tells a header naming modules from a row's label", () => {
    for (const text of ["A1-A3", "C4", "Module D", "D", "Total", "Total cycle de vie", "Transport A4"])
      expect(namesModulesByCode(text), text).toBe(true);
    for (const text of [
      "Utilisation totale des ressources",
      "Déchets dangereux éliminés",
      "d'énergie primaire",
      "NF EN 15804+A2",
      "Fin de vie",
    ]) {
      expect(namesModulesByCode(text), text).toBe(false);
    }
  });
});

describe("parseCoverage: what is no total", () => {
  it("reads a total only when the header says so first", () => {
    expect(parseCoverage("Fourchette du total")).toBeNull();
    expect(parseCoverage("Part du total (%)")).toBeNull();
    expect(parseCoverage("A1-C4 Total")?.modules.length).toBe(16);
    expect(parseCoverage("Somme des étapes")?.total).toBe(true);
    // Two header cells read as one: a module's code, then a total's words.
    expect(parseCoverage("C4 Total cycle de vie")).toBeNull();
    expect(parseCoverage("C4 Somme")).toBeNull();
  });
});

describe("columnModel: a header cut between its levels", () => {
  it("reads the cells over one column together: 'Total (A1-' over 'C4)', 'Module' over 'D'", () => {
    const model = columnModel({
      columns: [0, 1, 2].map((index) => ({ x0: index * 50, x1: index * 50 + 40 })),
      header: [
        { text: "C4", col0: 0, col1: 0, level: 1 },
        { text: "Total (A1-", col0: 1, col1: 1, level: 0 },
        { text: "C4)", col0: 1, col1: 1, level: 1 },
        { text: "Module", col0: 2, col1: 2, level: 0 },
        { text: "D", col0: 2, col1: 2, level: 1 },
      ],
    });
    expect(model.roles.map((role) => (role.kind === "modules" ? role.coverage.modules.length : role.kind))).toEqual([1, 16, 1]);
  });

  it("reads a cell left open on with the one below it, levels apart: 'Sous-total A1-' over 'A3', never A3 alone", () => {
    const model = columnModel({
      columns: [0, 1, 2, 3].map((index) => ({ x0: index * 50, x1: index * 50 + 40 })),
      header: [
        { text: "Sous-total A1-", col0: 0, col1: 0, level: 0 },
        { text: "Total C1-C4", col0: 1, col1: 1, level: 1 },
        { text: "Total (A1-", col0: 2, col1: 2, level: 0 },
        { text: "Module", col0: 3, col1: 3, level: 0 },
        { text: "A3", col0: 0, col1: 0, level: 2 },
        { text: "C4)", col0: 2, col1: 2, level: 2 },
        { text: "C4", col0: 3, col1: 3, level: 2 },
      ],
    });
    expect(model.roles.map((role) => (role.kind === "modules" ? role.coverage.modules.join(",") : role.kind))).toEqual([
      "A1,A2,A3",
      "C1,C2,C3,C4",
      [...LIFE_CYCLE].join(","),
      // A closed word levels apart is no part of the code below it.
      "C4",
    ]);
  });
});

describe("columnModel: two neighbours' headers read as one cell over both columns", () => {
  const roles = (header: { text: string; col0: number; col1: number; level: number }[]) =>
    columnModel({ columns: [0, 1, 2].map((index) => ({ x0: index * 50, x1: index * 50 + 40 })), header }).roles.map((role) =>
      role.kind === "modules" ? role.coverage.modules.join(",") : role.kind,
    );

  it("splits it where both halves name modules, disjoint ones (seed 38 document 879: 'Module D Total (A1-C4)')", () => {
    expect(
      roles([
        { text: "C1-C4", col0: 0, col1: 0, level: 0 },
        { text: "Module D Total (A1-C4)", col0: 1, col1: 2, level: 0 },
      ]),
    ).toEqual(["C1,C2,C3,C4", "D", LIFE_CYCLE.join(",")]);
  });

  it("keeps whole a stage shared by two columns, or a cell over columns with headers of their own", () => {
    expect(
      roles([
        { text: "A1-A3", col0: 0, col1: 0, level: 0 },
        { text: "Fin de vie C1-C4", col0: 1, col1: 2, level: 0 },
      ]),
    ).toEqual(["A1,A2,A3", "other", "other"]);
    expect(
      roles([
        { text: "A1-A3", col0: 0, col1: 0, level: 1 },
        { text: "Module D Total (A1-C4)", col0: 1, col1: 2, level: 0 },
        { text: "C1", col0: 1, col1: 1, level: 1 },
        { text: "C2", col0: 2, col1: 2, level: 1 },
      ]),
    ).toEqual(["A1,A2,A3", "C1", "C2"]);
  });
});
