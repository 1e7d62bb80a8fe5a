import { describe, expect, it } from "vitest";
import { type Answer, computeAnswer, type AnswerFacts } from "../../scripts/fdes-corpus/answer";
import { exactValue } from "../../scripts/fdes-corpus/author-parts";
import { ratchet } from "../../scripts/fdes-corpus/approvals";
import { MODULES, type Module } from "../../scripts/fdes-corpus/declaration";
import { authorDocument, PRODUCERS } from "../../scripts/fdes-corpus/document";
import { judgeValue, judgeVariants } from "../../scripts/fdes-corpus/judge";
import { KINDS } from "../../scripts/fdes-corpus/kinds";
import type { Cell, Coverage, DocumentModel, TableBlock } from "../../scripts/fdes-corpus/page-model";
import { type NumberStyle, printNumber, readPrinted } from "../../scripts/fdes-corpus/printed-number";

// The corpus's own stages (scripts/fdes-corpus/), checked apart from the reader: numbers print and read back as the
// author meant, the answer follows the printed cells, the ratchet orders outcomes.

const FRENCH: NumberStyle = {
  decimal: ",",
  notation: "scientific",
  digits: 2,
  group: "",
  minus: "-",
  exponentMinus: "\u2212",
  exponent: "E+00",
};

describe("printed numbers", () => {
  it("writes French scientific numbers with a U+2212 exponent and reads them back", () => {
    const printed = printNumber(-0.009, FRENCH);
    expect(printed.text).toBe("-9,0E\u221203");
    expect(printed.value).toBeCloseTo(-0.009, 12);
    expect(printed.halfUnit).toBeCloseTo(0.00005, 12);
  });

  it("groups thousands with a no-break space and keeps the value", () => {
    const printed = printNumber(12345.6, { ...FRENCH, notation: "fixed", digits: 4, group: "\u00a0" });
    expect(printed.text).toBe("12\u00a0346");
    expect(printed.value).toBe(12346);
  });

  it("writes IBU's short exponent", () => {
    expect(printNumber(21.6, { ...FRENCH, decimal: ".", digits: 3, exponent: "E+0", exponentMinus: "-" }).text).toBe("2.16E+1");
  });

  it("reads a value beside its footnote mark, and a not-declared mark as nothing", () => {
    expect(readPrinted("1,55E+01 (a)", FRENCH)).toBe(15.5);
    expect(readPrinted("\u22123,2E\u221202 *", FRENCH)).toBeCloseTo(-0.032, 12);
    expect(readPrinted("MND", FRENCH)).toBeNull();
  });
});

const GWP_ROW = (cells: [Coverage, string, number | null, number][]): Cell[] =>
  cells.map(([coverage, text, value, halfUnit]) => ({
    text,
    ref: { product: 0, key: "gwp", coverage },
    printed: { text, value, halfUnit },
  }));

function model(table: Partial<TableBlock> & Pick<TableBlock, "rows">): DocumentModel {
  const block: TableBlock = {
    type: "table",
    role: "results",
    widths: [],
    grid: "full",
    fontSize: 7,
    basis: { per: "FU", factor: 1 },
    repeatHeader: true,
    ...table,
  };
  return { lang: "fr", title: "t", font: "Liberation Sans", size: 9, orientation: "portrait", margin: 15, blocks: [block], footer: "" };
}
const FACTS: AnswerFacts = {
  standard: "NF EN 15804+A2",
  validUntil: "2028-01-31",
  declared: 0,
  products: [{ name: "P", thicknessMm: 100, r: 2.5 }],
  derived: false,
};
const META = { producer: "test", author: "test", seed: 1, kinds: [], axes: {} };
const modules = (list: Module[]): Coverage => ({ kind: "modules", modules: list });

describe("the answer from the printed cells", () => {
  const stages: [Coverage, string, number | null, number][] = [
    [modules(["A1", "A2", "A3"]), "5,0", 5, 0.05],
    [modules(["A4", "A5"]), "0,40", 0.4, 0.005],
    [modules(["B1", "B2", "B3", "B4", "B5", "B6", "B7"]), "MND", null, 0],
    [modules(["C1", "C2", "C3", "C4"]), "0,61", 0.61, 0.005],
  ];

  it("takes the printed life-cycle total, the stages and D; B not declared is no stage", () => {
    const answer = computeAnswer(
      model({
        rows: [
          {
            kind: "body",
            cells: GWP_ROW([...stages, [{ kind: "total", withD: false }, "6,0", 6, 0.05], [{ kind: "d" }, "-0,30", -0.3, 0.005]]),
          },
        ],
      }),
      FACTS,
      META,
    );
    expect(answer.values).toMatchObject({
      gwp: 6,
      gwp_a1a3: 5,
      gwp_a4a5: 0.4,
      gwp_b: null,
      gwp_c: 0.61,
      gwp_end_of_life: 0.61,
      module_d_gwp: -0.3,
    });
    expect(answer.tolerance.gwp).toBe(0.05);
  });

  it("sums the modules when only a total with D inside is printed, and allows both routes' rounding", () => {
    const answer = computeAnswer(
      model({
        rows: [
          {
            kind: "body",
            cells: GWP_ROW([...stages, [{ kind: "d" }, "-0,30", -0.3, 0.005], [{ kind: "total", withD: true }, "5,7", 5.7, 0.05]]),
          },
        ],
      }),
      FACTS,
      META,
    );
    expect(answer.values.gwp).toBeCloseTo(6.01, 12);
    expect(answer.tolerance.gwp).toBeCloseTo(0.06 + 0.05 + 0.005, 12);
  });

  it("with no total printed, counts a sum of the printed stage sub-totals as exact, and nothing beyond both routes", () => {
    // Modules and their stage sub-totals printed, no total: the modules sum to 4,23 (± 0,045), the sub-totals to
    // 4,3 (± 0,11, B not declared adding nothing). A reader may take either route; both are the document's rounding.
    const cell = (list: Module[], text: string, value: number | null, halfUnit: number): [Coverage, string, number | null, number] => [
      modules(list),
      text,
      value,
      halfUnit,
    ];
    const row = [
      cell(["A1"], "2,44", 2.44, 0.005),
      cell(["A2"], "0,46", 0.46, 0.005),
      cell(["A3"], "0,47", 0.47, 0.005),
      cell(["A1", "A2", "A3"], "3,4", 3.4, 0.05),
      cell(["A4"], "0,20", 0.2, 0.005),
      cell(["A5"], "0,10", 0.1, 0.005),
      cell(["B1", "B2", "B3", "B4", "B5", "B6", "B7"], "MND", null, 0),
      ...(["C1", "C2", "C3", "C4"] as const).map((module) => cell([module], "0,14", 0.14, 0.005)),
      cell(["C1", "C2", "C3", "C4"], "0,6", 0.6, 0.05),
    ];
    const answer = computeAnswer(model({ rows: [{ kind: "body", cells: GWP_ROW(row) }] }), FACTS, META);
    expect(answer.values.gwp).toBeCloseTo(4.23, 12);
    expect(answer.tolerance.gwp).toBeCloseTo(0.07 + 0.11, 12);
    expect(judgeValue(answer.values.gwp, 4.23, answer.tolerance.gwp)).toBe("exact");
    expect(judgeValue(answer.values.gwp, 4.3, answer.tolerance.gwp)).toBe("exact");
    expect(judgeValue(answer.values.gwp, 4.45, answer.tolerance.gwp)).toBe("wrong");
    // A total printed: it is the answer, with its own rounding only; a sum of sub-totals is not another route to it.
    const totalled = computeAnswer(
      model({ rows: [{ kind: "body", cells: GWP_ROW([...row, [{ kind: "total", withD: false }, "4,2", 4.2, 0.05]]) }] }),
      FACTS,
      META,
    );
    expect(totalled.values.gwp).toBe(4.2);
    expect(totalled.tolerance.gwp).toBe(0.05);
    expect(judgeValue(totalled.values.gwp, 4.3, totalled.tolerance.gwp)).toBe("wrong");
  });

  it("brings values per m³ to the functional unit with the printed thickness", () => {
    const answer = computeAnswer(
      model({
        basis: { per: "m3", factor: 0.1 },
        rows: [{ kind: "body", cells: GWP_ROW([[{ kind: "total", withD: false }, "60", 60, 0.5]]) }],
      }),
      FACTS,
      META,
    );
    expect(answer.values.gwp).toBeCloseTo(6, 12);
    expect(answer.tolerance.gwp).toBeCloseTo(0.05, 12);
  });

  it("has no waste total when a category is not declared", () => {
    const waste = (key: "hwd" | "nhwd" | "rwd", text: string, value: number | null): Cell => ({
      text,
      ref: { product: 0, key, coverage: { kind: "total", withD: false } },
      printed: { text, value, halfUnit: 0 },
    });
    const answer = computeAnswer(
      model({ rows: [{ kind: "body", cells: [waste("hwd", "0,01", 0.01), waste("nhwd", "2,1", 2.1), waste("rwd", "ND", null)] }] }),
      FACTS,
      META,
    );
    expect(answer.values).toMatchObject({ waste_hazardous: 0.01, waste_non_hazardous: 2.1, waste_radioactive: null, waste: null });
  });
});

describe("the authors", () => {
  const specs = PRODUCERS.flatMap((producer, p) => KINDS.map((kind, k) => ({ producer, seed: 50_000 + 100 * p + k, force: [kind] })));

  it.each(specs.map((spec) => [`${spec.producer} ${spec.force[0]}`, spec] as const))(
    "%s: holds its kind, and its answer is the facts within the printed rounding",
    (_name, spec) => {
      const { declaration, answer } = authorDocument(spec);
      expect(answer.kinds).toContain(spec.force[0]);
      const product = declaration.products[declaration.declared]!;
      const near = (field: keyof typeof answer.values, exact: number) => {
        const got = answer.values[field];
        if (got === null) return;
        expect(Math.abs(got - exact), field).toBeLessThanOrEqual(answer.tolerance[field] * (1 + 1e-9) + 1e-12);
      };
      const total = (key: "gwp" | "pert" | "penrt" | "fw" | "nhwd") => exactValue(product, key, { kind: "total", withD: false });
      near("gwp", total("gwp"));
      near("pert", total("pert"));
      near("penrt", total("penrt"));
      near("water", total("fw"));
      near("waste_non_hazardous", total("nhwd"));
      near("module_d_gwp", product.values.gwp.d);
      near("gwp_a1a3", exactValue(product, "gwp", modules(["A1", "A2", "A3"])));
      near("gwp_c", exactValue(product, "gwp", modules(["C1", "C2", "C3", "C4"])));
      expect(answer.values.thermal_resistance).toBe(product.r);
      expect(answer.values.gwp).not.toBeNull();
      expect(MODULES).toHaveLength(16);
    },
  );
});

describe("the ratchet", () => {
  it("fails a field that reads worse, passes one that reads better, lists documents never approved", () => {
    const { worse, better, unapproved } = ratchet(
      { a: { gwp: "exact", water: "lost", pert: "wrong" } },
      { a: { gwp: "lost", water: "exact", pert: "lost" }, b: { gwp: "wrong" } },
    );
    expect(worse).toEqual([{ document: "a", field: "gwp", approved: "exact", now: "lost" }]);
    expect(better.map((c) => c.field)).toEqual(["water", "pert"]);
    expect(unapproved).toEqual(["b"]);
  });

  it("judges a value exact within its printed rounding or 0.5 %", () => {
    expect(judgeValue(6, 6.02, 0.05)).toBe("exact");
    expect(judgeValue(6, 6.2, 0.05)).toBe("wrong");
    expect(judgeValue(6, null, 0.05)).toBe("lost");
    expect(judgeValue(null, 1, 0)).toBe("wrong");
    expect(judgeValue(null, null, 0)).toBe("exact");
  });

  it("judges the products offered as the person sees them: thicknesses and each R shown", () => {
    const product = (thickness: number, r: number) => ({ thickness_mm: thickness, thermal_resistance: r }) as Answer["products"][number];
    const two = { products: [product(60, 2.07), product(360, 12.41)] } as Answer;
    const listed = (...variants: [number | null, number | null][]) =>
      ({
        variants: variants.map(([thicknessMm, thermalResistance], i) => ({ id: `v${i}`, label: "", thicknessMm, thermalResistance })),
      }) as never;
    expect(judgeVariants(two, listed([360, null], [60, 2.07]))).toBe("exact");
    expect(judgeVariants(two, listed())).toBe("lost");
    expect(judgeVariants(two, listed([360, null]))).toBe("wrong");
    // Another product's R beside a thickness is a wrong figure shown.
    expect(judgeVariants(two, listed([360, 2.07], [60, 2.07]))).toBe("wrong");
    // A choice offered where the document declares one product is wrong; none is right.
    const one = { products: [] as Answer["products"] } as Answer;
    expect(judgeVariants(one, listed([360, null], [null, null]))).toBe("wrong");
    expect(judgeVariants(one, listed())).toBe("exact");
  });
});
