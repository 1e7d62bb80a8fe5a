/**
 * The spreadsheet author: LCA results exported from a spreadsheet or an LCA tool's export sheet: a block of
 * key/value facts, then one table of every indicator (group rows merged across, codes in a column of their own) or a
 * transposed one (modules as rows, indicator codes as columns over a row of units), numbers as the export wrote them.
 */
import {
  type AuthoredDocument,
  type ColumnLayout,
  type ColumnSpec,
  dateText,
  drawNumberStyle,
  fitTable,
  frenchNumber,
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
import { frenchLabel, frenchUnit } from "./author-inies";
import type { Declaration } from "./declaration";
import type { Kind } from "./kinds";
import { type Basis, type Block, FONTS, type TableBlock, type TableRow } from "./page-model";
import type { Draws } from "./random";
import { GROUPS, INDICATORS, type IndicatorKey } from "./vocabulary";

export const SPREADSHEET_KINDS: ReadonlySet<Kind> = new Set<Kind>([
  "export tableur",
  "total A1-D",
  "en-têtes nommés",
  "par R = 1",
  "par m³",
  "par kg",
  "écotoxicité près de l'eau",
  "catégorie de déchets non déclarée",
  "tableau transposé",
  "suite sans en-tête",
  "renvois de note",
  "exposant U+2212",
  "filets seuls",
  "lignes ombrées",
  "cellules fusionnées",
  "paysage",
]);

export function authorSpreadsheet(draws: Draws, decl: Declaration, force: ReadonlySet<Kind>): AuthoredDocument {
  let landscape = force.has("paysage") || draws.chance(0.5);
  let layout: ColumnLayout = force.has("en-têtes nommés")
    ? "en-têtes nommés"
    : draws.pick(["A1-A3 groupés", "A1 A2 A3 séparés", "étapes"] as const);
  for (;;) {
    const built = buildSheet(draws, decl, force, landscape, layout);
    if (built) return built;
    if (!landscape) landscape = true;
    else if (layout !== "étapes") layout = "étapes";
    else throw new Error("no layout fits");
  }
}

function buildSheet(
  draws: Draws,
  decl: Declaration,
  force: ReadonlySet<Kind>,
  landscape: boolean,
  layout: ColumnLayout,
): AuthoredDocument | null {
  const kinds = new Set<Kind>(["export tableur"]);
  const standard = force.has("écotoxicité près de l'eau") ? "A2" : draws.pick(["A1", "A2", "A2"] as const);
  draws.axes["norme"] = standard;
  draws.axes["colonnes"] = layout;
  const style = drawNumberStyle(draws, "fr", kinds, force);
  const font = draws.axis("police", FONTS);
  const size = draws.pick([8, 9, 10]);
  const orientation = landscape ? "landscape" : "portrait";
  const margin = draws.pick([10, 12, 15]);
  const usable = pageWidthPt(orientation, margin);
  const product = decl.products[decl.declared]!;
  const dec = style.decimal;
  const r = frenchNumber(product.r, 2, dec);
  const basisKind: Basis["per"] = force.has("par R = 1")
    ? "R1"
    : force.has("par m³")
      ? "m3"
      : force.has("par kg")
        ? "kg"
        : draws.pick(["FU", "FU", "FU", "FU", "m3", "kg", "R1"] as const);
  draws.axes["base"] = basisKind;
  const transposed = force.has("tableau transposé") || draws.chance(0.25);
  const grid: TableBlock["grid"] = force.has("filets seuls") ? "rules" : draws.pick(["full", "full", "rules"] as const);
  const shaded = force.has("lignes ombrées") || draws.chance(0.5);
  const total = force.has("total A1-D") ? "A1-D" : draws.pick(["cycle de vie", "cycle de vie", "A1-D", "absent"] as const);
  const footnotes = force.has("renvois de note") || draws.chance(0.1);
  const split = force.has("suite sans en-tête") || draws.chance(0.1);
  const ecotoxNearWater = standard === "A2" && (force.has("écotoxicité près de l'eau") || draws.chance(0.3));
  const wasteUndeclared: IndicatorKey | null =
    force.has("catégorie de déchets non déclarée") || draws.chance(0.05) ? draws.pick(["hwd", "rwd"] as const) : null;
  const blocks: Block[] = [];
  const p = (text: string, extra: Partial<Block> = {}) => blocks.push({ type: "paragraph", text, ...extra } as Block);

  let basis: Basis = { per: "FU", factor: 1 };
  let unitText = `1 m² de paroi isolée, R = ${r} m².K/W, épaisseur ${product.thicknessMm} mm, DVR 50 ans`;
  if (basisKind === "m3") {
    kinds.add("par m³");
    basis = { per: "m3", factor: product.thicknessMm / 1000 };
    unitText = `1 m³ de produit (masse volumique ${product.density} kg/m³) ; épaisseur de référence ${product.thicknessMm} mm, R = ${r} m².K/W`;
  } else if (basisKind === "kg") {
    kinds.add("par kg");
    basis = { per: "kg", factor: (product.density * product.thicknessMm) / 1000 };
    unitText = `1 kg de produit ; masse volumique ${product.density} kg/m³, épaisseur de référence ${product.thicknessMm} mm, R = ${r} m².K/W`;
  } else if (basisKind === "R1") {
    kinds.add("par R = 1");
    basis = { per: "R1", factor: product.r };
    unitText = `Résultats pour R = 1 m².K/W ; multiplier par ${r} pour l'unité fonctionnelle (1 m², R = ${r} m².K/W, ${product.thicknessMm} mm)`;
  }
  p(draws.pick(["Export des résultats ACV", "Résultats ACV – export", "Fiche de résultats FDES"]), { bold: true, size: size + 4 });
  blocks.push(
    infoTable(
      draws,
      [
        ["Produit", product.name],
        ["Fabricant", decl.manufacturer],
        ["Norme", standard === "A1" ? "NF EN 15804+A1 et NF EN 15804/CN" : "NF EN 15804+A2 et NF EN 15804/CN"],
        [basisKind === "m3" || basisKind === "kg" ? "Unité déclarée" : "Unité fonctionnelle", unitText],
        ["Date d'édition", dateText(decl.issued, "dd/mm/yyyy")],
        ["Fin de validité", dateText(decl.validUntil, "dd/mm/yyyy")],
        ["Outil ACV", draws.pick(["Tableur interne v3", "Outil ACV 2.4", "Configurateur FDES 1.9"])],
      ],
      font,
      size,
      usable,
    ),
  );
  const footnote = () => (footnotes && draws.chance(0.15) ? draws.pick(["(a)", "*"]) : "");
  if (footnotes) kinds.add("renvois de note");
  const ctx: ValueContext = {
    product,
    productIndex: decl.declared,
    basis,
    style,
    bMark: draws.pick([null, null, "ND", "-"]),
    undeclared: wasteUndeclared ? { [wasteUndeclared]: draws.pick(["ND", "-"]) } : {},
    footnote,
  };
  if (wasteUndeclared) kinds.add("catégorie de déchets non déclarée");
  const twoLevel = force.has("cellules fusionnées") || (layout !== "étapes" && layout !== "en-têtes nommés" && draws.chance(0.3));
  const columns: ColumnSpec[] = moduleColumns(draws, layout, "fr", twoLevel && !transposed);
  const totalColumn: ColumnSpec = {
    coverage: { kind: "total", withD: total === "A1-D" },
    header: total === "A1-D" ? "Total A1-D" : "Total A1-C4",
    top: null,
  };
  const all = [...columns, ...(total === "absent" ? [] : [totalColumn]), { coverage: { kind: "d" as const }, header: "D", top: null }];
  const resources: IndicatorKey[] = [...GROUPS.resources];
  const additional: IndicatorKey[] = standard === "A2" && ecotoxNearWater ? [...GROUPS.a2Additional] : [];
  if (ecotoxNearWater) {
    // Écotoxicité (eaux douces) placed just above Utilisation nette d'eau douce.
    resources.splice(resources.indexOf("fw"), 0, "etp_fw");
    additional.splice(additional.indexOf("etp_fw"), 1);
    kinds.add("écotoxicité près de l'eau");
  }
  const groups = [
    { title: "Impacts environnementaux", keys: standard === "A1" ? [...GROUPS.a1Impacts] : [...GROUPS.a2Core] },
    ...(additional.length ? [{ title: "Impacts additionnels", keys: additional }] : []),
    { title: "Utilisation des ressources", keys: resources },
    { title: "Déchets et flux sortants", keys: [...GROUPS.wastes, "mfr", "mer", "eee", "eet"] as IndicatorKey[] },
  ];
  const pieces: Piece[] = [];
  const sizes = [7.5, 7, 6.5, 6, 5.5, 5];
  if (transposed) {
    kinds.add("tableau transposé");
    for (const group of groups) {
      for (let start = 0; start < group.keys.length; start += 7) {
        const keys = group.keys.slice(start, start + 7);
        const rows: TableRow[] = [
          {
            kind: "header",
            shaded,
            cells: [
              { text: "Module", bold: true },
              ...keys.map((k) => ({ text: INDICATORS[k].codes[0]!, bold: true, align: "right" as const })),
            ],
          },
          {
            kind: "header",
            shaded,
            cells: [{ text: "Unité", bold: true }, ...keys.map((k) => ({ text: frenchUnit(k, standard), align: "right" as const }))],
          },
          ...all.map((column, i): TableRow => ({
            kind: "body",
            shaded: shaded && i % 2 === 1,
            cells: [{ text: column.header }, ...keys.map((k) => valueCell(ctx, k, column.coverage, "right"))],
          })),
        ];
        const fitted = fitTable(rows, keys.length + 1, [], usable, font, sizes);
        if (!fitted) return null;
        pieces.push({
          kind: "table",
          title: group.title,
          block: {
            type: "table",
            role: "results",
            rows,
            widths: fitted.widths,
            grid,
            fontSize: fitted.fontSize,
            basis,
            repeatHeader: !split,
          },
        });
        // The first table is the one cut across two pages.
        if (split && pieces.length === 1) splitLast(pieces, kinds);
      }
      pieces.push({
        kind: "legend",
        text: group.keys.map((k) => `${INDICATORS[k].codes[0]} : ${frenchLabel(k, standard, draws)}`).join(" ; "),
      });
    }
  } else {
    const lead = ["Code", "Indicateur", "Unité"];
    const rows: TableRow[] = [...headerRows(lead, all, shaded, "right")];
    const count = lead.length + all.length;
    for (const group of groups) {
      rows.push({ kind: "group", shaded: true, cells: [{ text: group.title, colSpan: count, bold: true }] });
      group.keys.forEach((key, i) =>
        rows.push({
          kind: "body",
          shaded: shaded && i % 2 === 1,
          cells: [
            { text: INDICATORS[key].codes[0]! },
            { text: frenchLabel(key, standard, draws) },
            { text: frenchUnit(key, standard) },
            ...all.map((c) => valueCell(ctx, key, c.coverage, "right")),
          ],
        }),
      );
    }
    const fitted = fitTable(rows, count, [1], usable, font, sizes);
    if (!fitted) return null;
    pieces.push({
      kind: "table",
      title: null,
      block: { type: "table", role: "results", rows, widths: fitted.widths, grid, fontSize: fitted.fontSize, basis, repeatHeader: !split },
    });
    if (split) splitLast(pieces, kinds);
    // Group rows merged across the table.
    kinds.add("cellules fusionnées");
  }
  placePieces(pieces, blocks, size);
  if (footnotes) p("(a) Donnée générique. * Valeur estimée.", { size: size - 1.5 });
  if (standard === "A2") {
    blocks.push({
      type: "table",
      role: "results",
      rows: [
        {
          kind: "header",
          shaded,
          cells: [
            { text: "Carbone biogénique", bold: true },
            { text: "Unité", bold: true },
            { text: "Valeur", bold: true, align: "right" },
          ],
        },
        {
          kind: "body",
          cells: [
            { text: "Teneur en carbone biogénique du produit" },
            { text: "kg C" },
            valueCell(ctx, "biogenic_product", { kind: "single" }, "right"),
          ],
        },
        {
          kind: "body",
          cells: [
            { text: "Teneur en carbone biogénique de l'emballage" },
            { text: "kg C" },
            valueCell(ctx, "biogenic_packaging", { kind: "single" }, "right"),
          ],
        },
      ],
      widths: [4, 1, 1.3],
      grid,
      fontSize: size - 1,
      basis,
      repeatHeader: false,
    });
  }
  if (orientation === "landscape") kinds.add("paysage");
  if (grid === "rules") kinds.add("filets seuls");
  if (shaded) kinds.add("lignes ombrées");
  if (layout === "en-têtes nommés") kinds.add("en-têtes nommés");
  if (total === "A1-D") kinds.add("total A1-D");
  draws.axes["orientation"] = orientation;
  return {
    author: "tableur",
    kinds,
    model: {
      lang: "fr",
      title: `Résultats ACV ${product.name}`,
      font,
      size,
      orientation,
      margin,
      blocks,
      footer: `${product.name} – export`,
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
