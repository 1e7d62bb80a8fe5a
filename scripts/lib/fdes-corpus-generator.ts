/**
 * A seeded generator of random but realistic FDES (NF EN 15804 +A1 and +A2), as HTML for Chromium to print, each with
 * the answer a reader must give, computed from the numbers as PRINTED. Each document draws every layout choice from
 * independent axes (tables, labels, numbers, functional unit, dates, typography; see AXES below), after the layout
 * of real INIES declarations (fdes-format.md of the project's shared reference), so that a reader is tested on its
 * rules and not on one rendering. Companies, products and figures are invented; orders of magnitude follow the
 * product families of fdes-reference-values.md. Same seed, same document.
 */
import { z } from "zod";

// ───────────────────────────── the answer ─────────────────────────────

const num = z.number().finite().nullable();
export const generatedValuesSchema = z
  .object({
    gwp: num,
    pert: num,
    penrt: num,
    energy: num,
    water: num,
    waste_hazardous: num,
    waste_non_hazardous: num,
    waste_radioactive: num,
    module_d_gwp: num,
    module_d_penrt: num,
    gwp_end_of_life: num,
    gwp_a1a3: num,
    gwp_a4a5: num,
    gwp_b: num,
    gwp_c: num,
    biogenic_carbon: num,
    thermal_resistance: num,
    thickness_mm: num,
  })
  .strict();
export type GeneratedValues = z.infer<typeof generatedValuesSchema>;

export const generatedTruthSchema = z
  .object({
    seed: z.number().int(),
    index: z.number().int(),
    standard: z.enum(["NF EN 15804+A1", "NF EN 15804+A2"]),
    axes: z.record(z.string(), z.string()),
    values: generatedValuesSchema,
    /** Per-m² values derived from a declared unit (1 m³, 1 kg): the reader must say so in a warning. */
    derived: z.boolean(),
    valid_until: z.iso.date(),
  })
  .strict();
export type GeneratedTruth = z.infer<typeof generatedTruthSchema>;

export interface GeneratedDocument {
  html: string;
  footer: string;
  truth: GeneratedTruth;
}

// ───────────────────────────── random draws ─────────────────────────────

class Draw {
  private state: number;
  readonly axes: Record<string, string> = {};
  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  between(low: number, high: number): number {
    return low + (high - low) * this.next();
  }
  int(low: number, high: number): number {
    return Math.floor(this.between(low, high + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** A choice recorded as an axis of the document, for the per-axis figures. */
  axis<T extends string>(name: string, items: readonly T[]): T {
    const value = this.pick(items);
    this.axes[name] = value;
    return value;
  }
  flag(name: string, p: number): boolean {
    const value = this.chance(p);
    this.axes[name] = value ? "oui" : "non";
    return value;
  }
}

// ───────────────────────────── numbers as printed ─────────────────────────────

interface NumberStyle {
  decimal: "," | ".";
  notation: "fixe" | "scientifique" | "mixte";
  significant: number;
  group: string;
  minus: "-" | "\u2212" | "()";
  exponentCase: "E" | "e";
}

function printNumber(value: number, style: NumberStyle): string {
  if (value === 0) return "0";
  const abs = Math.abs(value);
  // Fixed notation still turns to E notation for the tiniest values, as LCA exports do ("0,0000000123" is unreadable).
  const scientific = style.notation === "scientifique" || abs < 1e-4 || (style.notation === "mixte" && (abs < 1e-2 || abs >= 1e5));
  let body: string;
  if (scientific) {
    const [mantissa, exponent] = abs.toExponential(style.significant - 1).split("e") as [string, string];
    const power = Number(exponent);
    body = `${mantissa.replace(".", style.decimal)}${style.exponentCase}${power < 0 ? "-" : "+"}${String(Math.abs(power)).padStart(2, "0")}`;
  } else {
    const decimals = Math.max(0, style.significant - 1 - Math.floor(Math.log10(abs)));
    const text = abs.toFixed(decimals);
    if (Number(text) === 0) return "0";
    const [integer, fraction] = text.split(".") as [string, string | undefined];
    const whole = style.group && integer.length > 3 ? integer.replace(/\B(?=(\d{3})+$)/g, style.group) : integer;
    body = fraction === undefined ? whole : `${whole}${style.decimal}${fraction}`;
  }
  if (value > 0) return body;
  // Parentheses always show a decimal part: "(3)" in a results table is a footnote mark.
  if (style.minus === "()") return /[.,]/.test(body) || /e/i.test(body) ? `(${body})` : `(${body}${style.decimal}0)`;
  return `${style.minus}${body}`;
}

/** The value a printed cell says, read as its author meant it; null for a "not declared" mark. */
function printedValue(text: string, style: NumberStyle): number | null {
  let t = text.trim();
  if (!/\d/.test(t)) return null;
  let sign = 1;
  if (t.startsWith("(")) {
    sign = -1;
    t = t.slice(1, -1);
  }
  t = t.replace("\u2212", "-");
  if (style.group) t = t.split(style.group).join("");
  t = t.replace(style.decimal, ".").replace(/e/i, "e");
  const value = sign * Number(t);
  if (!Number.isFinite(value)) throw new Error(`unreadable printed number ${text}`);
  return value;
}

// ───────────────────────────── product families ─────────────────────────────

interface Family {
  name: string;
  products: string[];
  /** kg CO2 éq. per m² at R = 5, A1..C4 (fdes-reference-values.md). */
  gwp: [number, number];
  pert: [number, number];
  penrt: [number, number];
  water: number;
  nhwd: number;
  lambda: number;
  density: number;
  biobased: boolean;
}

const FAMILIES: Family[] = [
  {
    name: "Laine de verre",
    products: ["IsoNord", "Verlaine", "Thermoverre"],
    gwp: [2.5, 8],
    pert: [5, 20],
    penrt: [40, 90],
    water: 0.03,
    nhwd: 3,
    lambda: 0.032,
    density: 15,
    biobased: false,
  },
  {
    name: "Laine de roche",
    products: ["Rocalis", "Basaltia", "Petrafibre"],
    gwp: [6, 20],
    pert: [5, 25],
    penrt: [70, 150],
    water: 0.05,
    nhwd: 7,
    lambda: 0.036,
    density: 40,
    biobased: false,
  },
  {
    name: "Polystyrène expansé",
    products: ["Styrella", "Polytherm EPS"],
    gwp: [7, 18],
    pert: [2, 8],
    penrt: [200, 320],
    water: 0.05,
    nhwd: 2.8,
    lambda: 0.032,
    density: 18,
    biobased: false,
  },
  {
    name: "Panneau polyuréthane PIR",
    products: ["Pirotech", "Uréflex"],
    gwp: [10, 25],
    pert: [5, 20],
    penrt: [300, 450],
    water: 0.1,
    nhwd: 4,
    lambda: 0.022,
    density: 32,
    biobased: false,
  },
  {
    name: "Fibre de bois souple",
    products: ["Sylvaflex", "Boisotherm"],
    gwp: [-8, 12],
    pert: [150, 350],
    penrt: [60, 140],
    water: 0.05,
    nhwd: 5,
    lambda: 0.038,
    density: 50,
    biobased: true,
  },
  {
    name: "Ouate de cellulose",
    products: ["Cellouate", "Papyrisol"],
    gwp: [1, 6],
    pert: [60, 120],
    penrt: [30, 70],
    water: 0.02,
    nhwd: 6.5,
    lambda: 0.039,
    density: 40,
    biobased: true,
  },
  {
    name: "Laine de chanvre",
    products: ["Chanvrelaine", "Cannabisol"],
    gwp: [3, 10],
    pert: [150, 250],
    penrt: [50, 110],
    water: 0.1,
    nhwd: 4,
    lambda: 0.04,
    density: 35,
    biobased: true,
  },
  {
    name: "Botte de paille",
    products: ["Pailleco", "Baleterre"],
    gwp: [2, 10],
    pert: [40, 600],
    penrt: [20, 60],
    water: 0.02,
    nhwd: 1,
    lambda: 0.052,
    density: 100,
    biobased: true,
  },
];

// ───────────────────────────── modules, columns ─────────────────────────────

const A = ["A1", "A2", "A3"];
const B = ["B1", "B2", "B3", "B4", "B5", "B6", "B7"];
const C = ["C1", "C2", "C3", "C4"];
const ALL = [...A, "A4", "A5", ...B, ...C];
const STAGES: Record<string, string[]> = { a1a3: A, a4a5: ["A4", "A5"], b: B, c: C };

type ModuleValues = Record<string, number>;

interface Column {
  kind: "modules" | "total" | "d";
  modules: string[];
  header: string;
  /** Stage of a two-level header ("Étape de fin de vie" over C1..C4). */
  stage: string | null;
}

const STAGE_NAMES: Record<string, string[]> = {
  a1a3: ["Étape de production", "Production", "Étape de fabrication"],
  a4a5: ["Étape de construction", "Étape de mise en œuvre", "Étape du processus de construction"],
  b: ["Étape d'utilisation", "Étape de vie en œuvre", "Vie en œuvre"],
  c: ["Étape de fin de vie", "Fin de vie"],
};
const MODULE_NAMES: Record<string, string> = {
  A1: "Matières premières",
  A2: "Transport",
  A3: "Fabrication",
  A4: "Transport",
  A5: "Installation",
  B1: "Utilisation",
  B2: "Maintenance",
  B3: "Réparation",
  B4: "Remplacement",
  B5: "Réhabilitation",
  B6: "Énergie",
  B7: "Eau",
  C1: "Démolition",
  C2: "Transport",
  C3: "Traitement des déchets",
  C4: "Élimination",
};
const TOTAL_LABELS = ["Total", "Total cycle de vie", "Total cycle de vie (A1 à C4)", "Total A-C", "Somme des étapes", "Total (A1-C4)"];
const D_LABELS = [
  "D",
  "Module D",
  "D Bénéfices et charges au-delà des frontières du système",
  "Bénéfices et charges au-delà du système (D)",
];

function stageOfModule(module: string): string {
  return Object.keys(STAGES).find((stage) => STAGES[stage]!.includes(module))!;
}

function moduleColumns(d: Draw, layout: string, named: boolean): Column[] {
  const one = (module: string): Column => ({
    kind: "modules",
    modules: [module],
    header: named ? `${module} ${MODULE_NAMES[module]}` : module,
    stage: stageOfModule(module),
  });
  const group = (stage: string, label: string): Column => ({ kind: "modules", modules: STAGES[stage]!, header: label, stage: null });
  const rangeLabel = (stage: string) => {
    const [from, to] = [STAGES[stage]![0]!, STAGES[stage]!.at(-1)!];
    return d.pick([`${from}-${to}`, `${from} à ${to}`, `${d.pick(STAGE_NAMES[stage]!)} (${from}-${to})`]);
  };
  switch (layout) {
    case "modules séparés":
      return ALL.map(one);
    case "A1-A3 groupé":
      return [group("a1a3", rangeLabel("a1a3")), ...["A4", "A5", ...B, ...C].map(one)];
    case "étapes groupées":
      return ["a1a3", "a4a5", "b", "c"].map((stage) => group(stage, rangeLabel(stage)));
    case "B1-B7 groupé":
      return [group("a1a3", rangeLabel("a1a3")), one("A4"), one("A5"), group("b", rangeLabel("b")), ...C.map(one)];
    default: {
      // Stage sub-totals printed beside their modules.
      const sub = (stage: string): Column => ({
        kind: "modules",
        modules: STAGES[stage]!,
        header: d.pick([`Total ${STAGES[stage]![0]}-${STAGES[stage]!.at(-1)}`, `Sous-total ${STAGES[stage]![0]}-${STAGES[stage]!.at(-1)}`]),
        stage: null,
      });
      return [...A.map(one), sub("a1a3"), one("A4"), one("A5"), sub("a4a5"), group("b", "B1-B7"), ...C.map(one), sub("c")];
    }
  }
}

// ───────────────────────────── indicators ─────────────────────────────

interface Row {
  key: string;
  label: string;
  code: string;
  unit: string;
  values: ModuleValues;
}

function shares(d: Draw, biobased: boolean, negativeProduction: boolean): ModuleValues {
  const values: ModuleValues = {};
  const a = d.between(0.55, 0.85);
  values.A1 = a * d.between(0.3, 0.6);
  values.A2 = a * d.between(0.02, 0.1);
  values.A3 = a - values.A1 - values.A2;
  values.A4 = d.between(0.01, 0.08);
  values.A5 = d.between(0, 0.06);
  for (const module of B) values[module] = 0;
  values.C1 = d.chance(0.5) ? 0 : d.between(0, 0.01);
  values.C2 = d.between(0.005, 0.03);
  values.C3 = d.between(0, biobased ? 0.1 : 0.05);
  values.C4 = d.between(0.01, 0.12);
  const sum = ALL.reduce((total, module) => total + values[module]!, 0);
  for (const module of ALL) values[module] = values[module]! / sum;
  if (negativeProduction) {
    // Bio-based: carbon taken up in A1 and released at end of life (C3, C4); the life-cycle sum stays the same.
    const uptake = d.between(1.5, 4);
    const released = d.between(0.3, 0.7);
    values.A1 = values.A1! - uptake;
    values.C3 = values.C3! + uptake * released;
    values.C4 = values.C4! + uptake * (1 - released);
  }
  return values;
}

function scaled(total: number, split: ModuleValues): ModuleValues {
  return Object.fromEntries(ALL.map((module) => [module, total * split[module]!]));
}

// ───────────────────────────── the document ─────────────────────────────

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
function frenchDate(iso: string, long: boolean): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return long
    ? `${day === 1 ? "1er" : day} ${MONTHS[month - 1]} ${year}`
    : `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;
}
function addYears(iso: string, years: number, minusDay: boolean): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + years, month - 1, day));
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0);
  if (minusDay) date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const fr = (value: number, decimals: number, decimal = ",") => value.toFixed(decimals).replace(".", decimal);

const FONTS = ["Liberation Sans", "Liberation Serif", "Liberation Sans Narrow", "DejaVu Sans", "DejaVu Sans Condensed", "DejaVu Serif"];

/** One random FDES: its HTML and the answer, from the seed and the document's index. */
export function generateFdes(seed: number, index: number): GeneratedDocument {
  const d = new Draw((seed * 1_000_003 + index * 7919) ^ 0x5bd1e995);
  const standard = d.axis("norme", ["A1", "A2"] as const);
  const family = d.pick(FAMILIES);
  d.axes["famille"] = family.name;
  const product = `${d.pick(family.products)} ${d.pick(["", "Plus ", "Confort ", "Premium "])}`.trim();
  const thickness = d.pick([45, 60, 80, 100, 120, 140, 160, 200, 240, 280, 300, 360, 400]);
  const lambda = family.lambda + d.int(-2, 2) / 1000;
  const r = Math.round((thickness / 1000 / lambda) * 20) / 20;
  const rPrinted = Number(r.toFixed(2));
  const style: NumberStyle = {
    decimal: d.axis("décimale", [",", "."] as const),
    notation: d.axis("notation", ["fixe", "scientifique", "mixte"] as const),
    significant: d.int(3, 4),
    group: "",
    minus: d.axis("signe moins", ["-", "\u2212", "()"] as const),
    exponentCase: d.pick(["E", "E", "e"] as const),
  };
  style.group = d.axis("milliers", style.decimal === "," ? ["", " ", "\u00a0", "\u202f", "."] : ["", " ", "\u00a0", "\u202f"]);
  const undeclared = d.axis("non déclaré", ["aucun", "MND", "ND", "-", "N/A", "0"] as const);
  const layout = d.axis("colonnes", ["modules séparés", "A1-A3 groupé", "étapes groupées", "B1-B7 groupé", "sous-totaux"]);
  const twoLevel = layout !== "étapes groupées" && d.flag("en-tête à deux niveaux", 0.6);
  const named = layout !== "étapes groupées" && d.flag("noms des modules", 0.3);
  const totalPlace = d.axis("total", ["avant D", "après D", "absent", "varie"] as const);
  const totalLabel = d.pick(TOTAL_LABELS);
  d.axes["libellé du total"] = totalLabel;
  const dLabel = d.pick(D_LABELS);
  const codes = d.axis("codes", ["aucun", "colonne", "dans le libellé"] as const);
  const unitColumn = d.flag("colonne unité", 0.75);
  const subRowsFirst = standard === "A2" && d.flag("sous-lignes GWP d'abord", 0.4);
  const energyRows = d.axis("lignes énergie", ["six lignes", "PERT et PENRT seules", "plus ligne combinée"] as const);
  const waterDemand = standard === "A2" && d.flag("besoin en eau", 0.7);
  const tablesPerPage = d.axis("tableaux", ["à la suite", "un par page", "coupé sur deux pages", "un seul tableau"] as const);
  const landscape = d.flag("paysage", 0.35);
  const font = d.axis("police", FONTS);
  // Sixteen module columns fit a portrait page only in small type.
  const fontSize = landscape || layout === "étapes groupées" ? d.pick([6, 6.5, 7, 7.5, 8]) : d.pick([5, 5.5, 6, 6.5]);
  d.axes["corps"] = String(fontSize);
  const labelWidth = d.pick([22, 26, 30, 35, 40]);
  const padding = d.pick([0.3, 0.6, 1, 1.5]);
  const fuStyle = d.axis("unité fonctionnelle", ["phrase", "tableau clé/valeur", "en toutes lettres"] as const);
  const rFirst = d.flag("R avant l'épaisseur", 0.5);
  const decoys = d.axis("autres R et épaisseurs", ["aucun", "cadre de validité", "tableau des épaisseurs", "chiffres clés"] as const);
  const declared = d.axis("unité déclarée", ["1 m²", "1 m²", "1 m²", "1 m³", "1 kg", "deux épaisseurs"] as const);
  const dateStyle = d.axis("dates", [
    "date d'édition seule",
    "du … au …",
    "jj/mm/aaaa – jj/mm/aaaa",
    "valable jusqu'au",
    "fin de validité",
    "aucune fin",
  ] as const);
  const percentTable = d.flag("tableau des pourcentages", 0.3);

  // ── values per m² of the functional unit (A1..C4 by module, D)
  const factor = r / 5;
  const negative = family.biobased && family.gwp[0] < 0 && d.chance(0.5);
  const gwpTotal = d.between(Math.max(family.gwp[0], 0.5), family.gwp[1]) * factor * (negative ? d.pick([1, -0.3]) : 1);
  const energy = (range: [number, number]) => d.between(range[0], range[1]) * factor;
  const rows: Row[] = [];
  const dOf: Record<string, number> = {};
  const addRow = (key: string, label: string, code: string, unit: string, total: number, dRatio: number, negativeA = false) => {
    rows.push({ key, label, code, unit, values: scaled(total, shares(d, family.biobased, negativeA)) });
    dOf[key] = total * dRatio;
  };
  const uf = standard === "A1" ? "/UF" : "";
  const co2 = `kg CO<sub>2</sub> éq.${uf}`;
  const mj = standard === "A1" ? "MJ/UF" : "MJ, PCI";
  const dGwp = -d.between(0, 0.15);
  if (standard === "A1") {
    addRow("gwp", "Réchauffement climatique", "GWP", co2, gwpTotal, dGwp, negative);
    addRow("odp", "Appauvrissement de la couche d'ozone", "ODP", "kg CFC-11 éq.", 1e-7 * factor * d.between(1, 9), 0);
    addRow("ap", "Acidification des sols et de l'eau", "AP", `kg SO<sub>2</sub> éq.${uf}`, 0.02 * factor * d.between(0.5, 3), 0);
    addRow("ep", "Eutrophisation", "EP", `kg (PO<sub>4</sub>)<sup>3-</sup> éq.${uf}`, 0.003 * factor * d.between(0.5, 3), 0);
    addRow("pocp", "Formation d'ozone photochimique", "POCP", `kg C<sub>2</sub>H<sub>4</sub> éq.${uf}`, 0.002 * d.between(0.5, 3), 0);
    addRow("adpf", "Épuisement des ressources abiotiques – combustibles fossiles", "ADPF", mj, energy(family.penrt) * 0.9, -0.05);
  } else {
    const fossil = gwpTotal * d.between(0.9, 1.1);
    const luluc = Math.abs(gwpTotal) * d.between(0.001, 0.02);
    const total: Row = {
      key: "gwp",
      label: d.pick(["Changement climatique - total", "Changement climatique – total", "Changement climatique total"]),
      code: "GWP-total",
      unit: co2,
      values: scaled(gwpTotal, shares(d, family.biobased, negative)),
    };
    const fossilRow: Row = {
      key: "gwpf",
      label: d.pick(["Changement climatique - combustibles fossiles", "Changement climatique - fossile"]),
      code: "GWP-fossil",
      unit: co2,
      values: scaled(fossil, shares(d, false, false)),
    };
    const bioValues = Object.fromEntries(
      ALL.map((module) => [module, total.values[module]! - fossilRow.values[module]! - luluc / ALL.length]),
    );
    const bio: Row = { key: "gwpb", label: "Changement climatique - biogénique", code: "GWP-biogenic", unit: co2, values: bioValues };
    const lu: Row = {
      key: "gwpl",
      label: d.pick([
        "Changement climatique - utilisation des sols et transformation de l'utilisation des sols",
        "Changement climatique - usage des sols",
      ]),
      code: "GWP-luluc",
      unit: co2,
      values: Object.fromEntries(ALL.map((module) => [module, luluc / ALL.length])),
    };
    rows.push(...(subRowsFirst ? [fossilRow, bio, lu, total] : [total, fossilRow, bio, lu]));
    dOf.gwp = gwpTotal * dGwp;
    dOf.gwpf = dOf.gwp;
    dOf.gwpb = 0;
    dOf.gwpl = 0;
    addRow("odp", "Appauvrissement de la couche d'ozone", "ODP", "kg CFC 11 éq.", 1e-7 * factor * d.between(1, 9), 0);
    addRow("ap", "Acidification", "AP", "mol H<sup>+</sup> éq.", 0.02 * factor * d.between(0.5, 3), 0);
    addRow("epf", "Eutrophisation aquatique eaux douces", "EP-freshwater", "kg P éq.", 1e-4 * d.between(0.5, 3), 0);
    addRow("pocp", "Formation d'ozone photochimique", "POCP", "kg COVNM éq.", 0.01 * d.between(0.5, 3), 0);
    addRow("adpf", "Épuisement des ressources abiotiques - combustibles fossiles", "ADP-fossil", mj, energy(family.penrt) * 0.9, -0.05);
    if (waterDemand)
      addRow("wdp", "Besoin en eau", "WDP", "m<sup>3</sup> éq. mondial de privation", family.water * factor * d.between(5, 40), 0);
  }
  const pert = energy(family.pert);
  const penrt = energy(family.penrt);
  const perm = family.biobased ? pert * d.between(0.5, 0.9) : 0;
  const penrm = penrt * d.between(0.05, 0.3);
  const energyLabel = (kind: string) =>
    ({
      pere: "Utilisation de l'énergie primaire renouvelable, à l'exclusion des ressources d'énergie primaire renouvelables utilisées comme matières premières",
      perm: "Utilisation des ressources d'énergie primaire renouvelables utilisées en tant que matières premières",
      pert: "Utilisation totale des ressources d'énergie primaire renouvelables (énergie primaire et ressources d'énergie primaire utilisées comme matières premières)",
      penre:
        "Utilisation de l'énergie primaire non renouvelable, à l'exclusion des ressources d'énergie primaire non renouvelables utilisées comme matières premières",
      penrm: "Utilisation des ressources d'énergie primaire non renouvelables utilisées en tant que matières premières",
      penrt:
        "Utilisation totale des ressources d'énergie primaire non renouvelables (énergie primaire et ressources d'énergie primaire utilisées comme matières premières)",
    })[kind]!;
  const resourceStart = rows.length;
  const six = energyRows === "six lignes";
  if (six) addRow("pere", energyLabel("pere"), "PERE", mj, pert - perm, 0);
  if (six) addRow("perm", energyLabel("perm"), "PERM", mj, perm, 0);
  addRow("pert", energyLabel("pert"), "PERT", mj, pert, 0);
  if (six) addRow("penre", energyLabel("penre"), "PENRE", mj, penrt - penrm, 0);
  if (six) addRow("penrm", energyLabel("penrm"), "PENRM", mj, penrm, 0);
  addRow("penrt", energyLabel("penrt"), "PENRT", mj, penrt, -d.between(0, 0.2));
  if (energyRows === "plus ligne combinée") {
    const pertRow = rows.find((row) => row.key === "pert")!;
    const penrtRow = rows.find((row) => row.key === "penrt")!;
    rows.push({
      key: "energy",
      label: "Utilisation totale des ressources d'énergie primaire (PERT + PENRT)",
      code: "PET",
      unit: mj,
      values: Object.fromEntries(ALL.map((module) => [module, pertRow.values[module]! + penrtRow.values[module]!])),
    });
    dOf.energy = dOf.penrt!;
  }
  addRow("sm", "Utilisation de matière secondaire", "SM", standard === "A1" ? "kg/UF" : "kg", d.between(0, 2) * factor, 0);
  addRow("fw", "Utilisation nette d'eau douce", "FW", `m<sup>3</sup>${uf}`, family.water * factor * d.between(0.5, 2), 0);
  const wasteStart = rows.length;
  addRow("hwd", "Déchets dangereux éliminés", "HWD", standard === "A1" ? "kg/UF" : "kg", 0.01 * factor * d.between(0.2, 3), 0);
  addRow(
    "nhwd",
    "Déchets non dangereux éliminés",
    "NHWD",
    standard === "A1" ? "kg/UF" : "kg",
    family.nhwd * factor * d.between(0.5, 1.5),
    0,
  );
  addRow("rwd", "Déchets radioactifs éliminés", "RWD", standard === "A1" ? "kg/UF" : "kg", 1e-4 * factor * d.between(0.5, 5), 0);
  const flowStart = rows.length;
  addRow("mfr", "Matériaux destinés au recyclage", "MFR", standard === "A1" ? "kg/UF" : "kg", d.between(0, 0.5), 0);
  addRow("mer", "Matériaux destinés à la récupération d'énergie", "MER", standard === "A1" ? "kg/UF" : "kg", d.between(0, 0.5), 0);

  // ── the declared unit: values printed per m³ or per kg when the document declares one
  const massPerM2 = (family.density * thickness) / 1000;
  const perUnit = declared === "1 m³" ? 1000 / thickness : declared === "1 kg" ? 1 / massPerM2 : 1;
  const backToM2 = declared === "1 m³" ? thickness / 1000 : declared === "1 kg" ? massPerM2 : 1;

  // ── tables: printed cells, and the answer from them
  const undeclaredB = undeclared !== "aucun";
  const mark = undeclared === "aucun" ? "0" : undeclared;
  const truthOf: Record<string, { total: number | null; d: number | null; stages: Record<string, number | null>; c: number | null }> = {};
  let recording = true;
  const printRow = (row: Row, columns: Column[], scale: number) => {
    const printed: string[] = [];
    const values: Record<string, number | null> = {};
    let sum = 0;
    let printedTotal: number | null = null;
    const stageCells: Record<string, (number | null)[]> = { a1a3: [], a4a5: [], b: [], c: [] };
    const grouped: Record<string, number | null> = {};
    let cSum = 0;
    for (const column of columns) {
      if (column.kind === "d") {
        const text = printNumber((dOf[row.key] ?? 0) * scale, style);
        printed.push(text);
        values.d = printedValue(text, style);
        continue;
      }
      if (column.kind === "total") {
        const exact = ALL.reduce((total, module) => total + row.values[module]! * scale, 0);
        const text = printNumber(exact, style);
        printed.push(text);
        printedTotal = printedValue(text, style);
        continue;
      }
      const exact = column.modules.reduce((total, module) => total + row.values[module]! * scale, 0);
      const isB = column.modules.every((module) => B.includes(module));
      const text = isB && undeclaredB ? mark : printNumber(exact, style);
      printed.push(text);
      const value = printedValue(text, style);
      const stage = Object.keys(STAGES).find(
        (id) => STAGES[id]!.length === column.modules.length && STAGES[id]!.every((m) => column.modules.includes(m)),
      );
      if (stage) grouped[stage] = value;
      // Sub-totals are printed beside their modules: the sum counts the modules only.
      const isSubTotal =
        stage !== undefined &&
        columns.some(
          (other) =>
            other !== column &&
            other.kind === "modules" &&
            other.modules.length < column.modules.length &&
            other.modules.every((m) => column.modules.includes(m)),
        );
      if (!isSubTotal) {
        sum += value ?? 0;
        if (!stage) stageCells[stageOfModule(column.modules[0]!)]!.push(value);
        if (column.modules.every((module) => C.includes(module))) cSum += value ?? 0;
      }
    }
    const stages: Record<string, number | null> = {};
    for (const stage of Object.keys(STAGES)) {
      if (stage in grouped) stages[stage] = grouped[stage]!;
      else
        stages[stage] = stageCells[stage]!.some((value) => value === null) ? null : stageCells[stage]!.reduce<number>((a, b) => a + b!, 0);
    }
    // The end of life as printed: the C1-C4 sub-total when the table prints one, else the C modules summed.
    const endOfLife = "c" in grouped && grouped.c !== null ? grouped.c! : cSum;
    if (recording) truthOf[row.key] ??= { total: printedTotal ?? sum, d: values.d ?? null, stages, c: endOfLife };
    return printed;
  };

  const baseColumns = moduleColumns(d, layout, named);
  const columnsFor = (tableIndex: number): Column[] => {
    const place = totalPlace === "varie" ? (tableIndex % 2 === 0 ? "avant D" : "après D") : totalPlace;
    const total: Column = { kind: "total", modules: [], header: totalLabel, stage: null };
    const dColumn: Column = { kind: "d", modules: [], header: dLabel, stage: null };
    if (place === "absent") return [...baseColumns, dColumn];
    return place === "avant D" ? [...baseColumns, total, dColumn] : [...baseColumns, dColumn, total];
  };

  const stageTitle = Object.fromEntries(Object.keys(STAGES).map((stage) => [stage, d.pick(STAGE_NAMES[stage]!)]));
  const labelOf = (row: Row) => (codes === "dans le libellé" ? `${row.label} (${row.code})` : row.label);
  const headerHtml = (columns: Column[]) => {
    const top: string[] = [];
    const bottom: string[] = [];
    const lead = [`<th class="label" ${twoLevel ? 'rowspan="2"' : ""}>${d.pick(["Indicateur", "Indicateurs", "Paramètre"])}</th>`];
    if (codes === "colonne") lead.push(`<th class="code" ${twoLevel ? 'rowspan="2"' : ""}>Code</th>`);
    if (unitColumn) lead.push(`<th class="unit" ${twoLevel ? 'rowspan="2"' : ""}>Unité</th>`);
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i]!;
      if (!twoLevel) {
        bottom.push(`<th>${esc(column.header)}</th>`);
        continue;
      }
      if (column.stage === null) {
        top.push(`<th rowspan="2">${esc(column.header)}</th>`);
        continue;
      }
      let span = 1;
      while (columns[i + span]?.stage === column.stage) span++;
      top.push(`<th colspan="${span}">${esc(stageTitle[column.stage]!)}</th>`);
      for (let k = 0; k < span; k++) bottom.push(`<th>${esc(columns[i + k]!.header)}</th>`);
      i += span - 1;
    }
    return twoLevel ? `<tr>${lead.join("")}${top.join("")}</tr><tr>${bottom.join("")}</tr>` : `<tr>${lead.join("")}${bottom.join("")}</tr>`;
  };

  const bodyRow = (row: Row, columns: Column[], scale: number) => {
    const cells = printRow(row, columns, scale);
    const lead = [`<td class="label">${esc(labelOf(row))}</td>`];
    if (codes === "colonne") lead.push(`<td class="code">${esc(row.code)}</td>`);
    if (unitColumn) lead.push(`<td class="unit">${row.unit}</td>`);
    return `<tr>${lead.join("")}${cells.map((cell, i) => `<td class="${columns[i]!.kind}">${esc(cell)}</td>`).join("")}</tr>`;
  };

  const groups = [
    {
      title: standard === "A1" ? "Impacts environnementaux" : "Indicateurs d'impacts environnementaux principaux",
      rows: rows.slice(0, resourceStart),
    },
    { title: "Utilisation des ressources", rows: rows.slice(resourceStart, wasteStart) },
    { title: "Catégories de déchets", rows: rows.slice(wasteStart, flowStart) },
    { title: "Flux sortants", rows: rows.slice(flowStart) },
  ];
  const unitWord =
    declared === "1 m³"
      ? "par m³ de produit (unité déclarée)"
      : declared === "1 kg"
        ? "par kg de produit (unité déclarée)"
        : "par unité fonctionnelle";
  const tablesHtml = (scale: number, heading: string, record: boolean): string => {
    recording = record;
    const parts: string[] = [];
    const tableOpen = (columns: Column[], title: string | null) =>
      `${title ? `<p class="caption">${esc(title)}</p>` : ""}<table class="results"><thead>${headerHtml(columns)}</thead><tbody>`;
    if (tablesPerPage === "un seul tableau") {
      const columns = columnsFor(0);
      let html = tableOpen(columns, `${heading} – ${unitWord}`);
      for (const group of groups) {
        html += `<tr class="group"><td colspan="${columns.length + 1 + (unitColumn ? 1 : 0) + (codes === "colonne" ? 1 : 0)}">${esc(group.title)}</td></tr>`;
        html += group.rows.map((row) => bodyRow(row, columns, scale)).join("");
      }
      parts.push(`${html}</tbody></table>`);
    } else {
      groups.forEach((group, tableIndex) => {
        const columns = columnsFor(tableIndex);
        const title = declared === "deux épaisseurs" ? `${group.title} – ${heading}` : `${group.title} (${unitWord})`;
        const pageBreak = tablesPerPage === "un par page" ? '<div class="break"></div>' : "";
        if (tablesPerPage === "coupé sur deux pages" && tableIndex === 1) {
          const cut = Math.max(1, Math.floor(group.rows.length / 2));
          parts.push(
            tableOpen(columns, title) +
              group.rows
                .slice(0, cut)
                .map((row) => bodyRow(row, columns, scale))
                .join("") +
              "</tbody></table>",
            '<div class="break"></div>',
            tableOpen(columns, d.chance(0.5) ? `${group.title} (suite)` : null) +
              group.rows
                .slice(cut)
                .map((row) => bodyRow(row, columns, scale))
                .join("") +
              "</tbody></table>",
          );
        } else {
          parts.push(
            pageBreak + tableOpen(columns, title) + group.rows.map((row) => bodyRow(row, columns, scale)).join("") + "</tbody></table>",
          );
        }
      });
    }
    recording = true;
    return parts.join("\n");
  };

  // Two thicknesses: the other one's tables come first or last, and are not the functional unit's.
  const otherThickness = thickness >= 200 ? thickness - 40 : thickness + 40;
  const otherR = Math.round((otherThickness / 1000 / lambda) * 20) / 20;
  let results: string;
  if (declared === "deux épaisseurs") {
    const other = tablesHtml(otherThickness / thickness, `Résultats pour l'épaisseur de ${otherThickness} mm`, false);
    const own = tablesHtml(1, `Résultats pour l'épaisseur de ${thickness} mm`, true);
    const ownFirst = d.chance(0.5);
    results = ownFirst
      ? `<h3>Épaisseur ${thickness} mm (R = ${fr(rPrinted, 2, style.decimal)} m².K/W)</h3>${own}<div class="break"></div><h3>Épaisseur ${otherThickness} mm (R = ${fr(otherR, 2, style.decimal)} m².K/W)</h3>${other}`
      : `<h3>Épaisseur ${otherThickness} mm (R = ${fr(otherR, 2, style.decimal)} m².K/W)</h3>${other}<div class="break"></div><h3>Épaisseur ${thickness} mm (R = ${fr(rPrinted, 2, style.decimal)} m².K/W)</h3>${own}`;
  } else {
    results = tablesHtml(perUnit, "Résultats de l'analyse de cycle de vie", true);
  }

  // Biogenic carbon (A2): product and packaging, kg C.
  let biogenic: number | null = null;
  let biogenicHtml = "";
  if (standard === "A2") {
    const productC = family.biobased ? massPerM2 * 0.45 * d.between(0.8, 1) : 0;
    const text = printNumber(productC * perUnit, style);
    const packaging = printNumber(d.between(0.01, 0.2) * perUnit, style);
    const packagingFirst = d.chance(0.4);
    const rowsHtml = [
      `<tr><td>Teneur en carbone biogénique du produit</td><td>kg C</td><td>${esc(text)}</td></tr>`,
      `<tr><td>Teneur en carbone biogénique de l'emballage associé</td><td>kg C</td><td>${esc(packaging)}</td></tr>`,
    ];
    biogenicHtml = `<h3>Carbone biogénique</h3><table class="data"><tr><th>Teneur en carbone biogénique</th><th>Unité</th><th>Valeur</th></tr>${(packagingFirst ? rowsHtml.reverse() : rowsHtml).join("")}</table>`;
    biogenic = (printedValue(text, style) ?? 0) * backToM2;
  }

  // ── dates
  const issueYear = d.int(2017, 2026);
  const issue = isoDate(issueYear, d.int(1, 12), d.int(1, 28));
  const end = addYears(issue, 5, d.chance(0.6));
  const long = d.chance(0.5);
  const issueLabel = d.pick(["Date de réalisation", "Date d'édition", "Date de publication"]);
  let datesHtml = `<p>${issueLabel} : ${frenchDate(issue, long)}</p>`;
  let validUntil = end;
  switch (dateStyle) {
    case "du … au …":
      datesHtml += `<p>Période de validité : du ${frenchDate(issue, long)} au ${frenchDate(end, long)}</p>`;
      break;
    case "jj/mm/aaaa – jj/mm/aaaa":
      datesHtml += `<p>${d.pick(["Validité", "Période de validité", "Validité de la FDES"])} : ${frenchDate(issue, false)} ${d.pick(["–", "-", "—", "à"])} ${frenchDate(end, false)}</p>`;
      break;
    case "valable jusqu'au":
      datesHtml += `<p>Cette déclaration est valable jusqu'au ${frenchDate(end, long)}.</p>`;
      break;
    case "fin de validité":
      datesHtml += `<p>Fin de validité : ${frenchDate(end, long)}</p>`;
      break;
    case "aucune fin":
    case "date d'édition seule":
      validUntil = addYears(issue, 5, false);
      break;
  }
  const version = `<p>Version ${d.int(1, 3)}.${d.int(0, 9)} – mise à jour le ${frenchDate(addYears(issue, 0, true), long)}</p>`;

  // ── functional unit and decoys
  const rText = `${fr(rPrinted, 2, style.decimal)} m².K/W`;
  const quantityText = fuStyle === "en toutes lettres" ? "un mètre carré" : d.pick(["1 m²", "1 m2"]);
  let fuHtml: string;
  if (declared === "1 m³" || declared === "1 kg") {
    fuHtml = `<p>Unité déclarée : ${declared} de ${family.name.toLowerCase()} ${product}. Les résultats sont donnés pour ${declared} de produit.</p>
      <p>Le produit est mis en œuvre en épaisseur de ${thickness} mm ; sa masse volumique est de ${fr(family.density, 0)} kg/m³.</p>`;
  } else if (fuStyle === "tableau clé/valeur") {
    const rows2 = [
      ["Unité fonctionnelle", `${quantityText} d'isolant`],
      rFirst ? ["Résistance thermique", `R = ${rText}`] : ["Épaisseur", `${thickness} mm`],
      rFirst ? ["Épaisseur", `${thickness} mm`] : ["Résistance thermique", `R = ${rText}`],
      ["Durée de vie de référence", "50 ans"],
    ];
    fuHtml = `<table class="data">${rows2.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join("")}</table>`;
  } else {
    const parts = rFirst
      ? `avec une résistance thermique R = ${rText} pour une épaisseur de ${thickness} mm`
      : `pour une épaisseur de ${thickness} mm et une résistance thermique R = ${rText}`;
    fuHtml = `<p>Unité fonctionnelle : assurer une fonction d'isolation thermique sur ${quantityText} de paroi, ${parts}, pendant une durée de vie de référence de 50 ans.</p>`;
  }
  if (declared === "deux épaisseurs") {
    fuHtml += `<p>Cette FDES couvre les épaisseurs ${Math.min(thickness, otherThickness)} mm et ${Math.max(thickness, otherThickness)} mm ; l'unité fonctionnelle retenue est celle de l'épaisseur de référence de ${thickness} mm.</p>`;
  }
  const technical = `<table class="data"><tr><th>Caractéristique</th><th>Valeur</th></tr>
    <tr><td>Conductivité thermique λ</td><td>${fr(lambda, 3, style.decimal)} W/(m.K)</td></tr>
    <tr><td>Épaisseur</td><td>${thickness} mm</td></tr>
    <tr><td>Résistance thermique R</td><td>${rText}</td></tr>
    <tr><td>Masse volumique</td><td>${family.density} kg/m³</td></tr></table>`;
  let decoyHtml = "";
  const thin = Math.max(20, thickness - 60);
  const thick = thickness + 120;
  const rThin = fr(thin / 1000 / lambda, 2, style.decimal);
  const rThick = fr(thick / 1000 / lambda, 2, style.decimal);
  if (decoys === "cadre de validité") {
    decoyHtml = `<p>Cadre de validité : les résultats peuvent être extrapolés aux épaisseurs de ${thin} mm à ${thick} mm (R de ${rThin} à ${rThick} m².K/W).</p>`;
  } else if (decoys === "tableau des épaisseurs") {
    decoyHtml = `<table class="data"><tr><th>Épaisseur (mm)</th><th>R (m².K/W)</th></tr>${[thin, thickness + 40, thick]
      .map((t) => `<tr><td>${t}</td><td>${fr(t / 1000 / lambda, 2, style.decimal)}</td></tr>`)
      .join("")}</table>`;
  } else if (decoys === "chiffres clés") {
    decoyHtml = `<div class="box"><b>Chiffres clés</b><br>${d.int(20, 85)} % de matière recyclée – jusqu'à R = ${rThick} m².K/W en ${thick} mm – ${d.int(2, 40)} % d'énergie en moins</div>`;
  }

  const percentHtml = percentTable
    ? `<p class="caption">Contribution des étapes au changement climatique (%)</p><table class="results"><thead><tr><th class="label">Indicateur</th><th>A1-A3</th><th>A4-A5</th><th>B1-B7</th><th>C1-C4</th></tr></thead><tbody><tr><td class="label">${esc(rows[0]!.label)}</td>${["a1a3", "a4a5", "b", "c"].map(() => `<td>${d.int(0, 90)} %</td>`).join("")}</tr></tbody></table>`
    : "";

  const standardText =
    standard === "A1"
      ? "En conformité avec la norme NF EN 15804+A1 et son complément national NF EN 15804/CN"
      : "En conformité avec la norme NF EN 15804+A2:2019-10 et son complément national NF EN 15804/CN:2022-10";
  const coverR = d.chance(0.5) && declared !== "1 kg" && declared !== "1 m³" ? `<p class="facts">${thickness} mm – R = ${rText}</p>` : "";
  const manufacturer = d.pick(["Isolatech SAS", "Fibrasol", "Nordisol Industrie", "Écomatériaux du Centre", "Thermibat"]);

  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>
@page { size: A4 ${landscape ? "landscape" : "portrait"}; margin: 14mm 12mm 16mm 12mm; }
body { font-family: "${font}", sans-serif; font-size: 9pt; line-height: 1.3; margin: 0; color: #1d2a22; }
h1 { font-size: 19pt; } h2 { font-size: 12pt; margin: 6mm 0 2mm; } h3 { font-size: 10pt; }
.break { break-before: page; }
table.data { border-collapse: collapse; margin: 2mm 0; } table.data td, table.data th { border: 0.5px solid #777; padding: 1mm 2mm; font-size: 8pt; text-align: left; }
table.results { border-collapse: collapse; width: 100%; table-layout: auto; font-size: ${fontSize}pt; line-height: 1.15; margin: 1mm 0 4mm; }
table.results th, table.results td { border: 0.5px solid #888; padding: ${padding}mm ${padding / 2}mm; text-align: ${d.pick(["center", "right"])}; vertical-align: middle; }
table.results td.modules, table.results td.total, table.results td.d { white-space: nowrap; }
table.results th.label, table.results td.label { width: ${labelWidth}%; text-align: left; }
table.results th.unit, table.results td.unit { width: ${d.pick([7, 9, 11])}%; }
table.results th.code, table.results td.code { width: 7%; }
table.results tr { break-inside: avoid; }
table.results tr.group td { font-weight: bold; text-align: left; background: #eef; }
.caption { font-weight: bold; font-size: 9pt; margin: 3mm 0 1mm; }
.box { border: 1px solid #246; padding: 3mm; margin: 3mm 0; }
.facts { font-size: 12pt; }
</style></head><body>
<p>FICHE DE DÉCLARATION ENVIRONNEMENTALE ET SANITAIRE DU PRODUIT</p>
<p>${standardText}</p>
<h1>${esc(product)}</h1>
<p class="facts">${esc(family.name)}</p>
${coverR}
${datesHtml}${version}
<p>N° d'enregistrement INIES : ${d.int(1000, 9999)}-${d.int(100, 999)}</p>
<div class="break"></div>
<h2>Informations générales</h2><p>Déclarant : ${manufacturer}, ${d.pick(["Lyon", "Nantes", "Reims", "Toulouse"])}. Déclaration individuelle vérifiée par tierce partie indépendante.</p>
<h2>Description de l'unité fonctionnelle et du produit</h2>${fuHtml}
<h3>Données techniques</h3>${technical}${decoyHtml}
<h2>Étapes du cycle de vie</h2><p>Scénario de fin de vie : le produit est ${d.pick(["mis en décharge (installation de stockage de déchets non dangereux)", "incinéré avec valorisation énergétique", "recyclé à 30 % et enfoui pour le reste"])}.</p>
<div class="break"></div>
<h2>Résultats de l'analyse de cycle de vie</h2>
${results}
${biogenicHtml}
${percentHtml}
<h2>Interprétation</h2><p>L'étape de production représente ${d.int(40, 95)} % du changement climatique sur le cycle de vie.</p>
</body></html>`;

  const truthRow = (key: string) => truthOf[key] ?? null;
  const m2 = (value: number | null | undefined) => (value === null || value === undefined ? null : value * backToM2);
  const gwp = truthRow("gwp")!;
  const pertT = truthRow("pert")!;
  const penrtT = truthRow("penrt")!;
  const values: GeneratedValues = {
    gwp: m2(gwp.total),
    pert: m2(pertT.total),
    penrt: m2(penrtT.total),
    energy: m2(pertT.total! + penrtT.total!),
    water: m2(truthRow("fw")!.total),
    waste_hazardous: m2(truthRow("hwd")!.total),
    waste_non_hazardous: m2(truthRow("nhwd")!.total),
    waste_radioactive: m2(truthRow("rwd")!.total),
    module_d_gwp: m2(gwp.d),
    module_d_penrt: m2(penrtT.d),
    gwp_end_of_life: m2(gwp.c),
    gwp_a1a3: m2(gwp.stages.a1a3),
    gwp_a4a5: m2(gwp.stages.a4a5),
    gwp_b: m2(gwp.stages.b),
    gwp_c: m2(gwp.stages.c),
    biogenic_carbon: biogenic,
    thermal_resistance: rPrinted,
    thickness_mm: thickness,
  };
  return {
    html,
    footer: `FDES ${product} – ${manufacturer}`,
    truth: {
      seed,
      index,
      standard: standard === "A1" ? "NF EN 15804+A1" : "NF EN 15804+A2",
      axes: d.axes,
      values,
      derived: declared === "1 m³" || declared === "1 kg",
      valid_until: validUntil,
    },
  };
}
