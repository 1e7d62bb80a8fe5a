/**
 * The French author: an FDES after the INIES/AIMCC template (cover, general information, functional unit, life-cycle
 * stages, "Résultats de l'analyse de cycle de vie", interpretation), NF EN 15804+A1 or +A2 with its French complement.
 * It draws its layout choices (columns, totals, transposed or split tables, grids, shading, fonts, orientation,
 * one or two products, basis of the results) and tags the document with the kinds it contains.
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
  type Piece,
  placePieces,
  splitLast,
  pageWidthPt,
  type ValueContext,
  valueCell,
} from "./author-parts";
import type { Declaration } from "./declaration";
import { type Kind, KINDS } from "./kinds";
import { type Basis, type Block, type Cell, type DocumentModel, FONTS, type TableBlock, type TableRow, type ValueKey } from "./page-model";
import type { NumberStyle } from "./printed-number";
import type { Draws } from "./random";
import { GROUPS, INDICATORS, type IndicatorKey, typesetUnit } from "./vocabulary";

/** The kinds this author can make. */
export const INIES_KINDS: ReadonlySet<Kind> = new Set(KINDS.filter((kind) => kind !== "EPD anglaise" && kind !== "export tableur"));

interface Options {
  standard: "A1" | "A2";
  basis: Basis["per"];
  layout: ColumnLayout;
  total: "cycle de vie" | "A1-D" | "absent";
  dFirst: boolean;
  twoLevel: boolean;
  transposed: boolean;
  split: boolean;
  oneTable: boolean;
  footnotes: boolean;
  grid: TableBlock["grid"];
  shaded: boolean;
  landscape: boolean;
  ecotoxNearWater: boolean;
  wasteUndeclared: IndicatorKey | null;
  variantThickness: boolean;
  codes: "aucun" | "colonne" | "dans le libellé";
  unitColumn: boolean;
  bMark: string | null;
}

const A1_GWP_LABELS = ["Réchauffement climatique", "Réchauffement climatique", "Réchauffement climatique", "Changement climatique"];
/** Units of NF EN 15804+A1 where they differ from +A2's. */
const A1_UNITS: Partial<Record<IndicatorKey, string>> = { ap: "kg SO2 éq.", pocp: "kg C2H4 éq.", adpf: "MJ" };

export function frenchLabel(key: IndicatorKey, standard: "A1" | "A2", draws: Draws): string {
  if (key === "gwp" && standard === "A1") return draws.pick(A1_GWP_LABELS);
  return draws.pick(INDICATORS[key].fr);
}

export function frenchUnit(key: IndicatorKey, standard: "A1" | "A2"): string {
  return (standard === "A1" ? A1_UNITS[key] : undefined) ?? INDICATORS[key].unitFr;
}

export function drawIniesOptions(draws: Draws, force: ReadonlySet<Kind>, products: number): Options {
  const standard = force.has("écotoxicité près de l'eau") ? "A2" : draws.axis("norme", ["A1", "A2", "A2"] as const);
  draws.axes["norme"] = standard;
  const basis: Basis["per"] =
    products > 1
      ? "FU"
      : force.has("par R = 1")
        ? "R1"
        : force.has("par m³")
          ? "m3"
          : force.has("par kg")
            ? "kg"
            : draws.pick(["FU", "FU", "FU", "FU", "FU", "FU", "R1", "m3", "kg"] as const);
  draws.axes["base"] = basis;
  const layout: ColumnLayout = force.has("en-têtes nommés")
    ? "en-têtes nommés"
    : draws.axis("colonnes", ["A1-A3 groupés", "A1-A3 groupés", "A1 A2 A3 séparés", "sous-totaux", "étapes", "en-têtes nommés"] as const);
  draws.axes["colonnes"] = layout;
  const total = force.has("total A1-D") ? "A1-D" : draws.pick(["cycle de vie", "cycle de vie", "cycle de vie", "A1-D", "absent"] as const);
  draws.axes["total"] = total;
  const transposed = force.has("tableau transposé") || draws.chance(0.1);
  const grid: TableBlock["grid"] = force.has("sans grille")
    ? "none"
    : force.has("filets seuls")
      ? "rules"
      : draws.pick(["full", "full", "full", "rules", "none"] as const);
  draws.axes["grille"] = grid;
  const options: Options = {
    standard,
    basis,
    layout,
    total,
    dFirst: draws.chance(0.4),
    twoLevel: force.has("cellules fusionnées") || (layout !== "étapes" && layout !== "en-têtes nommés" && draws.chance(0.4)),
    transposed,
    split: force.has("suite sans en-tête") || draws.chance(0.12),
    oneTable: !transposed && draws.chance(0.25),
    footnotes: force.has("renvois de note") || draws.chance(0.1),
    grid,
    shaded: force.has("lignes ombrées") || draws.chance(0.3),
    landscape: force.has("paysage") || draws.chance(0.25),
    ecotoxNearWater: standard === "A2" && (force.has("écotoxicité près de l'eau") || draws.chance(0.3)),
    wasteUndeclared:
      force.has("catégorie de déchets non déclarée") || draws.chance(0.06) ? draws.pick(["hwd", "rwd", "rwd"] as const) : null,
    variantThickness: force.has("épaisseur de variante") || draws.chance(0.1),
    codes: draws.axis("codes", ["aucun", "aucun", "colonne", "dans le libellé"] as const),
    unitColumn: draws.chance(0.8),
    bMark: draws.pick([null, null, null, "0", "-", "ND", "MND"]),
  };
  if (options.bMark === "0") options.bMark = null;
  if (options.layout === "en-têtes nommés" || options.layout === "étapes") options.twoLevel = false;
  // Merged cells asked for: group rows spanning the one table, whatever the columns.
  if (force.has("cellules fusionnées")) {
    options.oneTable = true;
    options.transposed = false;
  }
  return options;
}

function rText(r: number, decimal: "," | "."): string {
  return `${frenchNumber(r, 2, decimal)} m².K/W`;
}

/** A French FDES of the declaration, after the INIES template. */
export function authorInies(draws: Draws, decl: Declaration, force: ReadonlySet<Kind>): AuthoredDocument {
  const options = drawIniesOptions(draws, force, decl.products.length);
  for (;;) {
    const built = buildInies(draws, decl, options, force);
    if (built) return built;
    // The widest table does not fit: turn the page, then fall back to stage columns.
    if (!options.landscape) options.landscape = true;
    else if (options.layout !== "étapes") {
      options.layout = "étapes";
      options.twoLevel = false;
      draws.axes["colonnes"] = "étapes";
    } else throw new Error("no layout fits");
  }
}

function buildInies(draws: Draws, decl: Declaration, o: Options, force: ReadonlySet<Kind>): AuthoredDocument | null {
  const kinds = new Set<Kind>();
  const style: NumberStyle = drawNumberStyle(draws, "fr", kinds, force);
  if (o.footnotes) kinds.add("renvois de note");
  const font = draws.axis("police", FONTS);
  const size = draws.pick([8, 8.5, 9, 9.5, 10]);
  const orientation = o.landscape ? "landscape" : "portrait";
  const margin = draws.pick([12, 15, 18, 20]);
  const usable = pageWidthPt(orientation, margin);
  const declared = decl.products[decl.declared]!;
  const dec = style.decimal;
  const multi = decl.products.length > 1;
  const blocks: Block[] = [];
  const p = (text: string, extra: Partial<Block> = {}) => blocks.push({ type: "paragraph", text, ...extra } as Block);
  const h = (level: number, text: string) => blocks.push({ type: "heading", level, text });
  const unitStyle = draws.pick(["plain", "unicode"] as const);

  // ── cover
  p("FICHE DE DÉCLARATION ENVIRONNEMENTALE ET SANITAIRE DU PRODUIT", { bold: true, size: size + 3 });
  p(
    o.standard === "A1"
      ? "En conformité avec la norme NF EN 15804+A1 et son complément national NF EN 15804/CN"
      : "En conformité avec la norme NF EN 15804+A2:2019-10 et son complément national NF EN 15804/CN:2022-10",
  );
  const range = declared.name.replace(/ \d+ mm$/, "");
  h(1, multi ? range : declared.name);
  p(`${decl.family.fr} – ${decl.manufacturer}`);
  if (!multi && o.basis === "FU" && draws.chance(0.5)) p(`${declared.thicknessMm} mm – R = ${rText(declared.r, dec)}`, { size: size + 2 });
  const dateStyle = draws.pick(["long-fr", "dd/mm/yyyy"] as const);
  switch (draws.axis("dates", ["réalisation et fin", "période du au", "valable jusqu'au", "tableau"] as const)) {
    case "réalisation et fin":
      p(`Date de réalisation : ${dateText(decl.issued, dateStyle)}`);
      p(`Fin de validité : ${dateText(decl.validUntil, dateStyle)}`);
      break;
    case "période du au":
      p(
        `Date d'édition : ${dateText(decl.issued, dateStyle)}. Période de validité : du ${dateText(decl.issued, dateStyle)} au ${dateText(decl.validUntil, dateStyle)}.`,
      );
      break;
    case "valable jusqu'au":
      p(`Publiée le ${dateText(decl.issued, dateStyle)}, cette déclaration est valable jusqu'au ${dateText(decl.validUntil, dateStyle)}.`);
      break;
    case "tableau":
      blocks.push(
        infoTable(
          draws,
          [
            ["Date de publication", dateText(decl.issued, "dd/mm/yyyy")],
            ["Fin de validité", dateText(decl.validUntil, "dd/mm/yyyy")],
            ["Version", `${draws.int(1, 3)}.${draws.int(0, 4)}`],
          ],
          font,
          size,
          usable,
        ),
      );
      break;
  }
  p(`N° d'enregistrement INIES : ${decl.registration}`);
  blocks.push({ type: "break" });

  // ── general information, functional unit, product
  h(2, "1. Informations générales");
  p(
    `Déclarant : ${decl.manufacturer}, ${decl.city}. Déclaration individuelle, vérifiée par une tierce partie indépendante selon le programme INIES.`,
  );
  h(2, "2. Description de l'unité fonctionnelle et du produit");
  const massPerM2 = (declared.density * declared.thicknessMm) / 1000;
  let basis: Basis = { per: "FU", factor: 1 };
  const fuSentence = `Assurer une fonction d'isolation thermique sur 1 m² de paroi pendant une durée de vie de référence de 50 ans, avec une résistance thermique R = ${rText(declared.r, dec)}`;
  switch (o.basis) {
    case "FU":
      p(`Unité fonctionnelle : ${fuSentence} (épaisseur ${declared.thicknessMm} mm).`);
      break;
    case "R1":
      kinds.add("par R = 1");
      basis = { per: "R1", factor: declared.r };
      p(`Unité fonctionnelle : ${fuSentence}.`);
      p(
        `Les résultats sont exprimés pour une résistance thermique R = 1 m².K/W. Pour obtenir les impacts de l'unité fonctionnelle (R = ${rText(declared.r, dec)}), multiplier par ${frenchNumber(declared.r, 2, dec)}.`,
      );
      break;
    case "m3":
      kinds.add("par m³");
      basis = { per: "m3", factor: declared.thicknessMm / 1000 };
      p(`Unité déclarée : 1 m³ de ${decl.family.fr.toLowerCase()}. Les résultats sont donnés pour 1 m³ de produit.`);
      p(`Le produit est mis en œuvre en épaisseur de ${declared.thicknessMm} mm (R = ${rText(declared.r, dec)}).`);
      break;
    case "kg":
      kinds.add("par kg");
      basis = { per: "kg", factor: massPerM2 };
      p(`Unité déclarée : 1 kg de ${decl.family.fr.toLowerCase()}. Les résultats sont donnés par kilogramme de produit.`);
      p(
        `Le produit est mis en œuvre en épaisseur de ${declared.thicknessMm} mm (R = ${rText(declared.r, dec)}), masse volumique ${declared.density} kg/m³.`,
      );
      break;
  }
  if (multi) {
    kinds.add("deux produits");
    const others = decl.products.filter((_, i) => i !== decl.declared).map((x) => `${x.thicknessMm} mm`);
    p(
      `La présente FDES couvre les épaisseurs ${decl.products.map((x) => `${x.thicknessMm} mm`).join(" et ")}. L'unité fonctionnelle est celle de l'épaisseur ${declared.thicknessMm} mm ; les résultats de l'épaisseur ${others.join(", ")} sont donnés à titre d'information.`,
    );
  }
  const variant = o.variantThickness ? (declared.thicknessMm >= 200 ? declared.thicknessMm - 80 : declared.thicknessMm + 60) : null;
  if (variant !== null) {
    kinds.add("épaisseur de variante");
    p(`R = ${rText(declared.r, dec)} ; produit également disponible en ${variant} mm.`);
  }
  const technical: [string, string][] = [
    ["Conductivité thermique λD", `${frenchNumber(declared.lambda, 3, dec)} W/(m.K)`],
    ["Épaisseur", `${declared.thicknessMm} mm`],
    ["Résistance thermique R", rText(declared.r, dec)],
    ["Masse volumique", `${declared.density} kg/m³`],
    ["Durée de vie de référence", "50 ans"],
  ];
  if (variant !== null) technical.splice(2, 0, ["Autre épaisseur de la gamme", `${variant} mm`]);
  if (!multi) blocks.push(infoTable(draws, technical, font, size, usable));
  h(2, "3. Étapes du cycle de vie");
  p(
    `Scénario de fin de vie : ${draws.pick(["le produit est mis en décharge (installation de stockage de déchets non dangereux).", "le produit est incinéré avec valorisation énergétique.", "le produit est recyclé à 30 % et enfoui pour le reste."])} Transport jusqu'au chantier : ${draws.int(150, 600)} km en camion.`,
  );
  blocks.push({ type: "break" });

  // ── results
  h(2, "4. Résultats de l'analyse de cycle de vie");
  if (o.basis === "R1") p(`Résultats pour R = 1 m².K/W : multiplier par ${frenchNumber(declared.r, 2, dec)} pour l'unité fonctionnelle.`);
  const order = multi ? (draws.chance(0.5) ? decl.products.map((_, i) => i) : decl.products.map((_, i) => i).reverse()) : [decl.declared];
  let tableCount = 0;
  const footnote = () => (o.footnotes && draws.chance(0.15) ? draws.pick(["(a)", "(b)", "*"]) : "");
  for (const [n, index] of order.entries()) {
    const product = decl.products[index]!;
    if (multi) {
      const info = index === decl.declared ? "" : " (à titre d'information)";
      h(3, `4.${n + 1} Résultats pour ${product.name}${info}`);
      p(`Épaisseur ${product.thicknessMm} mm, R = ${rText(product.r, dec)}.`);
    }
    const ctx: ValueContext = {
      product,
      productIndex: index,
      basis: multi ? { per: "FU", factor: 1 } : basis,
      style,
      bMark: o.bMark,
      undeclared: o.wasteUndeclared ? { [o.wasteUndeclared]: draws.pick(["ND", "INA", "-"]) } : {},
      footnote,
    };
    if (o.wasteUndeclared) kinds.add("catégorie de déchets non déclarée");
    const tables = resultTables(draws, o, ctx, font, usable, kinds, unitStyle);
    if (!tables) return null;
    tableCount += placePieces(tables, blocks, size);
    if (o.standard === "A2") blocks.push(...biogenicBlocks(draws, o, { ...ctx, bMark: null, undeclared: {}, footnote: () => "" }, size));
    if (multi && n === 0) blocks.push({ type: "break" });
  }
  if (o.footnotes) p("(a) Valeur issue de données génériques. (b) Valeur estimée. * Donnée non vérifiée.", { size: size - 1.5 });
  h(2, "5. Interprétation");
  if (draws.chance(0.4)) {
    p("Contribution des étapes au changement climatique (%)", { bold: true });
    const shares = [draws.int(50, 90), draws.int(1, 10), 0, draws.int(2, 30)];
    blocks.push({
      type: "table",
      role: "decoy",
      rows: [
        { kind: "header", cells: ["Indicateur", "A1-A3", "A4-A5", "B1-B7", "C1-C4"].map((text) => ({ text, bold: true })) },
        { kind: "body", cells: [{ text: frenchLabel("gwp", o.standard, draws) }, ...shares.map((s) => ({ text: `${s} %` }))] },
      ],
      widths: [3, 1, 1, 1, 1],
      grid: "full",
      fontSize: size - 1,
      basis: { per: "FU", factor: 1 },
      repeatHeader: false,
    });
  }
  p(`L'étape de production représente l'essentiel des impacts sur le cycle de vie. ${tableCount} tableaux de résultats.`);

  if (orientation === "landscape") kinds.add("paysage");
  if (o.grid === "none") kinds.add("sans grille");
  if (o.grid === "rules") kinds.add("filets seuls");
  if (o.shaded) kinds.add("lignes ombrées");
  if (!o.transposed && (o.twoLevel || o.oneTable)) kinds.add("cellules fusionnées");
  if (o.layout === "en-têtes nommés") kinds.add("en-têtes nommés");
  if (o.total === "A1-D") kinds.add("total A1-D");
  if (o.transposed) kinds.add("tableau transposé");
  if (o.ecotoxNearWater) kinds.add("écotoxicité près de l'eau");
  draws.axes["orientation"] = orientation;
  return {
    author: "inies-fr",
    kinds,
    model: {
      lang: "fr",
      title: `FDES ${declared.name}`,
      font,
      size,
      orientation,
      margin,
      blocks,
      footer: `FDES ${range} – ${decl.manufacturer}`,
    },
    facts: {
      standard: o.standard === "A1" ? "NF EN 15804+A1" : "NF EN 15804+A2",
      validUntil: decl.validUntil,
      declared: decl.declared,
      products: decl.products.map((x) => ({ name: x.name, thicknessMm: x.thicknessMm, r: x.r })),
      derived: o.basis === "m3" || o.basis === "kg",
    },
  };
}

function groupsOf(draws: Draws, o: Options): { title: string; keys: IndicatorKey[] }[] {
  const impacts: IndicatorKey[] =
    o.standard === "A1" ? [...GROUPS.a1Impacts] : [...GROUPS.a2Core].filter((k) => k !== "wdp" || draws.chance(0.7));
  const additional: IndicatorKey[] = o.standard === "A2" && (o.ecotoxNearWater || draws.chance(0.4)) ? [...GROUPS.a2Additional] : [];
  const resources: IndicatorKey[] = draws.chance(0.75) ? [...GROUPS.resources] : ["pert", "penrt", "sm", "fw"];
  const groups = [
    { title: o.standard === "A1" ? "Impacts environnementaux" : "Indicateurs d'impacts environnementaux principaux", keys: impacts },
    ...(additional.length ? [{ title: "Indicateurs d'impacts environnementaux additionnels", keys: additional }] : []),
    { title: "Utilisation des ressources", keys: resources },
    { title: "Catégories de déchets", keys: [...GROUPS.wastes] as IndicatorKey[] },
    { title: "Flux sortants", keys: [...GROUPS.flows].filter(() => draws.chance(0.8)) as IndicatorKey[] },
  ].filter((g) => g.keys.length > 0);
  if (o.ecotoxNearWater) {
    // "Écotoxicité (eaux douces)" right beside "Utilisation nette d'eau douce": in the resources table next to it,
    // or as the last row of the table just above it.
    const res = groups.find((g) => g.title === "Utilisation des ressources")!;
    const add = groups.find((g) => g.title.endsWith("additionnels"))!;
    add.keys = add.keys.filter((k) => k !== "etp_fw");
    if (draws.chance(0.5)) res.keys.splice(res.keys.indexOf("fw"), 0, "etp_fw");
    else {
      add.keys.push("etp_fw");
      res.keys = ["fw", ...res.keys.filter((k) => k !== "fw")];
    }
  }
  return groups;
}

function resultTables(
  draws: Draws,
  o: Options,
  ctx: ValueContext,
  font: DocumentModel["font"],
  usable: number,
  kinds: Set<Kind>,
  unitStyle: "plain" | "unicode",
): Piece[] | null {
  const columns: ColumnSpec[] = moduleColumns(draws, o.layout, "fr", o.twoLevel);
  const totalLabel =
    o.total === "A1-D"
      ? draws.pick(["Total A1-D", "Total (A1 à D)", "Total A-D"])
      : draws.pick(["Total cycle de vie", "Total", "Total (A1-C4)", "Total hors D"]);
  const dLabel = draws.pick(["D", "Module D", "D Bénéfices et charges au-delà des frontières du système"]);
  const totalColumn: ColumnSpec = { coverage: { kind: "total", withD: o.total === "A1-D" }, header: totalLabel, top: null };
  const dColumn: ColumnSpec = { coverage: { kind: "d" }, header: dLabel, top: null };
  const tail = o.total === "absent" ? [dColumn] : o.dFirst ? [dColumn, totalColumn] : [totalColumn, dColumn];
  const all = [...columns, ...tail];
  const groups = groupsOf(draws, o);
  const label = (key: IndicatorKey) => {
    const name = frenchLabel(key, o.standard, draws);
    return o.codes === "dans le libellé" ? `${name} (${INDICATORS[key].codes[0]})` : name;
  };
  const unitOf = (key: IndicatorKey) => typesetUnit(frenchUnit(key, o.standard), unitStyle) + (o.standard === "A1" ? "/UF" : "");
  const numberAlign = draws.pick(["center", "right"] as const);
  const sizes = [7.5, 7, 6.5, 6, 5.5, 5];
  const pieces: Piece[] = [];
  const make = (rows: TableRow[], columnCount: number, wrap: number[]): TableBlock | null => {
    const fitted = fitTable(rows, columnCount, wrap, usable, font, sizes);
    if (!fitted) return null;
    return {
      type: "table",
      role: "results",
      rows,
      widths: fitted.widths,
      grid: o.grid,
      fontSize: fitted.fontSize,
      basis: ctx.basis,
      repeatHeader: !o.split,
    };
  };
  const perUnit =
    ctx.basis.per === "m3" ? " (par m³)" : ctx.basis.per === "kg" ? " (par kg)" : ctx.basis.per === "R1" ? " (pour R = 1 m².K/W)" : "";

  if (o.transposed) {
    // One row per module (or stage, total, D), one column per indicator, in chunks that fit across the page.
    for (const group of groups) {
      for (let start = 0; start < group.keys.length; start += 6) {
        const keys = group.keys.slice(start, start + 6);
        const header: TableRow = {
          kind: "header",
          shaded: o.shaded,
          cells: [
            { text: "Module", bold: true, align: "left" },
            ...keys.map((k) => ({ text: `${INDICATORS[k].codes[0]}\n${unitOf(k)}`, bold: true, align: "center" as const })),
          ],
        };
        const body: TableRow[] = all.map((column, i) => ({
          kind: "body",
          shaded: o.shaded && i % 2 === 1,
          cells: [{ text: column.header, align: "left" }, ...keys.map((k) => valueCell(ctx, k, column.coverage, numberAlign))],
        }));
        const block = make([header, ...body], keys.length + 1, []);
        if (!block) return null;
        pieces.push({ kind: "table", title: `${group.title}${perUnit}`, block });
        // The first table is the one cut across two pages.
        if (o.split && pieces.length === 1) splitLast(pieces, kinds);
      }
      pieces.push({
        kind: "table",
        title: null,
        block: {
          type: "table",
          role: "info",
          rows: group.keys.map((k) => ({
            kind: "body" as const,
            cells: [{ text: INDICATORS[k].codes[0]! }, { text: frenchLabel(k, o.standard, draws) }],
          })),
          widths: [1, 5],
          grid: "none",
          fontSize: 6.5,
          basis: ctx.basis,
          repeatHeader: false,
        },
      });
    }
    return pieces;
  }

  const lead = ["Indicateur", ...(o.codes === "colonne" ? ["Code"] : []), ...(o.unitColumn ? ["Unité"] : [])];
  const leadCells = (key: IndicatorKey): Cell[] => [
    { text: label(key), align: "left" },
    ...(o.codes === "colonne" ? [{ text: INDICATORS[key].codes[0]!, align: "left" as const }] : []),
    ...(o.unitColumn ? [{ text: unitOf(key), align: "center" as const }] : []),
  ];
  const header = headerRows(lead, all, o.shaded, numberAlign);
  const bodyRow = (key: IndicatorKey, i: number): TableRow => ({
    kind: "body",
    shaded: o.shaded && i % 2 === 1,
    cells: [...leadCells(key), ...all.map((column) => valueCell(ctx, key as ValueKey, column.coverage, numberAlign))],
  });
  const columnCount = lead.length + all.length;
  if (o.oneTable) {
    const rows: TableRow[] = [...header];
    for (const group of groups) {
      rows.push({ kind: "group", shaded: true, cells: [{ text: group.title, colSpan: columnCount, bold: true, align: "left" }] });
      group.keys.forEach((key, i) => rows.push(bodyRow(key, i)));
    }
    const block = make(rows, columnCount, [0]);
    if (!block) return null;
    pieces.push({ kind: "table", title: `Résultats de l'analyse de cycle de vie${perUnit}`, block });
    if (o.split) splitLast(pieces, kinds);
    return pieces;
  }
  // The table cut across two pages: one long enough to cut.
  const long = groups.filter((group) => group.keys.length >= 4);
  const cutGroup = o.split && long.length > 0 ? draws.pick(long) : null;
  for (const group of groups) {
    const block = make([...header, ...group.keys.map(bodyRow)], columnCount, [0]);
    if (!block) return null;
    pieces.push({ kind: "table", title: `${group.title}${perUnit}`, block });
    if (group === cutGroup) splitLast(pieces, kinds);
  }
  return pieces;
}

/** The biogenic carbon table (EN 15804+A2) of one product, under its results. */
function biogenicBlocks(draws: Draws, o: Options, ctx: ValueContext, size: number): Block[] {
  const blocks: Block[] = [{ type: "paragraph", text: "Teneur en carbone biogénique (à la sortie de l'usine)", bold: true }];
  const rows: TableRow[] = [
    {
      kind: "header",
      shaded: o.shaded,
      cells: [
        { text: "Teneur en carbone biogénique", bold: true },
        { text: "Unité", bold: true },
        { text: "Valeur", bold: true },
      ],
    },
    {
      kind: "body",
      cells: [
        { text: "Teneur en carbone biogénique du produit" },
        { text: "kg C" },
        valueCell(ctx, "biogenic_product", { kind: "single" }),
      ],
    },
    {
      kind: "body",
      cells: [
        { text: "Teneur en carbone biogénique de l'emballage associé" },
        { text: "kg C" },
        valueCell(ctx, "biogenic_packaging", { kind: "single" }),
      ],
    },
  ];
  if (draws.chance(0.4)) rows.splice(1, 2, rows[2]!, rows[1]!);
  blocks.push({
    type: "table",
    role: "results",
    rows,
    widths: [3, 1, 1.2],
    grid: o.grid === "none" ? "rules" : o.grid,
    fontSize: size - 1,
    basis: ctx.basis,
    repeatHeader: false,
  });
  return blocks;
}
