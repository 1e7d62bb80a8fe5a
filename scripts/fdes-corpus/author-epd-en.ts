/**
 * The English author: an EPD after the IBU and EPD International layouts, EN 15804+A1 or +A2: indicator codes (with
 * or without names), a "Key:" or "Acronyms:" legend under each table, no total column, module D last, modules not
 * declared as "MND", column headers left-aligned above right-aligned numbers (a header and its numbers share a column
 * by its extent, not by where their texts start), a declared unit of 1 m², 1 m³ or 1 kg, or results per R = 1.
 */
import {
  type AuthoredDocument,
  type ColumnLayout,
  type ColumnSpec,
  dateText,
  drawNumberStyle,
  fitTable,
  headerRows,
  infoTable,
  moduleColumns,
  pageWidthPt,
  type Piece,
  placePieces,
  splitLast,
  type ValueContext,
  valueCell,
} from "./author-parts";
import type { Declaration } from "./declaration";
import type { Kind } from "./kinds";
import { type Basis, type Block, type Cell, FONTS, type TableBlock, type TableRow } from "./page-model";
import type { Draws } from "./random";
import { GROUPS, INDICATORS, type IndicatorKey, typesetUnit } from "./vocabulary";

/** The kinds this author can make. */
export const EPD_EN_KINDS: ReadonlySet<Kind> = new Set<Kind>([
  "EPD anglaise",
  "en-têtes nommés",
  "par R = 1",
  "par m³",
  "par kg",
  "écotoxicité près de l'eau",
  "catégorie de déchets non déclarée",
  "épaisseur de variante",
  "suite sans en-tête",
  "renvois de note",
  "exposant U+2212",
  "sans grille",
  "filets seuls",
  "lignes ombrées",
  "cellules fusionnées",
  "paysage",
]);

const A1_EN: Partial<Record<IndicatorKey, [string, string, string]>> = {
  gwp: ["GWP", "Global warming potential", "kg CO2 eq."],
  ap: ["AP", "Acidification potential of land and water", "kg SO2 eq."],
  ep: ["EP", "Eutrophication potential", "kg (PO4)3- eq."],
  pocp: ["POCP", "Formation potential of tropospheric ozone photochemical oxidants", "kg ethene eq."],
  adpe: ["ADPE", "Abiotic depletion potential for non-fossil resources", "kg Sb eq."],
  adpf: ["ADPF", "Abiotic depletion potential for fossil resources", "MJ"],
};

export function authorEpdEn(draws: Draws, decl: Declaration, force: ReadonlySet<Kind>): AuthoredDocument {
  let landscape = force.has("paysage") || draws.chance(0.3);
  let layout: ColumnLayout = force.has("en-têtes nommés")
    ? "en-têtes nommés"
    : draws.pick(["A1-A3 groupés", "A1-A3 groupés", "A1 A2 A3 séparés"] as const);
  for (;;) {
    const built = buildEpd(draws, decl, force, landscape, layout);
    if (built) return built;
    if (!landscape) landscape = true;
    else if (layout !== "A1-A3 groupés") layout = "A1-A3 groupés";
    else throw new Error("no layout fits");
  }
}

function buildEpd(
  draws: Draws,
  decl: Declaration,
  force: ReadonlySet<Kind>,
  landscape: boolean,
  layout: ColumnLayout,
): AuthoredDocument | null {
  const kinds = new Set<Kind>(["EPD anglaise"]);
  const standard = force.has("écotoxicité près de l'eau") ? "A2" : draws.pick(["A1", "A2", "A2", "A2"] as const);
  draws.axes["norme"] = standard;
  draws.axes["colonnes"] = layout;
  const ibu = draws.chance(0.5);
  draws.axes["modèle"] = ibu ? "IBU" : "EPD International";
  const style = drawNumberStyle(draws, "en", kinds, force);
  const font = draws.axis("police", FONTS);
  const size = draws.pick([8, 8.5, 9, 9.5]);
  const orientation = landscape ? "landscape" : "portrait";
  const margin = draws.pick([12, 15, 18]);
  const usable = pageWidthPt(orientation, margin);
  const product = decl.products[decl.declared]!;
  const basisKind: Basis["per"] = force.has("par R = 1")
    ? "R1"
    : force.has("par m³")
      ? "m3"
      : force.has("par kg")
        ? "kg"
        : draws.pick(["FU", "FU", "FU", "m3", "m3", "kg", "R1"] as const);
  draws.axes["base"] = basisKind;
  const grid: TableBlock["grid"] = force.has("sans grille")
    ? "none"
    : force.has("filets seuls")
      ? "rules"
      : draws.pick(["rules", "rules", "full", "none"] as const);
  const shaded = force.has("lignes ombrées") || draws.chance(0.5);
  const twoLevel = force.has("cellules fusionnées") || (layout !== "en-têtes nommés" && draws.chance(0.3));
  const footnotes = force.has("renvois de note") || draws.chance(0.1);
  const split = force.has("suite sans en-tête") || draws.chance(0.1);
  const ecotoxNearWater = standard === "A2" && (force.has("écotoxicité près de l'eau") || draws.chance(0.3));
  const wasteUndeclared: IndicatorKey | null =
    force.has("catégorie de déchets non déclarée") || draws.chance(0.05) ? draws.pick(["hwd", "rwd"] as const) : null;
  const variant = force.has("épaisseur de variante") || draws.chance(0.1);
  const codesOnly = draws.chance(0.5);
  draws.axes["libellés"] = codesOnly ? "codes seuls" : "noms et codes";
  const bMark = draws.pick(["MND", "MND", null] as const);
  const r = product.r.toFixed(2);
  const blocks: Block[] = [];
  const p = (text: string, extra: Partial<Block> = {}) => blocks.push({ type: "paragraph", text, ...extra } as Block);
  const h = (level: number, text: string) => blocks.push({ type: "heading", level, text });
  const standardText = standard === "A1" ? "EN 15804+A1" : "EN 15804+A2";

  // ── cover
  p("ENVIRONMENTAL PRODUCT DECLARATION", { bold: true, size: size + 4 });
  p(`as per ISO 14025 and ${standardText}`);
  p(`Owner of the Declaration: ${decl.manufacturer}`);
  p(`Programme holder: ${ibu ? "Institut Bauen und Umwelt e.V. (IBU)" : "The International EPD System"}`);
  p(`Declaration number: EPD-${decl.manufacturer.slice(0, 3).toUpperCase()}-${decl.issued.slice(0, 4)}${draws.int(100, 999)}`);
  const dates = draws.pick(["dd.mm.yyyy", "iso", "long-en"] as const);
  p(`Issue date: ${dateText(decl.issued, dates)}`);
  p(`${draws.pick(["Valid to", "Valid until", "Expiry date"])}: ${dateText(decl.validUntil, dates)}`);
  h(1, product.name);
  p(`${decl.family.en} – ${decl.manufacturer}, ${decl.city} (France)`);
  blocks.push({ type: "break" });

  // ── declared unit, technical data, system boundary
  h(2, "1. General information and declared unit");
  let basis: Basis = { per: "FU", factor: 1 };
  const rText = `R = ${r} m²K/W`;
  switch (basisKind) {
    case "FU":
      p(
        `Declared unit: 1 m² of ${decl.family.en.toLowerCase()} with a thickness of ${product.thicknessMm} mm and a thermal resistance ${rText}, reference service life 50 years.`,
      );
      break;
    case "m3":
      kinds.add("par m³");
      basis = { per: "m3", factor: product.thicknessMm / 1000 };
      p(`Declared unit: 1 m³ of ${decl.family.en.toLowerCase()} with a gross density of ${product.density} kg/m³.`);
      p(`Reference product for the building: ${product.thicknessMm} mm, ${rText}.`);
      break;
    case "kg":
      kinds.add("par kg");
      basis = { per: "kg", factor: (product.density * product.thicknessMm) / 1000 };
      p(`Declared unit: 1 kg of ${decl.family.en.toLowerCase()}. Gross density ${product.density} kg/m³.`);
      p(`Reference product for the building: ${product.thicknessMm} mm, ${rText}.`);
      break;
    case "R1":
      kinds.add("par R = 1");
      basis = { per: "R1", factor: product.r };
      p(`Functional unit: 1 m² of insulation with a thermal resistance ${rText} (${product.thicknessMm} mm).`);
      p(`The results are given per m² for R = 1 m²K/W; multiply by ${r} for the functional unit.`);
      break;
  }
  const variantThickness = variant ? (product.thicknessMm >= 200 ? product.thicknessMm - 80 : product.thicknessMm + 60) : null;
  const technical: [string, string][] = [
    ["Thermal conductivity (λD)", `${product.lambda.toFixed(3)} W/(mK)`],
    ["Gross density", `${product.density} kg/m³`],
    ["Thickness", `${product.thicknessMm} mm`],
    ["Thermal resistance", `${r} m²K/W`],
  ];
  if (variantThickness !== null) {
    kinds.add("épaisseur de variante");
    technical.splice(3, 0, ["Also available", `${variantThickness} mm`]);
  }
  blocks.push(infoTable(draws, technical, font, size, usable));
  p(
    `End of life: ${draws.pick(["landfill of the product (C4).", "thermal recovery in a waste incineration plant (C3).", "70 % landfill, 30 % recycling."])}`,
  );
  // The scope table: X and MND marks under module codes, no result.
  const scope = ["A1-A3", "A4", "A5", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "C1", "C2", "C3", "C4", "D"];
  p("Description of the system boundary (X = included in LCA; MND = module not declared)", { bold: true });
  blocks.push({
    type: "table",
    role: "decoy",
    rows: [
      { kind: "header", cells: scope.map((text) => ({ text, bold: true, align: "center" })) },
      { kind: "body", cells: scope.map((m) => ({ text: m.startsWith("B") && bMark ? "MND" : "X", align: "center" })) },
    ],
    widths: scope.map(() => 1),
    grid: "full",
    fontSize: size - 1.5,
    basis,
    repeatHeader: false,
  });
  blocks.push({ type: "break" });

  // ── results
  h(2, "2. LCA: Results");
  const unitWord = basisKind === "m3" ? "1 m³" : basisKind === "kg" ? "1 kg" : basisKind === "R1" ? "1 m² (R = 1 m²K/W)" : "1 m²";
  const footnote = () => (footnotes && draws.chance(0.15) ? draws.pick(["(a)", "*"]) : "");
  if (footnotes) kinds.add("renvois de note");
  const ctx: ValueContext = {
    product,
    productIndex: decl.declared,
    basis,
    style,
    bMark,
    undeclared: wasteUndeclared ? { [wasteUndeclared]: draws.pick(["ND", "INA", "MND"]) } : {},
    footnote,
  };
  if (wasteUndeclared) kinds.add("catégorie de déchets non déclarée");
  const columns: ColumnSpec[] = [...moduleColumns(draws, layout, "en", twoLevel), { coverage: { kind: "d" }, header: "D", top: null }];
  const impacts: IndicatorKey[] = standard === "A1" ? [...GROUPS.a1Impacts] : [...GROUPS.a2Core];
  const additional: IndicatorKey[] = standard === "A2" && (ecotoxNearWater || draws.chance(0.5)) ? [...GROUPS.a2Additional] : [];
  const resources: IndicatorKey[] = [...GROUPS.resources];
  if (ecotoxNearWater) {
    // ETP-fw the last row above the resource table, whose first row is FW.
    additional.splice(additional.indexOf("etp_fw"), 1);
    additional.push("etp_fw");
    resources.splice(resources.indexOf("fw"), 1);
    resources.unshift("fw");
    kinds.add("écotoxicité près de l'eau");
  }
  const groups = [
    { title: `RESULTS OF THE LCA – ENVIRONMENTAL IMPACT according to ${standardText}: ${unitWord}`, keys: impacts },
    ...(additional.length
      ? [{ title: `RESULTS OF THE LCA – additional impact categories according to ${standardText}: ${unitWord}`, keys: additional }]
      : []),
    { title: `RESULTS OF THE LCA – INDICATORS TO DESCRIBE RESOURCE USE according to ${standardText}: ${unitWord}`, keys: resources },
    {
      title: `RESULTS OF THE LCA – WASTE CATEGORIES AND OUTPUT FLOWS according to ${standardText}: ${unitWord}`,
      keys: [...GROUPS.wastes, ...GROUPS.flows] as IndicatorKey[],
    },
  ];
  const words = (key: IndicatorKey): [string, string, string] => {
    const a1 = standard === "A1" ? A1_EN[key] : undefined;
    return a1 ?? [INDICATORS[key].codes[0]!, draws.pick(INDICATORS[key].en), INDICATORS[key].unitEn];
  };
  const unitStyle = draws.pick(["plain", "unicode"] as const);
  const lead = codesOnly ? ["Parameter", "Unit"] : [ibu ? "Core Indicator" : "Indicator", "Unit"];
  const header = headerRows(lead, columns, shaded, "left");
  const cutGroup = split ? draws.pick(groups.filter((g) => g.keys.length >= 4)) : null;
  const pieces: Piece[] = [];
  for (const group of groups) {
    const rows: TableRow[] = [
      ...header,
      ...group.keys.map((key, i): TableRow => {
        const [code, name, unit] = words(key);
        const label: Cell = { text: codesOnly ? code : `${name} (${code})`, align: "left" };
        return {
          kind: "body",
          shaded: shaded && i % 2 === 0,
          cells: [
            label,
            { text: `[${typesetUnit(unit, unitStyle)}]`, align: "left" },
            ...columns.map((c) => valueCell(ctx, key, c.coverage, "right")),
          ],
        };
      }),
    ];
    const fitted = fitTable(rows, lead.length + columns.length, [0], usable, font, [7.5, 7, 6.5, 6, 5.5, 5]);
    if (!fitted) return null;
    pieces.push({
      kind: "table",
      title: group.title,
      block: { type: "table", role: "results", rows, widths: fitted.widths, grid, fontSize: fitted.fontSize, basis, repeatHeader: !split },
    });
    if (group === cutGroup) splitLast(pieces, kinds);
    if (codesOnly || draws.chance(0.5)) {
      const legend = group.keys.map((key) => `${words(key)[0]} = ${words(key)[1]}`).join("; ");
      pieces.push({ kind: "legend", text: `${draws.pick(["Key:", "Acronyms:", "Legend:"])} ${legend}` });
    }
  }
  placePieces(pieces, blocks, size);
  if (footnotes) p("(a) Generic data. * The estimated impact results are only relative statements.", { size: size - 2 });
  if (standard === "A2") {
    p("Information on describing the biogenic carbon content at factory gate", { bold: true });
    blocks.push({
      type: "table",
      role: "results",
      rows: [
        {
          kind: "header",
          shaded,
          cells: [
            { text: "Biogenic carbon content", bold: true },
            { text: "Unit", bold: true },
            { text: "Value", bold: true, align: "right" },
          ],
        },
        {
          kind: "body",
          cells: [
            { text: "Biogenic carbon content in product" },
            { text: "kg C" },
            valueCell(ctx, "biogenic_product", { kind: "single" }, "right"),
          ],
        },
        {
          kind: "body",
          cells: [
            { text: "Biogenic carbon content in accompanying packaging" },
            { text: "kg C" },
            valueCell(ctx, "biogenic_packaging", { kind: "single" }, "right"),
          ],
        },
      ],
      widths: [4, 1, 1.3],
      grid: grid === "none" ? "rules" : grid,
      fontSize: size - 1,
      basis,
      repeatHeader: false,
    });
  }
  p("The results per declared unit do not include the benefits of module D in the totals of the life cycle.", { size: size - 1 });

  if (orientation === "landscape") kinds.add("paysage");
  if (grid === "none") kinds.add("sans grille");
  if (grid === "rules") kinds.add("filets seuls");
  if (shaded) kinds.add("lignes ombrées");
  if (twoLevel) kinds.add("cellules fusionnées");
  if (layout === "en-têtes nommés") kinds.add("en-têtes nommés");
  draws.axes["orientation"] = orientation;
  return {
    author: "epd-en",
    kinds,
    model: {
      lang: "en",
      title: `EPD ${product.name}`,
      font,
      size,
      orientation,
      margin,
      blocks,
      footer: `EPD ${product.name} – ${decl.manufacturer}`,
    },
    facts: {
      standard: standard === "A1" ? "NF EN 15804+A1" : "NF EN 15804+A2",
      validUntil: decl.validUntil,
      declared: decl.declared,
      products: decl.products.map((x) => ({ name: x.name, thicknessMm: x.thicknessMm, r: x.r })),
      derived: basisKind === "m3" || basisKind === "kg",
    },
  };
}
