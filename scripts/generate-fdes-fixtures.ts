/**
 * Generates the FDES test corpus of tests/fixtures/fdes/: fictitious but realistic environmental declarations
 * (FDES, NF EN 15804 +A1 and +A2) printed to PDF by Debian's Chromium, each next to the values a text extractor
 * must read from it (`<name>.expected.json`). Companies, products and figures are invented.
 *
 * Every document is one small data object below. Its module values are drawn from a seeded generator (so the
 * corpus is the same on every run), printed with the document's own number format, and the expected JSON is
 * computed from the PRINTED strings: the printed total when the document prints one, otherwise the sum of the
 * printed A1..C4 cells ("ND", "MND", "-" count as nothing). The traps each document sets are listed in its
 * `description` and in tests/fixtures/fdes/README.md (written by this script), after the layout notes on real FDES
 * of the project's shared reference (fdes-format.md). The PDFs are byte-identical from one run to the next.
 *
 * A new document: add an `FdesData` object (or a `Fixture` for a document that is not an ordinary FDES) to
 * FIXTURES, run the script, read the PDF with `pdftotext -layout`, and commit the PDF, its JSON and the README.
 *
 * Usage: npx tsx scripts/generate-fdes-fixtures.ts [only-this-fixture …]
 *        npx tsx scripts/generate-fdes-fixtures.ts --generated   (the seeded sample of tests/fixtures/fdes-generated/;
 *        any number of documents: npm run test:fdes-generated -- --count 1000 --seed N)
 */
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./lib/browser";
import { FDES_CORPUS_DIR, type FdesExpected, type FdesExpectedValues } from "./lib/fdes-corpus";
import { generatedPdf } from "./lib/fdes-corpus-compare";
import { GENERATED_DIR, SAMPLE_SEED, SAMPLE_SIZE } from "./lib/fdes-corpus-generated";

const OUT_DIR = FDES_CORPUS_DIR;

// ───────────────────────────── expected JSON ─────────────────────────────

type Expected = FdesExpected;
type ExpectedValues = FdesExpectedValues;
type Outcome = Expected["outcome"];

const NULL_VALUES: ExpectedValues = {
  gwp: null,
  pert: null,
  penrt: null,
  energy: null,
  water: null,
  waste_hazardous: null,
  waste_non_hazardous: null,
  waste_radioactive: null,
  waste: null,
  recyclable: null,
  module_d_gwp: null,
  module_d_penrt: null,
  gwp_end_of_life: null,
};

const NULL_FU: Expected["functional_unit"] = {
  quantity: null,
  unit: null,
  thickness_mm: null,
  thermal_resistance: null,
  reference_service_life_years: null,
};

/** The answer for a file a reader must get nothing from (no text layer, not a PDF). */
function nothingRead(description: string, outcome: Outcome): Expected {
  const nothing = { standard: null, product_name: null, end_of_life_contains: null, valid_until: null };
  return { description, outcome, ...nothing, functional_unit: { ...NULL_FU }, values: { ...NULL_VALUES } };
}

/** Floating-point noise off a sum of printed decimals (0.1 + 0.2 = 0.30000000000000004). */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

// ───────────────────────────── seeded random numbers ─────────────────────────────

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ───────────────────────────── modules and columns ─────────────────────────────

const BASE_MODULES = ["A1", "A2", "A3", "A4", "A5", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "C1", "C2", "C3", "C4", "D"] as const;
type BaseModule = (typeof BASE_MODULES)[number];
/** A printed column: a module, an aggregate of modules, or the life-cycle total. */
type Aggregate = "A1-A3" | "A4-A5" | "B1-B7" | "C1-C4";
type Column = BaseModule | Aggregate | "Total";

const AGGREGATES: Record<Aggregate, BaseModule[]> = {
  "A1-A3": ["A1", "A2", "A3"],
  "A4-A5": ["A4", "A5"],
  "B1-B7": ["B1", "B2", "B3", "B4", "B5", "B6", "B7"],
  "C1-C4": ["C1", "C2", "C3", "C4"],
};
function isAggregate(column: Column): column is Aggregate {
  return column in AGGREGATES;
}
const C_MODULES: BaseModule[] = ["C1", "C2", "C3", "C4"];
const B_COLUMNS: Column[] = ["B1", "B2", "B3", "B4", "B5", "B6", "B7"];

/** Share of the life-cycle total taken by each module A1..C4 (B is 0 for insulation). */
type Shares = Partial<Record<BaseModule, number>>;

// ───────────────────────────── indicators ─────────────────────────────

interface Indicator {
  label: string;
  /** The A2 wording when it differs. */
  labelA2?: string;
  /** HTML: subscripts and superscripts are deliberate (they leak digits into a text layer). */
  unitA1: string;
  unitA2: string;
}

const CO2 = "CO<sub>2</sub>";
const M3 = "m<sup>3</sup>";
const INDICATORS = {
  gwp: { label: "Réchauffement climatique", unitA1: `kg ${CO2} éq./UF`, unitA2: `kg ${CO2} éq.` },
  gwp_total: { label: "Changement climatique - total", unitA1: "", unitA2: `kg ${CO2} éq.` },
  gwp_fossil: { label: "Changement climatique - combustibles fossiles", unitA1: "", unitA2: `kg ${CO2} éq.` },
  gwp_bio: { label: "Changement climatique - biogénique", unitA1: "", unitA2: `kg ${CO2} éq.` },
  gwp_luluc: {
    label: "Changement climatique - utilisation des sols et transformation de l'utilisation des sols",
    unitA1: "",
    unitA2: `kg ${CO2} éq.`,
  },
  odp: { label: "Appauvrissement de la couche d'ozone", unitA1: "kg CFC-11 éq./UF", unitA2: "kg CFC 11 éq." },
  ap: {
    label: "Acidification des sols et de l'eau",
    labelA2: "Acidification",
    unitA1: `kg SO<sub>2</sub> éq./UF`,
    unitA2: "mol H<sup>+</sup> éq.",
  },
  ep: { label: "Eutrophisation", unitA1: "kg (PO<sub>4</sub>)<sup>3-</sup> éq./UF", unitA2: "" },
  ep_fw: { label: "Eutrophisation aquatique eaux douces", unitA1: "", unitA2: "kg P éq." },
  ep_m: { label: "Eutrophisation aquatique marine", unitA1: "", unitA2: "kg N éq." },
  ep_t: { label: "Eutrophisation terrestre", unitA1: "", unitA2: "mol N éq." },
  pocp: {
    label: "Formation d'ozone photochimique",
    unitA1: "kg C<sub>2</sub>H<sub>4</sub> éq./UF",
    unitA2: "kg COVNM éq.",
  },
  adpe: { label: "Épuisement des ressources abiotiques – éléments", unitA1: "kg Sb éq./UF", unitA2: "kg Sb éq." },
  adpm: { label: "Épuisement des ressources abiotiques - minéraux et métaux", unitA1: "", unitA2: "kg Sb éq." },
  adpf: { label: "Épuisement des ressources abiotiques – combustibles fossiles", unitA1: "MJ/UF", unitA2: "MJ, PCI" },
  wdp: { label: "Besoin en eau", unitA1: "", unitA2: `${M3} éq. mondial de privation` },
  air: { label: "Pollution de l'air", unitA1: `${M3}/UF`, unitA2: "" },
  water_pollution: { label: "Pollution de l'eau", unitA1: `${M3}/UF`, unitA2: "" },
  pm: { label: "Émissions de particules fines", unitA1: "", unitA2: "incidence de maladies" },
  irp: { label: "Rayonnements ionisants, santé humaine", unitA1: "", unitA2: "kBq U<sub>235</sub> éq." },
  etp: { label: "Écotoxicité (eaux douces)", unitA1: "", unitA2: "CTUe" },
  htp_c: { label: "Toxicité humaine, effets cancérogènes", unitA1: "", unitA2: "CTUh" },
  htp_nc: { label: "Toxicité humaine, effets non cancérogènes", unitA1: "", unitA2: "CTUh" },
  sqp: { label: "Impacts liés à l'utilisation des sols / qualité du sol", unitA1: "", unitA2: "sans dimension" },
  pere: {
    label:
      "Utilisation de l'énergie primaire renouvelable, à l'exclusion des ressources d'énergie primaire renouvelables utilisées comme matières premières",
    unitA1: "MJ/UF",
    unitA2: "MJ, PCI",
  },
  perm: {
    label: "Utilisation des ressources d'énergie primaire renouvelables utilisées en tant que matières premières",
    unitA1: "MJ/UF",
    unitA2: "MJ, PCI",
  },
  pert: {
    label:
      "Utilisation totale des ressources d'énergie primaire renouvelables (énergie primaire et ressources d'énergie primaire utilisées comme matières premières)",
    unitA1: "MJ/UF",
    unitA2: "MJ, PCI",
  },
  penre: {
    label:
      "Utilisation de l'énergie primaire non renouvelable, à l'exclusion des ressources d'énergie primaire non renouvelables utilisées comme matières premières",
    unitA1: "MJ/UF",
    unitA2: "MJ, PCI",
  },
  penrm: {
    label: "Utilisation des ressources d'énergie primaire non renouvelables utilisées en tant que matières premières",
    unitA1: "MJ/UF",
    unitA2: "MJ, PCI",
  },
  penrt: {
    label:
      "Utilisation totale des ressources d'énergie primaire non renouvelables (énergie primaire et ressources d'énergie primaire utilisées comme matières premières)",
    unitA1: "MJ/UF",
    unitA2: "MJ, PCI",
  },
  energy_combined: {
    label:
      "Utilisation totale des ressources d'énergie primaire (énergie primaire et ressources d'énergie primaire utilisées comme matières premières)",
    unitA1: "MJ/UF",
    unitA2: "MJ, PCI",
  },
  sm: { label: "Utilisation de matière secondaire", unitA1: "kg/UF", unitA2: "kg" },
  rsf: { label: "Utilisation de combustibles secondaires renouvelables", unitA1: "MJ/UF", unitA2: "MJ, PCI" },
  nrsf: { label: "Utilisation de combustibles secondaires non renouvelables", unitA1: "MJ/UF", unitA2: "MJ, PCI" },
  fw: { label: "Utilisation nette d'eau douce", unitA1: `${M3}/UF`, unitA2: M3 },
  hwd: { label: "Déchets dangereux éliminés", unitA1: "kg/UF", unitA2: "kg" },
  nhwd: { label: "Déchets non dangereux éliminés", unitA1: "kg/UF", unitA2: "kg" },
  rwd: { label: "Déchets radioactifs éliminés", unitA1: "kg/UF", unitA2: "kg" },
  cru: { label: "Composants destinés à la réutilisation", unitA1: "kg/UF", unitA2: "kg" },
  mfr: { label: "Matériaux destinés au recyclage", unitA1: "kg/UF", unitA2: "kg" },
  mer: { label: "Matériaux destinés à la récupération d'énergie", unitA1: "kg/UF", unitA2: "kg" },
  ee: { label: "Énergie fournie à l'extérieur", unitA1: "MJ/UF", unitA2: "MJ" },
  eee: { label: "Énergie fournie à l'extérieur – électricité", unitA1: "", unitA2: "MJ" },
  eet: { label: "Énergie fournie à l'extérieur – énergie thermique", unitA1: "", unitA2: "MJ" },
} satisfies Record<string, Indicator>;
type Key = keyof typeof INDICATORS;

/** Keys computed from others, module by module: never drawn. */
const DERIVED: Partial<Record<Key, Key[]>> = {
  gwp_total: ["gwp_fossil", "gwp_bio", "gwp_luluc"],
  pert: ["pere", "perm"],
  penrt: ["penre", "penrm"],
  energy_combined: ["pere", "perm", "penre", "penrm"],
};

/**
 * Life-cycle totals (A1..C4) of an ordinary mineral-wool metre of wall at R ≈ 3.75, scaled by each document. Orders
 * of magnitude only (see domain/fdes-reference.ts).
 */
const BASELINE: Partial<Record<Key, number>> = {
  gwp: 3.4,
  gwp_fossil: 3.3,
  gwp_bio: 0.04,
  gwp_luluc: 0.006,
  odp: 2.1e-7,
  ap: 0.021,
  ep: 0.0042,
  ep_fw: 2.1e-4,
  ep_m: 0.0061,
  ep_t: 0.051,
  pocp: 0.0011,
  adpe: 1.4e-5,
  adpm: 1.5e-5,
  adpf: 48,
  wdp: 0.61,
  air: 310,
  water_pollution: 4.2,
  pm: 2.3e-7,
  irp: 0.21,
  etp: 31,
  htp_c: 1.2e-9,
  htp_nc: 3.9e-8,
  sqp: 25,
  pere: 6.8,
  perm: 0.9,
  penre: 52,
  penrm: 3.1,
  sm: 0.12,
  rsf: 0,
  nrsf: 0,
  fw: 0.021,
  hwd: 0.0034,
  nhwd: 2.4,
  rwd: 1.6e-4,
  cru: 0,
  mfr: 0.11,
  mer: 0.015,
  ee: 0.42,
  eee: 0.31,
  eet: 0.62,
};

/** Where some indicators fall whatever the product (feedstock in A1, recycling of offcuts, landfill in C4…). */
const KEY_SHARES: Partial<Record<Key, Shares>> = {
  perm: { A1: 1 },
  penrm: { A1: 0.9, A3: 0.1 },
  sm: { A1: 0.8, A3: 0.2 },
  rsf: { A3: 1 },
  nrsf: { A3: 1 },
  nhwd: { A1: 0.15, A3: 0.15, A5: 0.1, C4: 0.6 },
  hwd: { A1: 0.55, A3: 0.35, A5: 0.05, C4: 0.05 },
  rwd: { A1: 0.5, A2: 0.05, A3: 0.4, A4: 0.02, A5: 0.03 },
  mfr: { A3: 0.3, A5: 0.6, C3: 0.1 },
  mer: { A5: 1 },
  ee: { A5: 0.7, C4: 0.3 },
  eee: { A5: 0.7, C4: 0.3 },
  eet: { A5: 0.7, C4: 0.3 },
};

/** Module D as a fraction of the life-cycle total (negative: avoided burdens). */
const DEFAULT_D_RATIO: Partial<Record<Key, number>> = {
  gwp: -0.035,
  gwp_fossil: -0.035,
  penre: -0.04,
  adpf: -0.04,
  pere: -0.015,
  fw: -0.02,
  ap: -0.02,
  nhwd: -0.01,
};

// ───────────────────────────── number formats ─────────────────────────────

const NBSP = "\u00a0";
const NNBSP = "\u202f";
const MINUS = "\u2212";

/** Fixed notation with `sig` significant digits, comma (or point) decimal, optional thousands separator. */
function fixed(value: number, sig: number, options: { decimal?: string; group?: string; minus?: string; decimals?: number } = {}): string {
  if (value === 0) return "0";
  const abs = Math.abs(value);
  const decimals = options.decimals ?? Math.max(0, sig - 1 - Math.floor(Math.log10(abs)));
  const text = abs.toFixed(decimals);
  if (Number(text) === 0) return "0";
  const [integer = "", fraction] = text.split(".");
  let whole = integer;
  if (options.group && whole.length > 3) whole = whole.replace(/\B(?=(\d{3})+$)/g, options.group);
  const body = fraction === undefined ? whole : `${whole}${options.decimal ?? ","}${fraction}`;
  return `${value < 0 ? (options.minus ?? "-") : ""}${body}`;
}

/** Scientific notation as LCA software exports it: 7,10E+00, -9,0E-03, 1.23E-02. */
function scientific(value: number, digits: number, options: { decimal?: string; minus?: string } = {}): string {
  const [mantissa = "", exponent = ""] = Math.abs(value).toExponential(digits).split("e");
  const power = Number(exponent);
  const sign = value < 0 && Number(mantissa) !== 0 ? (options.minus ?? "-") : "";
  return `${sign}${mantissa.replace(".", options.decimal ?? ",")}E${power < 0 ? "-" : "+"}${String(Math.abs(power)).padStart(2, "0")}`;
}

/** The number a printed cell says, or null for "ND", "MND", "-", "N/A" and empty cells. */
function parsePrinted(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "").replace(/[\u2212\u2013]/g, "-");
  if (!/^-?\d/.test(compact)) return null;
  const value = Number(compact.replace(",", "."));
  if (!Number.isFinite(value)) throw new Error(`Unreadable printed number: ${text}`);
  return value;
}

type Formatter = (value: number, key: Key, column: Column) => string;

// ───────────────────────────── values of one document ─────────────────────────────

interface ValueSpec {
  seed: number;
  /** Multiplies every BASELINE total. */
  scale: number;
  /** Life-cycle totals that replace scale × BASELINE. */
  totals?: Partial<Record<Key, number>>;
  /** The product's split over modules; each indicator's split is jittered around it. */
  shares: Shares;
  /** Module D / total, per key (replaces DEFAULT_D_RATIO for that key). */
  dRatio?: Partial<Record<Key, number>>;
  /** Module values written by hand (bio-based carbon flows…), replacing the drawn ones for that key. */
  explicit?: Partial<Record<Key, Partial<Record<BaseModule, number>>>>;
}

type ModuleValues = Record<BaseModule, number>;

function zeroModules(): ModuleValues {
  return Object.fromEntries(BASE_MODULES.map((module) => [module, 0])) as ModuleValues;
}

function drawValues(spec: ValueSpec): Record<Key, ModuleValues> {
  const random = seededRandom(spec.seed);
  const result = {} as Record<Key, ModuleValues>;
  for (const key of Object.keys(INDICATORS) as Key[]) {
    const values = zeroModules();
    result[key] = values;
    if (DERIVED[key]) continue;
    const total = spec.totals?.[key] ?? spec.scale * (BASELINE[key] ?? 0) * (0.85 + 0.3 * random());
    const shares = KEY_SHARES[key] ?? spec.shares;
    const jittered = Object.entries(shares).map(([module, share]) => [module as BaseModule, share * (0.75 + 0.5 * random())] as const);
    const sum = jittered.reduce((acc, [, share]) => acc + share, 0);
    for (const [module, share] of jittered) values[module] = sum === 0 ? 0 : (total * share) / sum;
    values.D = total * (spec.dRatio?.[key] ?? DEFAULT_D_RATIO[key] ?? 0) * (0.85 + 0.3 * random());
    const explicit = spec.explicit?.[key];
    if (explicit) for (const module of BASE_MODULES) values[module] = explicit[module] ?? 0;
  }
  for (const [key, parts] of Object.entries(DERIVED) as [Key, Key[]][]) {
    for (const module of BASE_MODULES) result[key][module] = parts.reduce((acc, part) => acc + result[part][module], 0);
  }
  return result;
}

// ───────────────────────────── results tables ─────────────────────────────

type Cell = string;

/** The text printed in every cell of a document, and the columns it prints. */
class PrintedResults {
  constructor(
    readonly values: Record<Key, ModuleValues>,
    readonly columns: Column[],
    readonly format: Formatter,
    /** A token printed instead of a number (its value then counts as 0). */
    readonly blank: (key: Key, column: Column) => string | undefined = () => undefined,
  ) {}

  private raw(key: Key, column: Column): number {
    if (this.blank(key, column) !== undefined) return 0;
    if (column === "Total") {
      return this.columns.filter((c) => c !== "Total" && c !== "D").reduce((acc, c) => acc + this.raw(key, c), 0);
    }
    if (isAggregate(column)) return AGGREGATES[column].reduce((acc, m) => acc + this.values[key][m], 0);
    return this.values[key][column];
  }

  cell(key: Key, column: Column): Cell {
    return this.blank(key, column) ?? this.format(this.raw(key, column), key, column);
  }

  /** What the printed cell says (0 for a blank token), or the printed value of a column the document does not print. */
  read(key: Key, column: Column): number {
    if (this.columns.includes(column)) return parsePrinted(this.cell(key, column)) ?? 0;
    if (column === "Total") {
      return clean(this.columns.filter((c) => c !== "D").reduce((acc, c) => acc + this.read(key, c), 0));
    }
    throw new Error(`Column ${column} is not printed`);
  }

  /** The printed C1-C4 cell, or the sum of the printed C1..C4 cells. */
  endOfLife(key: Key): number {
    if (this.columns.includes("C1-C4")) return this.read(key, "C1-C4");
    return clean(C_MODULES.reduce((acc, module) => acc + this.read(key, module), 0));
  }

  /** Unrounded share of the production stage in the life cycle, for interpretation sentences. */
  share(key: Key, modules: BaseModule[]): number {
    const lifeCycle = BASE_MODULES.filter((m) => m !== "D");
    const total = lifeCycle.reduce((acc, m) => acc + Math.abs(this.values[key][m]), 0);
    return total === 0 ? 0 : modules.reduce((acc, m) => acc + Math.abs(this.values[key][m]), 0) / total;
  }
}

interface TableLook {
  standard: "A1" | "A2";
  /** Column header of the D column. */
  dHeader?: string;
  totalHeader?: string;
  footnotes?: Partial<Record<Key, string>>;
  /** Smaller type for tables whose numbers are long (16 columns of scientific notation in portrait). */
  small?: boolean;
}

const STAGE_GROUPS_A1 = ["Étape de production", "Étape de mise en œuvre", "Étape de vie en œuvre", "Étape de fin de vie"];
const STAGE_GROUPS_A2 = ["Étape de production", "Étape de construction", "Étape d'utilisation", "Étape de fin de vie"];

function stageOf(column: Column): number | null {
  if (column === "Total" || column === "D") return null;
  if (column.startsWith("A4") || column.startsWith("A5")) return 1;
  if (column.startsWith("A")) return 0;
  if (column.startsWith("B")) return 2;
  return 3;
}

function columnHeader(column: Column, look: TableLook): string {
  if (column === "Total") return look.totalHeader ?? "Total cycle de vie";
  if (column === "D") return look.dHeader ?? "D<br>Bénéfices et charges au-delà des frontières du système";
  return column;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function resultsTable(
  results: PrintedResults,
  keys: Key[],
  look: TableLook,
  options: { caption?: string; firstHeader?: string } = {},
): string {
  const groups = look.standard === "A1" ? STAGE_GROUPS_A1 : STAGE_GROUPS_A2;
  const top: string[] = [
    `<th rowspan="2" class="label">${options.firstHeader ?? "Indicateur"}</th>`,
    `<th rowspan="2" class="unit">Unité</th>`,
  ];
  const bottom: string[] = [];
  const columns = results.columns;
  for (let i = 0; i < columns.length;) {
    const column = columns[i]!;
    const stage = stageOf(column);
    if (stage === null) {
      top.push(`<th rowspan="2" class="${column === "D" ? "d" : "total"}">${columnHeader(column, look)}</th>`);
      i += 1;
      continue;
    }
    let span = 0;
    while (i + span < columns.length && stageOf(columns[i + span]!) === stage) {
      bottom.push(`<th>${columns[i + span]}</th>`);
      span += 1;
    }
    top.push(`<th colspan="${span}">${groups[stage]}</th>`);
    i += span;
  }
  const rows = keys.map((key) => {
    const indicator: Indicator = INDICATORS[key];
    const note = look.footnotes?.[key] ? ` <span class="fn">${look.footnotes[key]}</span>` : "";
    const unit = look.standard === "A1" ? indicator.unitA1 : indicator.unitA2;
    const cells = columns.map(
      (column) => `<td class="${column === "Total" ? "total" : column === "D" ? "d" : ""}">${escapeHtml(results.cell(key, column))}</td>`,
    );
    const label = look.standard === "A2" ? (indicator.labelA2 ?? indicator.label) : indicator.label;
    return `<tr><td class="label">${label}${note}</td><td class="unit">${unit}</td>${cells.join("")}</tr>`;
  });
  const caption = options.caption ? `<caption>${options.caption}</caption>` : "";
  return `<table class="results${look.small ? " small" : ""}">${caption}<thead><tr>${top.join("")}</tr><tr>${bottom.join("")}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

// ───────────────────────────── document text ─────────────────────────────

const CSS = `
@page { size: A4 portrait; margin: 16mm 14mm 18mm 14mm; }
@page paysage { size: A4 landscape; margin: 12mm 10mm 14mm 10mm; }
body { font-family: "Liberation Sans", "DejaVu Sans", sans-serif; font-size: 9.5pt; color: #1d2a22; line-height: 1.35; margin: 0; }
h1 { font-size: 20pt; margin: 0 0 6mm; color: #24543a; }
h2 { font-size: 13pt; color: #24543a; border-bottom: 1.5px solid #24543a; padding-bottom: 1mm; margin: 7mm 0 3mm; }
h3 { font-size: 10.5pt; margin: 4mm 0 2mm; color: #2f6b4a; }
p { margin: 0 0 2.2mm; text-align: justify; }
.page { break-before: page; }
.cover { height: 255mm; display: flex; flex-direction: column; justify-content: space-between; }
.cover .banner { background: #24543a; color: white; padding: 8mm; font-size: 15pt; font-weight: bold; }
.cover .banner small { display: block; font-size: 10pt; font-weight: normal; margin-top: 2mm; }
.cover .product { font-size: 22pt; font-weight: bold; margin: 14mm 0 4mm; color: #1d2a22; }
.cover .facts { font-size: 11pt; }
.cover .stamp { border: 1px solid #24543a; padding: 4mm; font-size: 9pt; }
.toc td { padding: 0.8mm 2mm; } .toc td.n { text-align: right; width: 12mm; }
table.data { border-collapse: collapse; margin: 2mm 0 4mm; }
table.data td, table.data th { border: 0.6px solid #7b8a80; padding: 1mm 2mm; font-size: 8.5pt; text-align: left; }
table.data th { background: #dfeee4; }
table.results { border-collapse: collapse; width: 100%; table-layout: fixed; margin: 2mm 0 5mm; font-family: "Liberation Sans Narrow", "Liberation Sans", sans-serif; font-size: 6.2pt; line-height: 1.2; }
table.results caption { caption-side: top; text-align: left; font-weight: bold; font-size: 8.5pt; font-family: "Liberation Sans", sans-serif; padding-bottom: 1mm; color: #24543a; }
table.results th, table.results td { border: 0.5px solid #7b8a80; padding: 0.6mm 0.4mm; text-align: center; vertical-align: middle; }
table.results td { white-space: nowrap; }
table.results td.label, table.results td.unit { white-space: normal; }
table.results th.total, table.results th.d { width: 12mm; }
table.results.small { font-size: 5.4pt; }
table.results.small th.label, table.results.small td.label { width: 27mm; }
table.results { break-inside: avoid; }
table.results th { background: #dfeee4; font-weight: bold; }
table.results th.label, table.results td.label { width: 30mm; text-align: left; }
table.results th.unit, table.results td.unit { width: 11mm; }
table.results td.total, table.results th.total { background: #f1f6f2; font-weight: bold; }
table.results tr { break-inside: avoid; }
table.results .fn { font-size: 5pt; vertical-align: super; }
.paysage { page: paysage; }
.paysage table.results { font-size: 6.8pt; }
.paysage table.results th.label, .paysage table.results td.label { width: 55mm; }
.paysage table.results th.unit, .paysage table.results td.unit { width: 16mm; }
.note { font-size: 7.5pt; color: #44544a; }
.bars div { display: flex; align-items: center; gap: 2mm; font-size: 8pt; margin: 1mm 0; }
.bars span.bar { display: inline-block; height: 3mm; background: #6aa17f; }
.box { border: 1px solid #24543a; background: #f1f6f2; padding: 3mm 4mm; margin: 3mm 0; }
`;

interface Product {
  name: string;
  manufacturer: string;
  address: string;
  site: string;
  family: string;
  thickness_mm: number;
  /** m².K/W, as declared */
  r: number;
  density: number;
  use: string;
  reaction: string;
}

interface Dates {
  /** ISO date of issue. */
  issue: string;
  /** Printed end of validity (ISO), when the document prints one. */
  validUntil?: string;
  /** How the issue date is written. */
  issueStyle: "numeric" | "long";
}

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];

function frenchDate(iso: string, style: "numeric" | "long"): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  if (style === "long") return `${day} ${MONTHS[month - 1]} ${year}`;
  return `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;
}

function plusFiveYears(iso: string): string {
  return `${Number(iso.slice(0, 4)) + 5}${iso.slice(4)}`;
}

const decimalFr = (value: number, decimals: number) => value.toFixed(decimals).replace(".", ",");

function standardSentence(standard: "A1" | "A2"): string {
  return standard === "A1"
    ? "En conformité avec la norme NF EN 15804+A1 et son complément national NF EN 15804/CN"
    : "En conformité avec la norme NF EN 15804+A2:2019-10 et son complément national NF EN 15804/CN:2022-10";
}

function cover(options: {
  product: Product;
  standard: "A1" | "A2";
  rLine: string | null;
  dates: Dates;
  inies: string;
  version: string;
}): string {
  const { product, dates } = options;
  const validity = dates.validUntil ? `<br>Fin de validité : ${frenchDate(dates.validUntil, "numeric")}` : "";
  return `<section class="cover">
  <div>
    <div class="banner">FICHE DE DÉCLARATION ENVIRONNEMENTALE ET SANITAIRE DU PRODUIT
      <small>ENVIRONMENTAL AND HEALTH PRODUCT DECLARATION (EPD &amp; HPD)</small></div>
    <p style="margin-top:6mm">${standardSentence(options.standard)}</p>
    <div class="product">${product.name}</div>
    <div class="facts">${product.family}<br>Épaisseur ${product.thickness_mm} mm${options.rLine ? `<br>${options.rLine}` : ""}</div>
  </div>
  <div class="stamp">${product.manufacturer} — ${product.address}<br>
    Date de réalisation : ${frenchDate(dates.issue, dates.issueStyle)}${validity}<br>
    Version : ${options.version}<br>N° d'enregistrement INIES : ${options.inies}<br>
    Déclaration vérifiée par tierce partie indépendante dans le cadre du programme INIES.</div>
</section>`;
}

function tableOfContents(standard: "A1" | "A2", extra: string[] = []): string {
  const entries = [
    "Avertissement",
    "Guide de lecture",
    "Précaution d'utilisation de la FDES pour la comparaison des produits",
    "1. Informations générales",
    "2. Description de l'unité fonctionnelle et du produit",
    "3. Étapes du cycle de vie",
    "4. Information pour le calcul de l'analyse de cycle de vie",
    `5. Résultats de l'analyse de cycle de vie : ${standard === "A1" ? "impacts environnementaux" : "indicateurs d'impacts environnementaux principaux et additionnels"}, utilisation des ressources, catégories de déchets, flux sortants${standard === "A2" ? ", carbone biogénique" : ""}`,
    ...extra,
    "6. Interprétation du cycle de vie",
    "7. Informations additionnelles sur le relargage de substances dangereuses dans l'air intérieur, le sol et l'eau",
    "8. Contribution du produit à la qualité de vie à l'intérieur des bâtiments",
  ];
  const rows = entries.map((entry, index) => `<tr><td>${entry}</td><td class="n">${index + 3}</td></tr>`);
  return `<section class="page"><h2>Table des matières</h2><table class="toc">${rows.join("")}</table></section>`;
}

function readingGuide(example: { text: string } | null): string {
  return `<section class="page"><h2>Avertissement</h2>
<p>Les informations contenues dans cette déclaration sont fournies sous la responsabilité du producteur de la FDES, selon la norme indiquée en page de garde. Toute exploitation, totale ou partielle, des informations ainsi fournies doit au minimum être accompagnée de la référence complète de la déclaration d'origine.</p>
<h2>Guide de lecture</h2>
<p>Les résultats sont exprimés par unité fonctionnelle (UF). ${example ? example.text : "Les valeurs sont données en notation décimale, avec une virgule comme séparateur décimal."}</p>
<p>Lorsque le résultat de calcul de l'inventaire est nul, alors la valeur zéro est affichée.</p>
<table class="data"><tr><th>Abréviation</th><th>Signification</th></tr>
<tr><td>N/A</td><td>Non Applicable</td></tr><tr><td>UF</td><td>Unité Fonctionnelle</td></tr>
<tr><td>UD</td><td>Unité Déclarée</td></tr><tr><td>DVR</td><td>Durée de vie de référence</td></tr>
<tr><td>MND / ND</td><td>Module non déclaré</td></tr></table>
<h2>Précaution d'utilisation de la FDES pour la comparaison des produits</h2>
<p>Les FDES de produits de construction peuvent ne pas être comparables si elles ne sont pas conformes à la norme NF EN 15804. La comparaison doit se faire à l'échelle de l'ouvrage, pour une même unité fonctionnelle, et en tenant compte de l'ensemble du cycle de vie.</p>
</section>`;
}

function generalInformation(product: Product, dates: Dates, collective = false): string {
  return `<section><h2>1. Informations générales</h2>
<table class="data">
<tr><th>Déclarant</th><td>${product.manufacturer}, ${product.address}</td></tr>
<tr><th>Site(s) de production</th><td>${product.site}</td></tr>
<tr><th>Type de déclaration</th><td>${collective ? "Déclaration collective" : "Déclaration individuelle"}, du berceau à la tombe</td></tr>
<tr><th>Vérification</th><td>Vérification par tierce partie indépendante, par un vérificateur habilité par le programme INIES</td></tr>
<tr><th>Date de réalisation</th><td>${frenchDate(dates.issue, dates.issueStyle)}</td></tr>
</table></section>`;
}

function productDescription(options: {
  product: Product;
  functionalUnit: string;
  technical: [string, string][];
  components: [string, number][];
}): string {
  const { product } = options;
  const technical = options.technical.map(([name, value]) => `<tr><td>${name}</td><td>${value}</td></tr>`).join("");
  const components = options.components.map(([name, kg]) => `<tr><td>${name}</td><td>${decimalFr(kg, 3)}</td></tr>`).join("");
  return `<section class="page"><h2>2. Description de l'unité fonctionnelle et du produit</h2>
<h3>2.1 Description de l'unité fonctionnelle</h3>
<div class="box"><p>${options.functionalUnit}</p></div>
<h3>2.2 Description du produit et de son utilisation</h3>
<p>${product.name} est un isolant de la famille « ${product.family} », fabriqué par ${product.manufacturer}. Il est destiné à ${product.use}. Sa masse volumique est de ${product.density} kg/m³ et son Euroclasse de réaction au feu ${product.reaction}. Le produit est conditionné sous film polyéthylène et livré sur palette bois.</p>
<h3>2.3 Données techniques et caractéristiques physiques</h3>
<table class="data"><tr><th>Caractéristique</th><th>Valeur</th></tr>${technical}</table>
<h3>2.4 Description des principaux composants et/ou matériaux pour 1 m² de produit</h3>
<table class="data"><tr><th>Composant</th><th>Masse (kg/UF)</th></tr>${components}</table>
<h3>2.5 Description de la durée de vie de référence</h3>
<table class="data"><tr><th>Paramètre</th><th>Valeur</th></tr>
<tr><td>Durée de vie de référence (DVR)</td><td>50 ans</td></tr>
<tr><td>Propriétés déclarées du produit</td><td>Conformes à la norme produit et au marquage CE</td></tr>
<tr><td>Conditions d'utilisation</td><td>Mise en œuvre selon les DTU en vigueur, à l'abri des intempéries</td></tr></table>
</section>`;
}

function lifeCycleStages(options: { transportKm: number; lossPercent: number; endOfLife: string; recycling?: string }): string {
  return `<section class="page"><h2>3. Étapes du cycle de vie</h2>
<h3>3.1 Étape de production, A1-A3</h3>
<p>L'étape de production comprend l'approvisionnement en matières premières (A1), leur transport jusqu'au site de fabrication (A2) et la fabrication du produit, emballages compris (A3).</p>
<h3>3.2 Étape de construction, A4-A5</h3>
<p>Transport (A4) : camion de 24 t chargé à 100 % à l'aller, distance moyenne de ${options.transportKm} km entre le site de production et le chantier. Installation (A5) : le taux de chutes à la mise en œuvre est de ${options.lossPercent} % ; les emballages sont traités selon les filières françaises moyennes.</p>
<h3>3.3 Étape d'utilisation (exclusion des économies potentielles), B1-B7</h3>
<p>Une fois posé, le produit ne nécessite ni entretien, ni réparation, ni remplacement pendant sa durée de vie de référence. Aucun impact n'est associé aux modules B1 à B7 (exclusion des économies d'énergie réalisées par l'isolation).</p>
<h3>3.4 Étape de fin de vie, C1-C4</h3>
<p>Scénario de fin de vie : ${options.endOfLife}</p>
<h3>3.5 Bénéfices et charges au-delà des frontières du système, D</h3>
<p>${options.recycling ?? "Le module D comprend les bénéfices liés à la valorisation des emballages et des chutes de pose, calculés selon la formule de la norme."}</p>
</section>`;
}

function lcaInformation(software: string): string {
  return `<section><h2>4. Information pour le calcul de l'analyse de cycle de vie</h2>
<table class="data">
<tr><th>RCP utilisé</th><td>NF EN 16783 : règles de catégorie de produits pour les isolants thermiques</td></tr>
<tr><th>Frontières du système</th><td>Du berceau à la tombe, modules A1 à C4, et module D</td></tr>
<tr><th>Allocations</th><td>Allocation massique entre les coproduits du site</td></tr>
<tr><th>Règle de coupure</th><td>Flux inférieurs à 1 % de la masse et de l'énergie, 5 % au total au maximum</td></tr>
<tr><th>Représentativité géographique et temporelle</th><td>France, données de production de l'année civile précédant la déclaration</td></tr>
<tr><th>Logiciel et base de données</th><td>${software}</td></tr>
</table></section>`;
}

function sanitaryInformation(voc: string): string {
  return `<section class="page"><h2>7. Informations additionnelles sur le relargage de substances dangereuses dans l'air intérieur, le sol et l'eau pendant l'étape d'utilisation</h2>
<h3>7.1 Air intérieur</h3>
<p>Émissions de composés organiques volatils (COV) et de formaldéhyde : le produit est classé ${voc} selon l'arrêté du 19 avril 2011 relatif à l'étiquetage des produits de construction. Le produit ne contient pas de substance de la liste candidate REACH à une concentration supérieure à 0,1 % en masse.</p>
<p>Comportement face à la croissance fongique et bactérienne : non testé. Émissions radioactives naturelles : non concerné.</p>
<h3>7.2 Sol et eau</h3>
<p>Le produit n'est pas en contact avec le sol ni avec l'eau destinée à la consommation humaine pendant sa vie en œuvre.</p>
<h2>8. Contribution du produit à la qualité de vie à l'intérieur des bâtiments</h2>
<p>Confort hygrothermique : le produit participe à l'isolation thermique de l'enveloppe. Confort acoustique : il contribue à l'affaiblissement acoustique des parois. Confort visuel et olfactif : sans objet, le produit n'est pas visible une fois posé.</p>
</section>`;
}

function percent(share: number): string {
  return `${Math.round(share * 100)} %`;
}

function interpretation(results: PrintedResults, standard: "A1" | "A2", gwpKey: Key): string {
  const production: BaseModule[] = ["A1", "A2", "A3"];
  const gwpName = INDICATORS[gwpKey].label;
  const lines = [
    [`Étape de production (A1-A3)`, results.share("penrt", production)],
    [`Étape de construction (A4-A5)`, results.share("penrt", ["A4", "A5"])],
    [`Étape de fin de vie (C1-C4)`, results.share("penrt", C_MODULES)],
  ] as const;
  const bars = lines
    .map(
      ([name, share]) =>
        `<div><span style="width:45mm">${name}</span><span class="bar" style="width:${Math.round(share * 60)}mm"></span>${percent(share)}</div>`,
    )
    .join("");
  return `<section class="page"><h2>6. Interprétation du cycle de vie</h2>
<p>Sur l'ensemble du cycle de vie, la phase de production représente ${percent(results.share(gwpKey, production))} du ${gwpName} et ${percent(results.share("penrt", production))} de l'Utilisation totale des ressources d'énergie primaire non renouvelables. L'étape de fin de vie représente ${percent(results.share(gwpKey, C_MODULES))} du ${gwpName} et ${percent(results.share("nhwd", C_MODULES))} des Déchets non dangereux éliminés.</p>
<p>L'Utilisation nette d'eau douce provient à ${percent(results.share("fw", production))} de l'étape de production${standard === "A2" ? " ; l'indicateur Besoin en eau suit la même répartition" : ""}. Le transport vers le chantier (A4) pèse ${percent(results.share(gwpKey, ["A4"]))} du ${gwpName}.</p>
<h3>Répartition de l'Utilisation totale des ressources d'énergie primaire non renouvelables par étape</h3>
<div class="bars">${bars}</div>
</section>`;
}

// ───────────────────────────── a standard FDES ─────────────────────────────

interface FdesData {
  file: string;
  description: string;
  standard: "A1" | "A2";
  product: Product;
  dates: Dates;
  inies: string;
  version: string;
  /** R line of the cover, null when the cover prints no R. */
  rOnCover: string | null;
  functionalUnit: string;
  /** Rows of the technical-data table. */
  technical: [string, string][];
  components: [string, number][];
  endOfLife: string;
  /** The phrase of the end-of-life scenario the extractor must return. */
  endOfLifePhrase: string;
  transportKm: number;
  lossPercent: number;
  software: string;
  voc: string;
  values: ValueSpec;
  columns: Column[];
  format: Formatter;
  blank?: (key: Key, column: Column) => string | undefined;
  look?: Omit<TableLook, "standard">;
  /** The results tables, each a family with its caption; defaults per standard. */
  tables?: { caption: string; keys: Key[] }[];
  /** Reading-guide example sentence (scientific notation). */
  readingExample?: string;
  resultsLandscape?: boolean;
  /** HTML placed just before / after the results section. */
  beforeResults?: (results: PrintedResults) => string;
  afterResults?: (results: PrintedResults) => string;
  /** Replaces the whole results section (split tables…). */
  resultsSection?: (results: PrintedResults, look: TableLook) => string;
  /** Pages appended at the end (annexes). */
  annexes?: (results: PrintedResults) => string;
  /** The document refers to INIES for its results and prints no indicator table (outcome "incomplete"). */
  noResults?: boolean;
}

const A1_TABLES: { caption: string; keys: Key[] }[] = [
  { caption: "Impacts environnementaux", keys: ["gwp", "odp", "ap", "ep", "pocp", "adpe", "adpf", "air", "water_pollution"] },
  {
    caption: "Utilisation des ressources",
    keys: ["pere", "perm", "pert", "penre", "penrm", "penrt", "sm", "rsf", "nrsf", "fw"],
  },
  { caption: "Catégories de déchets", keys: ["hwd", "nhwd", "rwd"] },
  { caption: "Flux sortants", keys: ["cru", "mfr", "mer", "ee"] },
];

const A2_CORE: Key[] = [
  "gwp_total",
  "gwp_fossil",
  "gwp_bio",
  "gwp_luluc",
  "odp",
  "ap",
  "ep_fw",
  "ep_m",
  "ep_t",
  "pocp",
  "adpm",
  "adpf",
  "wdp",
];
const A2_TABLES: { caption: string; keys: Key[] }[] = [
  { caption: "Indicateurs d'impacts environnementaux principaux", keys: A2_CORE },
  { caption: "Indicateurs d'impacts environnementaux additionnels", keys: ["pm", "irp", "etp", "htp_c", "htp_nc", "sqp"] },
  {
    caption: "Utilisation des ressources",
    keys: ["pere", "perm", "pert", "penre", "penrm", "penrt", "sm", "rsf", "nrsf", "fw"],
  },
  { caption: "Catégories de déchets", keys: ["hwd", "nhwd", "rwd"] },
  { caption: "Flux sortants", keys: ["cru", "mfr", "mer", "eee", "eet"] },
];

function fdesDocument(data: FdesData): { html: string; expected: Expected } {
  const values = drawValues(data.values);
  const results = new PrintedResults(values, data.columns, data.format, data.blank);
  const look: TableLook = { standard: data.standard, ...data.look };
  const tables = data.tables ?? (data.standard === "A1" ? A1_TABLES : A2_TABLES);
  const gwpKey: Key = data.standard === "A1" ? "gwp" : "gwp_total";
  const tableHtml = tables
    .map((table, index) => resultsTable(results, table.keys, look, { caption: `Tableau ${index + 5} – ${table.caption}` }))
    .join("");
  const resultsBody = data.noResults
    ? `<section class="page"><h2>5. Résultats de l'analyse de cycle de vie</h2>
<p>Les résultats détaillés de l'analyse de cycle de vie (impacts environnementaux, utilisation des ressources, catégories de déchets et flux sortants) sont consultables sur la base INIES, sous le numéro d'enregistrement indiqué en page de garde. Ils ne sont pas reproduits dans ce document de synthèse.</p></section>`
    : (data.resultsSection?.(results, look) ??
      `<section class="page${data.resultsLandscape ? " paysage" : ""}"><h2>5. Résultats de l'analyse de cycle de vie</h2>
<p class="note">Tous les résultats sont exprimés pour l'unité fonctionnelle (UF) décrite au §2.1. Le module D est déclaré séparément et n'est pas inclus dans le total du cycle de vie.</p>
${tableHtml}</section>`);
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>FDES ${escapeHtml(data.product.name)}</title><style>${CSS}</style></head><body>
${cover({ product: data.product, standard: data.standard, rLine: data.rOnCover, dates: data.dates, inies: data.inies, version: data.version })}
${tableOfContents(data.standard)}
${readingGuide(data.readingExample ? { text: data.readingExample } : null)}
<section class="page">${generalInformation(data.product, data.dates)}</section>
${productDescription({ product: data.product, functionalUnit: data.functionalUnit, technical: data.technical, components: data.components })}
${lifeCycleStages({ transportKm: data.transportKm, lossPercent: data.lossPercent, endOfLife: data.endOfLife })}
${lcaInformation(data.software)}
${data.beforeResults?.(results) ?? ""}
${resultsBody}
${data.afterResults?.(results) ?? ""}
${data.noResults ? "" : interpretation(results, data.standard, gwpKey)}
${sanitaryInformation(data.voc)}
${data.annexes?.(results) ?? ""}
</body></html>`;

  if (!data.endOfLife.includes(data.endOfLifePhrase)) throw new Error(`${data.file}: the end-of-life phrase is not in the scenario`);
  const read = (key: Key) => results.read(key, "Total");
  const hasD = data.columns.includes("D");
  const pert = read("pert");
  const penrt = read("penrt");
  const hwd = read("hwd");
  const nhwd = read("nhwd");
  const rwd = read("rwd");
  const expected: Expected = {
    description: data.description,
    outcome: data.noResults ? "incomplete" : "ok",
    standard: data.standard === "A1" ? "NF EN 15804+A1" : "NF EN 15804+A2",
    product_name: data.product.name,
    functional_unit: {
      quantity: 1,
      unit: "m²",
      thickness_mm: data.product.thickness_mm,
      thermal_resistance: data.product.r,
      reference_service_life_years: 50,
    },
    values: {
      gwp: read(gwpKey),
      pert,
      penrt,
      energy: clean(pert + penrt),
      water: read("fw"),
      waste_hazardous: hwd,
      waste_non_hazardous: nhwd,
      waste_radioactive: rwd,
      waste: clean(hwd + nhwd + rwd),
      recyclable: read("mfr"),
      module_d_gwp: hasD ? results.read(gwpKey, "D") : null,
      module_d_penrt: hasD ? results.read("penrt", "D") : null,
      gwp_end_of_life: results.endOfLife(gwpKey),
    },
    end_of_life_contains: data.endOfLifePhrase,
    valid_until: data.dates.validUntil ?? plusFiveYears(data.dates.issue),
  };
  checkTotals(data.file, results, [gwpKey, "pert", "penrt", "fw", "hwd", "nhwd", "rwd", "mfr"]);
  if (data.noResults) expected.values = { ...NULL_VALUES };
  return { html, expected };
}

/** A printed total must agree with the sum of its printed modules (as a careful reader would check). */
function checkTotals(file: string, results: PrintedResults, keys: Key[]) {
  if (!results.columns.includes("Total")) return;
  for (const key of keys) {
    const printed = results.read(key, "Total");
    const sum = results.columns.filter((c) => c !== "Total" && c !== "D").reduce((acc, c) => acc + results.read(key, c), 0);
    const tolerance = Math.max(0.02 * Math.abs(printed), 1e-9);
    if (Math.abs(printed - sum) > tolerance) throw new Error(`${file}: ${key} total ${printed} disagrees with the modules (${sum})`);
  }
}

// ───────────────────────────── the corpus ─────────────────────────────

const FULL_COLUMNS_TOTAL_D: Column[] = ["A1-A3", "A4", "A5", ...B_COLUMNS, "C1", "C2", "C3", "C4", "Total", "D"];
const FULL_COLUMNS_D_TOTAL: Column[] = ["A1-A3", "A4", "A5", ...B_COLUMNS, "C1", "C2", "C3", "C4", "D", "Total"];
const MINERAL_SHARES: Shares = { A1: 0.3, A2: 0.05, A3: 0.45, A4: 0.05, A5: 0.06, C2: 0.02, C4: 0.07 };

/** French decimal comma, 3 significant digits; very small values in comma scientific notation. */
const frenchMixed: Formatter = (value) => (value !== 0 && Math.abs(value) < 1e-4 ? scientific(value, 2) : fixed(value, 3));

function validityRangeTable(
  results: PrintedResults,
  options: { thicknesses: number[]; lambda: number; reference: number; standard: "A1" | "A2" },
): string {
  const keys: Key[] = [options.standard === "A1" ? "gwp" : "gwp_total", "pert", "penrt", "fw", "hwd", "nhwd", "rwd"];
  const head = options.thicknesses
    .map((t) => `<th>${t} mm<br>R = ${decimalFr(Math.floor((t / 1000 / options.lambda) * 20) / 20, 2)}</th>`)
    .join("");
  const rows = keys.map((key) => {
    const total = results.read(key, "Total");
    const cells = options.thicknesses.map((t) => `<td>${escapeHtml(fixed(total * (0.15 + (0.85 * t) / options.reference), 3))}</td>`);
    const indicator: Indicator = INDICATORS[key];
    return `<tr><td class="label">${indicator.label}</td><td class="unit">${options.standard === "A1" ? indicator.unitA1 : indicator.unitA2}</td>${cells.join("")}</tr>`;
  });
  return `<table class="results"><caption>Cadre de validité : résultats (total cycle de vie) pour les autres épaisseurs de la gamme</caption>
<thead><tr><th class="label">Indicateur</th><th class="unit">Unité</th>${head}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

const GLASS_WOOL: FdesData = {
  file: "a1-glass-wool-portrait",
  description:
    "A1 glass-wool FDES in portrait: A1-A3 | A4 | A5 | B1..B7 | C1..C4 | Total | D (D after the total), two-level headers, wrapped long labels with numbers on the middle line, units with <sub>/<sup> (CO2, m3), French decimal comma, a validity-range table for 45-240 mm and a glossary table that repeat the indicator names.",
  standard: "A1",
  product: {
    name: "Laine de verre IsoNord 120 mm",
    manufacturer: "Nordisol SAS",
    address: "14 rue des Verriers, 59300 Valenciennes",
    site: "Usine de Saint-Amand-les-Eaux (59)",
    family: "Laine minérale de verre, rouleau revêtu kraft",
    thickness_mm: 120,
    r: 3.75,
    density: 15,
    use: "l'isolation thermique et acoustique des murs par l'intérieur et des combles",
    reaction: "F (revêtu kraft)",
  },
  dates: { issue: "2024-06-01", validUntil: "2029-05-31", issueStyle: "numeric" },
  inies: "2-118:2024",
  version: "1.0",
  rOnCover: "R = 3,75 m².K/W",
  functionalUnit:
    "Assurer une fonction d'isolation thermique sur 1 m² de paroi pendant une durée de vie de référence de 50 ans, avec une résistance thermique R = 3,75 m².K/W.",
  technical: [
    ["Épaisseur", "120 mm"],
    ["Conductivité thermique λD", "0,032 W/(m.K)"],
    ["Résistance thermique R", "3,75 m².K/W"],
    ["Masse volumique", "15 kg/m³"],
    ["Réaction au feu (Euroclasse)", "F (revêtu kraft)"],
  ],
  components: [
    ["Laine de verre (dont 60 % de calcin recyclé)", 1.62],
    ["Liant à base végétale", 0.11],
    ["Kraft et liant bitumineux", 0.09],
    ["Emballages (film PE, palette)", 0.05],
  ],
  endOfLife:
    "en l'absence de filière de recyclage généralisée, le produit est collecté avec les déchets de chantier et mis en décharge à 100 % en installation de stockage de déchets non dangereux (ISDND), après un transport de 30 km.",
  endOfLifePhrase: "mis en décharge à 100 %",
  transportKm: 450,
  lossPercent: 5,
  software: "SimaPro 9.5, base ecoinvent 3.9 et données spécifiques du site",
  voc: "A+",
  values: { seed: 118, scale: 1, shares: MINERAL_SHARES },
  columns: FULL_COLUMNS_TOTAL_D,
  format: frenchMixed,
  afterResults: (results) => `<section class="page"><h2>5.5 Cadre de validité</h2>
<p>Les résultats ci-dessus sont valables pour l'épaisseur de 120 mm. Pour les autres épaisseurs de la gamme IsoNord (de 45 à 240 mm), les résultats sont les suivants (totaux du cycle de vie par m²) :</p>
${validityRangeTable(results, { thicknesses: [45, 60, 80, 100, 140, 160, 200, 240], lambda: 0.032, reference: 120, standard: "A1" })}
<h2>Glossaire</h2>
<table class="data"><tr><th>Sigle</th><th>Indicateur</th><th>Unité</th></tr>
<tr><td>GWP</td><td>Réchauffement climatique</td><td>kg CO<sub>2</sub> éq./UF</td></tr>
<tr><td>PERT</td><td>Utilisation totale des ressources d'énergie primaire renouvelables</td><td>MJ/UF</td></tr>
<tr><td>PENRT</td><td>Utilisation totale des ressources d'énergie primaire non renouvelables</td><td>MJ/UF</td></tr>
<tr><td>FW</td><td>Utilisation nette d'eau douce</td><td>m<sup>3</sup>/UF</td></tr>
<tr><td>HWD</td><td>Déchets dangereux éliminés</td><td>kg/UF</td></tr>
<tr><td>NHWD</td><td>Déchets non dangereux éliminés</td><td>kg/UF</td></tr>
<tr><td>RWD</td><td>Déchets radioactifs éliminés</td><td>kg/UF</td></tr>
<tr><td>MFR</td><td>Matériaux destinés au recyclage</td><td>kg/UF</td></tr></table></section>`,
};

/** Comma scientific notation, 2 decimals; U+2212 on negative values of some rows. */
const woodFibreFormat: Formatter = (value, key) => {
  const unicodeMinus = key === "gwp_bio" || key === "gwp_total" || key === "penre";
  return scientific(value, key === "fw" || key === "hwd" ? 1 : 2, { minus: unicodeMinus ? MINUS : "-" });
};

const WOOD_FIBRE: FdesData = {
  file: "a2-wood-fibre-landscape",
  description:
    "A2 flexible wood-fibre FDES whose results are on landscape pages: D BEFORE the total column, comma scientific notation (7,10E+00, -9,0E-03), U+2212 minus on some rows, four 'Changement climatique' rows with the total LAST (after fossile, biogénique, utilisation des sols), a 'Besoin en eau' row just before 'Utilisation nette d'eau douce', a biogenic-carbon table in kg C, negative A1-A3 GWP.",
  standard: "A2",
  product: {
    name: "Fibre de bois flexible SylvaFlex 180 mm",
    manufacturer: "Boisolant Vosges SARL",
    address: "2 chemin de la Scierie, 88100 Saint-Dié-des-Vosges",
    site: "Usine de Rambervillers (88)",
    family: "Isolant en fibres de bois, panneau semi-rigide",
    thickness_mm: 180,
    r: 4.5,
    density: 50,
    use: "l'isolation des murs à ossature bois, des rampants et des combles",
    reaction: "E",
  },
  dates: { issue: "2024-07-18", validUntil: "2029-07-17", issueStyle: "long" },
  inies: "3-042:2024",
  version: "2.1",
  rOnCover: "R = 4,50 m².K/W",
  functionalUnit:
    "Assurer la fonction d'isolation thermique sur 1 m² de mur, pendant une durée de vie de référence (DVR) de 50 ans, avec une résistance thermique de R = 4,50 m².K/W.",
  technical: [
    ["Épaisseur", "180 mm"],
    ["Conductivité thermique déclarée λD", "0,040 W/(m.K)"],
    ["Résistance thermique déclarée RD", "4,50 m².K/W"],
    ["Masse volumique", "50 kg/m³"],
    ["Réaction au feu", "Euroclasse E"],
  ],
  components: [
    ["Fibres de bois résineux", 7.74],
    ["Fibres bicomposantes polyoléfine", 0.72],
    ["Phosphate d'ammonium (ignifugation)", 0.54],
    ["Emballages (film PE, palette)", 0.12],
  ],
  endOfLife:
    "le produit déposé est transporté sur 50 km puis valorisé énergétiquement à 70 % en chaufferie biomasse, le reste étant éliminé en installation de stockage.",
  endOfLifePhrase: "valorisé énergétiquement à 70 %",
  transportKm: 620,
  lossPercent: 3,
  software: "GaBi 10, bases Sphera 2023 et ecoinvent 3.9",
  voc: "A+",
  values: {
    seed: 42,
    scale: 2.1,
    shares: { A1: 0.25, A2: 0.08, A3: 0.45, A4: 0.1, A5: 0.04, C2: 0.03, C3: 0.03, C4: 0.02 },
    totals: { gwp_fossil: 7.1, pere: 18.4, perm: 148.2, penre: 96.3, penrm: 4.8, fw: 0.041, nhwd: 1.9, mfr: 0.09, mer: 5.2, sm: 0 },
    explicit: {
      gwp_bio: { A1: -14.62, A3: 0.41, A5: 0.43, C3: 9.64, C4: 4.27 },
      gwp_luluc: { A1: 0.031, A3: 0.004, A4: 0.001 },
    },
    dRatio: { gwp_fossil: -0.55, penre: -0.6, pere: -0.4 },
  },
  columns: FULL_COLUMNS_D_TOTAL,
  format: woodFibreFormat,
  readingExample: "Les valeurs sont exprimées en notation scientifique. Exemple de lecture : -9,0E-03 = -9,0 x 10<sup>-3</sup> = -0,009.",
  resultsLandscape: true,
  look: { footnotes: { adpm: "(1)", adpf: "(1)", wdp: "(1)" } },
  tables: [
    {
      caption: "Indicateurs d'impacts environnementaux principaux",
      keys: ["gwp_fossil", "gwp_bio", "gwp_luluc", "gwp_total", ...A2_CORE.filter((key) => !key.startsWith("gwp") && key !== "wdp")],
    },
    { caption: "Indicateurs d'impacts environnementaux additionnels", keys: ["pm", "irp", "etp", "htp_c", "htp_nc", "sqp"] },
    {
      caption: "Utilisation des ressources",
      keys: ["pere", "perm", "pert", "penre", "penrm", "penrt", "sm", "rsf", "nrsf", "wdp", "fw"],
    },
    { caption: "Catégories de déchets", keys: ["hwd", "nhwd", "rwd"] },
    { caption: "Flux sortants", keys: ["cru", "mfr", "mer", "eee", "eet"] },
  ],
  afterResults: () => `<section class="paysage"><h3>Teneur en carbone biogénique</h3>
<table class="data"><tr><th>Teneur en carbone biogénique</th><th>Unité</th><th>Valeur à la sortie de l'usine</th></tr>
<tr><td>Teneur en carbone biogénique du produit</td><td>kg C</td><td>3,99E+00</td></tr>
<tr><td>Teneur en carbone biogénique de l'emballage associé</td><td>kg C</td><td>1,17E-01</td></tr></table>
<p class="note">(1) Les résultats de cet indicateur doivent être utilisés avec précaution, car les incertitudes sur ces résultats sont élevées ou l'expérience acquise sur l'indicateur est limitée. Note : 1 kg C correspond à 44/12 kg de CO<sub>2</sub>.</p></section>`,
};

/** English point scientific notation, thousands separators with (narrow) no-break spaces above 1 000. */
const pirFormat: Formatter = (value, key) => {
  if (Math.abs(value) >= 1000) return fixed(value, 5, { decimals: 1, group: key === "penrt" ? NNBSP : NBSP });
  return scientific(value, 2, { decimal: "." });
};

const PIR: FdesData = {
  file: "a2-pir-split-table",
  description:
    "A2 PIR board FDES whose resource-use table runs over two pages with its header repeated (split between PENRE and PENRM), point scientific notation (1.23E-02), energy values above 1 000 printed with NBSP / narrow NBSP thousands separators ('1 110,5'), units 'MJ, PCI', D after the total.",
  standard: "A2",
  product: {
    name: "Panneau PIR ToitPro 160 mm",
    manufacturer: "Thermipan Industries SA",
    address: "ZI des Perrières, 45200 Montargis",
    site: "Usine de Montargis (45)",
    family: "Panneau de mousse polyisocyanurate (PIR) à parements multicouches",
    thickness_mm: 160,
    r: 7.25,
    density: 32,
    use: "l'isolation thermique des toitures-terrasses sous étanchéité",
    reaction: "E",
  },
  dates: { issue: "2025-02-05", validUntil: "2030-02-04", issueStyle: "numeric" },
  inies: "4-077:2025",
  version: "1.0",
  rOnCover: "R = 7,25 m².K/W",
  functionalUnit:
    "Assurer une fonction d'isolation thermique sur 1 m² de toiture-terrasse pendant 50 ans (durée de vie de référence), pour une résistance thermique R = 7,25 m².K/W.",
  technical: [
    ["Épaisseur", "160 mm"],
    ["Conductivité thermique λD", "0,022 W/(m.K)"],
    ["Résistance thermique R", "7,25 m².K/W"],
    ["Masse volumique", "32 kg/m³"],
    ["Réaction au feu", "Euroclasse E"],
  ],
  components: [
    ["Mousse PIR (polyol, MDI, pentane)", 5.12],
    ["Parements multicouches aluminium", 0.34],
    ["Emballages (film PE, cales EPS, palette)", 0.21],
  ],
  endOfLife:
    "en fin de vie, le panneau est déposé avec la membrane d'étanchéité, transporté sur 50 km et incinéré sans valorisation énergétique à 15 %, le reste (85 %) étant enfoui en installation de stockage de déchets non dangereux.",
  endOfLifePhrase: "enfoui en installation de stockage",
  transportKm: 380,
  lossPercent: 2,
  software: "SimaPro 9.6, base ecoinvent 3.10",
  voc: "A+",
  values: {
    seed: 77,
    scale: 4.6,
    shares: { A1: 0.55, A2: 0.04, A3: 0.28, A4: 0.03, A5: 0.04, C2: 0.01, C3: 0.02, C4: 0.03 },
    totals: {
      gwp_fossil: 18.6,
      pere: 31.6,
      perm: 0.4,
      penre: 842.7,
      penrm: 267.9,
      adpf: 1098,
      fw: 0.123,
      nhwd: 4.7,
      hwd: 0.0126,
      rwd: 0.0031,
    },
    dRatio: { gwp_fossil: -0.06, penre: -0.05 },
  },
  columns: FULL_COLUMNS_TOTAL_D,
  format: pirFormat,
  look: { small: true },
  readingExample:
    "Les valeurs sont exprimées en notation scientifique, avec un point décimal (exemple : 1.23E-02 = 0,0123). Les valeurs supérieures à 1 000 sont écrites en notation décimale.",
  resultsSection: (results, look) => {
    const table = (caption: string, keys: Key[]) => resultsTable(results, keys, look, { caption });
    return `<section class="page"><h2>5. Résultats de l'analyse de cycle de vie</h2>
<p class="note">Résultats pour l'unité fonctionnelle (1 m², R = 7,25 m².K/W). Module D déclaré séparément.</p>
${table("Tableau 5 – Indicateurs d'impacts environnementaux principaux", A2_CORE)}
${table("Tableau 6 – Utilisation des ressources", ["pere", "perm", "pert", "penre"])}
</section>
<section class="page">
${table("", ["penrm", "penrt", "sm", "rsf", "nrsf", "fw"])}
${table("Tableau 7 – Catégories de déchets", ["hwd", "nhwd", "rwd"])}
${table("Tableau 8 – Flux sortants", ["cru", "mfr", "mer", "eee", "eet"])}
${table("Tableau 9 – Indicateurs d'impacts environnementaux additionnels", ["pm", "irp", "etp", "htp_c", "htp_nc", "sqp"])}
</section>`;
  },
};

/** French decimal comma, 3 significant digits, values under 0,001 in comma scientific notation with 3 digits. */
const frenchFixed: Formatter = (value) => (value !== 0 && Math.abs(value) < 1e-3 ? scientific(value, 2) : fixed(value, 3));

const ROCK_WOOL: FdesData = {
  file: "a1-rock-wool-separate-modules",
  description:
    "A1 rock-wool FDES with A1, A2 and A3 as separate columns (no A1-A3 column, and a module named 'A2' in an A1-format document), NO printed total (expected totals are the sums of the printed A1..C4 cells), 'MND' in B1..B7 of the impact rows, '-' in B1..B7 of the resource rows, 'ND' in the output-flow rows, many zeros, a D column last.",
  standard: "A1",
  product: {
    name: "Laine de roche RocPlan 140 mm",
    manufacturer: "Basaltis France SAS",
    address: "Zone industrielle du Causse, 12100 Millau",
    site: "Usine de Millau (12)",
    family: "Laine minérale de roche, panneau semi-rigide nu",
    thickness_mm: 140,
    r: 4,
    density: 40,
    use: "l'isolation des planchers bas et des murs par l'extérieur sous bardage",
    reaction: "A1",
  },
  dates: { issue: "2022-10-15", issueStyle: "numeric" },
  inies: "1-233:2022",
  version: "1.2",
  rOnCover: "R = 4,00 m2.K/W",
  functionalUnit:
    "Assurer une fonction d'isolation thermique sur 1 m² de plancher bas, pendant une durée de vie de référence de 50 ans, avec une résistance thermique R = 4,00 m2.K/W.",
  technical: [
    ["Épaisseur", "140 mm"],
    ["Conductivité thermique λ", "0,035 W/(m.K)"],
    ["Résistance thermique", "R = 4,00 m2.K/W"],
    ["Masse volumique nominale", "40 kg/m³"],
    ["Réaction au feu", "Euroclasse A1"],
  ],
  components: [
    ["Roche volcanique (basalte) et laitier", 5.08],
    ["Liant (résine thermodurcissable)", 0.17],
    ["Huile minérale", 0.02],
    ["Emballages (film PE, palette)", 0.09],
  ],
  endOfLife:
    "le produit est déposé manuellement, transporté sur 30 km et éliminé à 100 % en installation de stockage de déchets inertes, aucune filière de recyclage n'étant généralisée.",
  endOfLifePhrase: "installation de stockage de déchets inertes",
  transportKm: 520,
  lossPercent: 4,
  software: "TEAM 5.3, base ecoinvent 3.8",
  voc: "A+",
  values: { seed: 233, scale: 2.4, shares: { A1: 0.2, A2: 0.06, A3: 0.58, A4: 0.06, A5: 0.04, C2: 0.02, C4: 0.04 } },
  columns: ["A1", "A2", "A3", "A4", "A5", ...B_COLUMNS, "C1", "C2", "C3", "C4", "D"],
  format: frenchFixed,
  look: { small: true },
  blank: (key, column) => {
    if (["cru", "mer", "ee"].includes(key) && column !== "A5" && column !== "A3") return "ND";
    if (column.startsWith("B") && ["pere", "perm", "pert", "penre", "penrm", "penrt", "sm", "rsf", "nrsf", "fw"].includes(key)) return "-";
    // The use stage marked not declared counts as nothing in a total; any other module so marked would leave it unknown.
    if (column.startsWith("B")) return "MND";
    return undefined;
  },
};

const CELLULOSE: FdesData = {
  file: "a2-cellulose-combined-energy",
  description:
    "A2 blown-cellulose FDES printing an extra combined row 'Utilisation totale des ressources d'énergie primaire (…)' equal to PERT + PENRT whose label is the common prefix of the PERT and PENRT labels, a merged B1-B7 column, D before the total, R given only inside a sentence (not on the cover, not in the technical table), only a date of issue ('12 mars 2024', so valid until 2029-03-12), bio-based negative A1-A3 GWP.",
  standard: "A2",
  product: {
    name: "Ouate de cellulose CelluSouffle 220 mm",
    manufacturer: "Papyrisol SCOP",
    address: "8 allée des Papetiers, 44800 Saint-Herblain",
    site: "Usine de Saint-Herblain (44)",
    family: "Ouate de cellulose en vrac, mise en œuvre par soufflage",
    thickness_mm: 220,
    r: 5.5,
    density: 35,
    use: "l'isolation des combles perdus par soufflage mécanique",
    reaction: "E",
  },
  dates: { issue: "2024-03-12", issueStyle: "long" },
  inies: "5-019:2024",
  version: "1.0",
  rOnCover: null,
  functionalUnit:
    "Assurer une fonction d'isolation thermique sur 1 m² de plancher de combles perdus pendant une durée de vie de référence de 50 ans, avec une épaisseur installée de 220 mm après tassement, pour un isolant présentant une résistance thermique de 5,50 m².K/W.",
  technical: [
    ["Épaisseur installée (après tassement)", "220 mm"],
    ["Conductivité thermique λ", "0,040 W/(m.K)"],
    ["Masse volumique en place", "35 kg/m³"],
    ["Tassement", "S1 (< 5 %)"],
    ["Réaction au feu", "Euroclasse E"],
  ],
  components: [
    ["Papier journal recyclé défibré", 6.93],
    ["Sels de bore et hydroxyde de magnésium (ignifugation)", 0.77],
    ["Emballages (sacs PE, palette)", 0.08],
  ],
  endOfLife:
    "la ouate est aspirée lors de la déconstruction, transportée sur 40 km puis enfouie en installation de stockage de déchets non dangereux ; le carbone biogénique qu'elle contient est compté comme réémis en C4.",
  endOfLifePhrase: "enfouie en installation de stockage de déchets non dangereux",
  transportKm: 300,
  lossPercent: 2,
  software: "SimaPro 9.5, base ecoinvent 3.9",
  voc: "A",
  values: {
    seed: 519,
    scale: 1.2,
    shares: { A1: 0.3, A2: 0.05, A3: 0.35, A4: 0.12, A5: 0.1, C2: 0.03, C4: 0.05 },
    totals: { gwp_fossil: 3.12, pere: 21.6, perm: 118.4, penre: 38.7, penrm: 0.85, fw: 0.0188, nhwd: 7.9, mfr: 0.037 },
    explicit: { gwp_bio: { A1: -11.46, A5: 0.12, C4: 11.34 }, gwp_luluc: { A1: 0.0021, A3: 0.0004 } },
  },
  columns: ["A1-A3", "A4", "A5", "B1-B7", "C1", "C2", "C3", "C4", "D", "Total"],
  format: frenchFixed,
  tables: [
    { caption: "Indicateurs d'impacts environnementaux principaux", keys: A2_CORE },
    {
      caption: "Utilisation des ressources",
      keys: ["pere", "perm", "pert", "penre", "penrm", "penrt", "energy_combined", "sm", "rsf", "nrsf", "fw"],
    },
    { caption: "Catégories de déchets", keys: ["hwd", "nhwd", "rwd"] },
    { caption: "Flux sortants", keys: ["cru", "mfr", "mer", "eee", "eet"] },
    { caption: "Indicateurs d'impacts environnementaux additionnels", keys: ["pm", "irp", "etp", "htp_c", "htp_nc", "sqp"] },
  ],
};

/** Rows = thicknesses, columns = indicators: the "cadre de validité" of a range, printed before the FU results. */
function thicknessTable(results: PrintedResults, options: { thicknesses: number[]; lambda: number; reference: number }): string {
  const keys: Key[] = ["gwp", "pert", "penrt", "fw", "nhwd"];
  const head = keys
    .map((key) => {
      const indicator: Indicator = INDICATORS[key];
      return `<th>${indicator.label} (${indicator.unitA1})</th>`;
    })
    .join("");
  const rows = options.thicknesses.map((t) => {
    const r = decimalFr(Math.round((t / 1000 / options.lambda) * 100) / 100, 2);
    const cells = keys.map((key) => `<td>${escapeHtml(fixed(results.read(key, "Total") * (0.1 + (0.9 * t) / options.reference), 3))}</td>`);
    return `<tr><td>${t}</td><td>${r}</td>${cells.join("")}</tr>`;
  });
  return `<table class="results"><caption>Résultats par épaisseur (total cycle de vie A1-C4, par m²)</caption>
<thead><tr><th>Épaisseur (mm)</th><th>R (m².K/W)</th>${head}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

const HEMP: FdesData = {
  file: "a1-hemp-validity-range-first",
  description:
    "A1 hemp-wool FDES where a per-thickness validity-range table (40 to 240 mm, R 'de 1,00 à 6,00 m².K/W', with 'Réchauffement climatique' and the energy indicators as column headers) comes BEFORE the functional-unit results table, λ '0,040 W/(m.K)' printed next to R, bio-based negative A1-A3 GWP, D before the total; the FU table (100 mm, R = 2,50) must win.",
  standard: "A1",
  product: {
    name: "Laine de chanvre ChanvrIso 100 mm",
    manufacturer: "Chanvrière de l'Aube Isolation SA",
    address: "Route de Troyes, 10200 Bar-sur-Aube",
    site: "Usine de Bar-sur-Aube (10)",
    family: "Isolant en fibres de chanvre, panneau semi-rigide",
    thickness_mm: 100,
    r: 2.5,
    density: 35,
    use: "l'isolation des murs, cloisons et rampants de toiture",
    reaction: "E",
  },
  dates: { issue: "2023-10-01", validUntil: "2028-09-30", issueStyle: "numeric" },
  inies: "2-301:2023",
  version: "1.1",
  rOnCover: "Résistance thermique : R = 2,50 m².K/W (λ = 0,040 W/(m.K))",
  functionalUnit:
    "Assurer une fonction d'isolation thermique sur 1 m² de paroi verticale pendant une durée de vie de référence de 50 ans, avec une résistance thermique R = 2,50 m².K/W (épaisseur 100 mm, conductivité thermique 0,040 W/(m.K)).",
  technical: [
    ["Épaisseur", "100 mm"],
    ["Conductivité thermique λD", "0,040 W/(m.K)"],
    ["Résistance thermique RD", "2,50 m².K/W"],
    ["Masse volumique", "35 kg/m³"],
    ["Réaction au feu", "Euroclasse E"],
  ],
  components: [
    ["Fibres de chanvre", 2.97],
    ["Fibres liantes polyester", 0.35],
    ["Carbonate de sodium (traitement)", 0.18],
    ["Emballages (film PE, palette)", 0.06],
  ],
  endOfLife:
    "le produit est déposé et transporté sur 50 km ; il est incinéré avec valorisation énergétique à 60 % et mis en installation de stockage à 40 %.",
  endOfLifePhrase: "incinéré avec valorisation énergétique à 60 %",
  transportKm: 410,
  lossPercent: 3,
  software: "SimaPro 9.4, base ecoinvent 3.8",
  voc: "A+",
  values: {
    seed: 301,
    scale: 1.1,
    shares: { A1: 0.35, A2: 0.05, A3: 0.4, A4: 0.08, A5: 0.05, C2: 0.02, C3: 0.02, C4: 0.03 },
    totals: { pere: 12.8, perm: 52.6, penre: 41.3, penrm: 4.4, fw: 0.0467, nhwd: 1.31 },
    explicit: { gwp: { D: -0.41, A1: -4.86, A2: 0.21, A3: 1.74, A4: 0.33, A5: 0.19, C2: 0.061, C3: 3.12, C4: 2.08 } },
    dRatio: { gwp: -0.2, penre: -0.3 },
  },
  columns: FULL_COLUMNS_D_TOTAL,
  format: frenchMixed,
  beforeResults: (results) => `<section class="page"><h2>4.1 Cadre de validité</h2>
<p>La présente FDES couvre la gamme ChanvrIso d'épaisseurs 40 à 240 mm, soit des résistances thermiques de 1,00 à 6,00 m².K/W pour une conductivité thermique λ = 0,040 W/(m.K). Les résultats pour chaque épaisseur sont obtenus par extrapolation linéaire à partir de l'épaisseur de référence de 100 mm.</p>
${thicknessTable(results, { thicknesses: [40, 60, 80, 100, 120, 140, 160, 200, 240], lambda: 0.04, reference: 100 })}
<p class="note">Les résultats détaillés par module, pour l'unité fonctionnelle, sont donnés au chapitre 5.</p></section>`,
};

const COTTON_NO_TABLES: FdesData = {
  file: "no-indicator-tables",
  description:
    "An FDES-looking A2 document (cover with R, table of contents, functional unit, technical data, life-cycle stages) that refers to INIES for its results and prints NO indicator table: outcome 'incomplete', values all null, name, R, thickness and dates readable.",
  standard: "A2",
  product: {
    name: "Laine de coton recyclé CotonDouce 100 mm",
    manufacturer: "Textisol Recyclage SCOP",
    address: "45 rue de la Filature, 59100 Roubaix",
    site: "Atelier de Roubaix (59)",
    family: "Isolant en fibres textiles recyclées",
    thickness_mm: 100,
    r: 2.55,
    density: 25,
    use: "l'isolation des cloisons, des murs par l'intérieur et des combles aménagés",
    reaction: "E",
  },
  dates: { issue: "2025-04-03", issueStyle: "numeric" },
  inies: "6-011:2025",
  version: "1.0",
  rOnCover: "R = 2,55 m².K/W",
  functionalUnit:
    "Assurer une fonction d'isolation thermique sur 1 m² de paroi pendant une durée de vie de référence de 50 ans, avec une résistance thermique R = 2,55 m².K/W.",
  technical: [
    ["Épaisseur", "100 mm"],
    ["Conductivité thermique λD", "0,039 W/(m.K)"],
    ["Résistance thermique R", "2,55 m².K/W"],
    ["Masse volumique", "25 kg/m³"],
  ],
  components: [
    ["Fibres de coton recyclé", 2.12],
    ["Fibres liantes polyester", 0.38],
    ["Emballages", 0.04],
  ],
  endOfLife: "le produit est déposé, transporté sur 30 km et mis en installation de stockage de déchets non dangereux.",
  endOfLifePhrase: "mis en installation de stockage de déchets non dangereux",
  transportKm: 250,
  lossPercent: 3,
  software: "SimaPro 9.6, base ecoinvent 3.10",
  voc: "A+",
  values: { seed: 11, scale: 1, shares: MINERAL_SHARES },
  columns: FULL_COLUMNS_TOTAL_D,
  format: frenchFixed,
  noResults: true,
};

// ───────────────────────────── printing ─────────────────────────────

interface Fixture {
  name: string;
  description: string;
  outcome: Outcome;
  /** Writes the fixture's files; returns its expected JSON. */
  build: (browser: Browser) => Promise<{ bytes: Buffer; expected: Expected }>;
}

const FOOTER = (label: string) =>
  `<div style="font-family:'Liberation Sans',sans-serif;font-size:7px;color:#555;width:100%;padding:0 14mm;display:flex;justify-content:space-between"><span>${escapeHtml(label)}</span><span>Page <span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`;

async function printHtml(browser: Browser, html: string, footer: string | null): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(html, { waitUntil: "load" });
    return await page.pdf({
      format: "A4",
      printBackground: true,
      preferCSSPageSize: true,
      displayHeaderFooter: footer !== null,
      headerTemplate: "<span></span>",
      footerTemplate: footer ?? "<span></span>",
    });
  } finally {
    await page.close();
  }
}

function fdesFixture(data: FdesData): Fixture {
  return {
    name: data.file,
    description: data.description,
    outcome: data.noResults ? "incomplete" : "ok",
    build: async (browser) => {
      const { html, expected } = fdesDocument(data);
      const bytes = await printHtml(browser, html, FOOTER(`FDES ${data.product.name} – ${data.product.manufacturer}`));
      return { bytes, expected };
    },
  };
}

/** Per-stage percentages with the indicator names and stage columns of the results: an interpretation table. */
function stageShareTable(results: PrintedResults, keys: Key[]): string {
  const stages: [string, BaseModule[]][] = [
    ["A1-A3", ["A1", "A2", "A3"]],
    ["A4-A5", ["A4", "A5"]],
    ["B1-B7", ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]],
    ["C1-C4", C_MODULES],
  ];
  const rows = keys.map((key) => {
    const cells = stages.map(([, modules]) => `<td>${percent(results.share(key, modules))}</td>`);
    return `<tr><td class="label">${INDICATORS[key].label}</td><td class="unit">%</td>${cells.join("")}</tr>`;
  });
  return `<table class="results"><caption>Contribution de chaque étape au total du cycle de vie (en %)</caption>
<thead><tr><th class="label">Indicateur</th><th class="unit">Unité</th>${stages.map(([name]) => `<th>${name}</th>`).join("")}</tr></thead>
<tbody>${rows.join("")}</tbody></table>`;
}

/** Results of the FU divided by the mass per m²: the same indicators "pour 1 kg de produit" (declared unit). */
function perKilogramTable(results: PrintedResults, massPerM2: number): string {
  const keys: Key[] = ["gwp", "pert", "penrt", "fw", "hwd", "nhwd", "rwd", "mfr"];
  const columns: Column[] = ["A1-A3", "A4-A5", "B1-B7", "C1-C4", "Total"];
  const rows = keys.map((key) => {
    const indicator: Indicator = INDICATORS[key];
    const cells = columns.map((column) => `<td>${escapeHtml(frenchMixed(results.read(key, column) / massPerM2, key, column))}</td>`);
    return `<tr><td class="label">${indicator.label}</td><td class="unit">${indicator.unitA1.replace("/UF", "/kg")}</td>${cells.join("")}</tr>`;
  });
  return `<table class="results"><caption>Résultats exprimés pour 1 kg de produit (unité déclarée, pour information)</caption>
<thead><tr><th class="label">Indicateur</th><th class="unit">Unité</th>${columns.map((c) => `<th>${c === "Total" ? "Total cycle de vie" : c}</th>`).join("")}</tr></thead>
<tbody>${rows.join("")}</tbody></table>`;
}

const CORK: FdesData = {
  file: "a1-cork-stage-subtotals",
  description:
    "A1 expanded-cork FDES with stage sub-total columns only (A1-A3 | A4-A5 | B1-B7 | C1-C4 | Total | D: gwp_end_of_life is the printed C1-C4 cell), R with a point decimal on the cover ('R= 2.00'), en-dash minus ('–0,0412') in the D column, a second results table per kg of product (declared unit) and a per-stage percentage table carrying the same indicator names, both after the FU table.",
  standard: "A1",
  product: {
    name: "Panneau de liège expansé LiègeTherm 80 mm",
    manufacturer: "Subéris Aquitaine SARL",
    address: "3 route des Chênes-Lièges, 40230 Saint-Vincent-de-Tyrosse",
    site: "Usine de Saint-Vincent-de-Tyrosse (40)",
    family: "Aggloméré de liège expansé pur, panneau rigide",
    thickness_mm: 80,
    r: 2,
    density: 110,
    use: "l'isolation thermique des murs par l'extérieur, des toitures et des planchers",
    reaction: "E",
  },
  dates: { issue: "2023-05-22", validUntil: "2028-05-21", issueStyle: "long" },
  inies: "2-276:2023",
  version: "1.0",
  rOnCover: "R= 2.00",
  functionalUnit:
    "Assurer une fonction d'isolation thermique sur 1 m² de paroi pendant une durée de vie de référence de 50 ans ; le panneau de 80 mm d'épaisseur présente une résistance thermique R de 2,00 m².K/W.",
  technical: [
    ["Épaisseur", "80 mm"],
    ["Conductivité thermique λD", "0,040 W/(m.K)"],
    ["Résistance thermique", "2.00 m².K/W"],
    ["Masse volumique", "110 kg/m³"],
    ["Masse surfacique", "8,8 kg/m²"],
  ],
  components: [
    ["Granulés de liège (écorce de chêne-liège)", 8.71],
    ["Emballages (film PE, palette)", 0.09],
  ],
  endOfLife:
    "le panneau déposé est transporté sur 60 km ; il est broyé et réutilisé comme granulat de liège à 20 %, le reste étant incinéré avec valorisation énergétique.",
  endOfLifePhrase: "broyé et réutilisé comme granulat de liège à 20 %",
  transportKm: 780,
  lossPercent: 3,
  software: "SimaPro 9.4, base ecoinvent 3.8",
  voc: "A+",
  values: {
    seed: 276,
    scale: 1.6,
    shares: { A1: 0.2, A2: 0.1, A3: 0.45, A4: 0.15, A5: 0.03, C2: 0.02, C3: 0.03, C4: 0.02 },
    totals: { pere: 96.1, perm: 152.3, penre: 61.8, penrm: 0.4, mfr: 1.76 },
    explicit: { cru: { C3: 1.74 }, gwp: { A1: -13.1, A2: 0.34, A3: 2.07, A4: 0.98, A5: 0.41, C2: 0.09, C3: 10.52, C4: 2.61, D: -0.0412 } },
    dRatio: { penre: -0.09 },
  },
  columns: ["A1-A3", "A4-A5", "B1-B7", "C1-C4", "Total", "D"],
  format: (value, key, column) => {
    const text = frenchMixed(value, key, column);
    return column === "D" ? text.replace(/^-/, "\u2013") : text;
  },
  afterResults: (results) => `<section class="page"><h2>5.5 Résultats par unité déclarée</h2>
<p>Pour information, les résultats ci-dessous sont exprimés pour 1 kg de panneau (8,8 kg par unité fonctionnelle). Ils ne se substituent pas aux résultats par unité fonctionnelle du §5.</p>
${perKilogramTable(results, 8.8)}
<h2>5.6 Contribution des étapes du cycle de vie</h2>
${stageShareTable(results, ["gwp", "pert", "penrt", "fw", "nhwd"])}</section>`,
};

/** The page a scanner saw: an EPS declaration's results (only its values and its name are needed). */
const EPS_SCAN = {
  productName: "Polystyrène expansé ThermoBloc 100 mm",
  values: { seed: 512, scale: 2.2, shares: MINERAL_SHARES } satisfies ValueSpec,
  columns: FULL_COLUMNS_TOTAL_D,
  format: frenchMixed,
};

/**
 * A scanned declaration: the results page of an A1 FDES is rendered to a JPEG, slightly tilted and greyed like a
 * photocopy, and the PDF holds only that picture (no text layer at all).
 */
const imageOnlyScan: Fixture = {
  name: "image-only-scan",
  outcome: "incomplete",
  description:
    "A scanned FDES: the results page of an A1 EPS declaration rendered to a JPEG picture (slightly tilted, grey), and a PDF holding only that picture with no text layer at all: outcome 'incomplete', everything null.",
  build: async (browser) => {
    const values = drawValues(EPS_SCAN.values);
    const results = new PrintedResults(values, EPS_SCAN.columns, EPS_SCAN.format);
    const look: TableLook = { standard: "A1" };
    const tables = A1_TABLES.slice(0, 3)
      .map((table, index) => resultsTable(results, table.keys, look, { caption: `Tableau ${index + 4} – ${table.caption}` }))
      .join("");
    const sheet = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>${CSS}
body { width: 794px; padding: 40px 48px; box-sizing: border-box; background: #f4f3ef; filter: grayscale(1) contrast(1.1); }
.tilt { transform: rotate(-0.6deg); transform-origin: top left; }</style></head><body><div class="tilt">
<h2>5. Résultats de l'analyse de cycle de vie – ${EPS_SCAN.productName}</h2>
<p class="note">Résultats pour 1 m² de paroi, R = 2,60 m².K/W, durée de vie de référence 50 ans (NF EN 15804+A1).</p>${tables}</div></body></html>`;
    const page = await browser.newPage({ viewport: { width: 794, height: 1123 }, deviceScaleFactor: 1.3 });
    let jpeg: Buffer;
    try {
      await page.setContent(sheet, { waitUntil: "load" });
      jpeg = await page.screenshot({ type: "jpeg", quality: 50, fullPage: true });
    } finally {
      await page.close();
    }
    const html = `<!doctype html><html><head><style>@page { size: A4; margin: 0; } body { margin: 0; } img { width: 210mm; display: block; }</style></head>
<body><img src="data:image/jpeg;base64,${jpeg.toString("base64")}" alt=""></body></html>`;
    const bytes = await printHtml(browser, html, null);
    return {
      bytes,
      expected: nothingRead(imageOnlyScan.description, "incomplete"),
    };
  },
};

/** A PNG picture saved with a .pdf name: the upload must be refused on its first bytes, not its extension. */
const notAPdf: Fixture = {
  name: "not-a-pdf",
  outcome: "not-pdf",
  description:
    "A small PNG picture (a screenshot of an FDES title) saved under a .pdf name: the bytes do not start with '%PDF-', outcome 'not-pdf'.",
  build: async (browser) => {
    const page = await browser.newPage({ viewport: { width: 360, height: 120 } });
    try {
      await page.setContent(
        `<body style="margin:0;font-family:'Liberation Sans';background:#24543a;color:white;padding:16px">FICHE DE DÉCLARATION ENVIRONNEMENTALE ET SANITAIRE<br><b>Laine de verre IsoNord 120 mm</b></body>`,
      );
      const bytes = await page.screenshot({ type: "png" });
      return {
        bytes,
        expected: nothingRead(notAPdf.description, "not-pdf"),
      };
    } finally {
      await page.close();
    }
  },
};

/** The pre-2014 format (NF P 01-010, "FDE&S"): indicators without modules A1..D, water in litres. */
const oldFormat: Fixture = {
  name: "nf-p01-010-old-format",
  outcome: "unsupported",
  description:
    "An older 'NF P 01-010' declaration (2011): 'Energie primaire totale', 'Consommation d'eau totale' in litres, 'Changement climatique', 'Déchets éliminés' in columns Production | Transport | Mise en œuvre | Vie en œuvre | Fin de vie | Total cycle de vie, values for the whole DVT and per year, no A1..D modules: outcome 'unsupported'.",
  build: async (browser) => {
    const rows: [string, string, number[]][] = [
      ["Energie primaire totale", "MJ", [88.4, 2.71, 1.94, 0, 0.86]],
      ["Energie renouvelable", "MJ", [6.12, 0.03, 0.08, 0, 0.01]],
      ["Energie non renouvelable", "MJ", [82.3, 2.68, 1.86, 0, 0.85]],
      ["Consommation d'eau totale", "litre", [31.6, 0.28, 0.41, 0, 0.12]],
      ["Changement climatique", "kg éq. CO<sub>2</sub>", [4.31, 0.19, 0.11, 0, 0.07]],
      ["Acidification atmosphérique", "kg éq. SO<sub>2</sub>", [0.0261, 0.0009, 0.0006, 0, 0.0002]],
      ["Déchets dangereux éliminés", "kg", [0.0042, 0, 0.0001, 0, 0]],
      ["Déchets non dangereux éliminés", "kg", [0.62, 0.001, 0.09, 0, 2.95]],
      ["Déchets inertes éliminés", "kg", [0.34, 0, 0.01, 0, 0]],
      ["Déchets radioactifs éliminés", "kg", [0.00021, 0.000002, 0.000003, 0, 0.000001]],
    ];
    const body = rows
      .map(([label, unit, cells]) => {
        const total = cells.reduce((acc, value) => acc + value, 0);
        const shown = [...cells, total, total / 50].map((value) => `<td>${escapeHtml(fixed(value, 3))}</td>`);
        return `<tr><td class="label">${label}</td><td class="unit">${unit}</td>${shown.join("")}</tr>`;
      })
      .join("");
    const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>${CSS}
table.results th.label, table.results td.label { width: 48mm; } table.results th.unit, table.results td.unit { width: 18mm; }
table.results { font-size: 8pt; }</style></head><body>
<section class="cover"><div>
<div class="banner">DÉCLARATION ENVIRONNEMENTALE ET SANITAIRE CONFORME À LA NORME NF P 01-010<small>Fiche de Déclaration Environnementale et Sanitaire (FDE&amp;S) – modèle AIMCC</small></div>
<div class="product">Laine de verre IsoNord Classic 200 mm</div>
<div class="facts">Rouleau de laine de verre nu<br>Épaisseur 200 mm – R = 5 m².K/W</div></div>
<div class="stamp">Nordisol SAS — 14 rue des Verriers, 59300 Valenciennes<br>Date de réalisation : juin 2011<br>Version : 1</div></section>
<section class="page"><h2>Introduction</h2>
<p>Cette déclaration est établie selon la norme NF P 01-010 (décembre 2004) « Qualité environnementale des produits de construction – Déclaration environnementale et sanitaire des produits de construction », et le format de déclaration de l'AIMCC.</p>
<h2>1. Caractérisation du produit</h2>
<div class="box"><p>Unité fonctionnelle : assurer une fonction d'isolation thermique sur 1 m² de paroi pendant une durée de vie typique (DVT) de 50 ans, pour une résistance thermique R = 5 m².K/W.</p></div>
<table class="data"><tr><th>Épaisseur</th><td>200 mm</td></tr><tr><th>Conductivité thermique</th><td>0,040 W/(m.K)</td></tr><tr><th>Masse surfacique</th><td>2,4 kg/m²</td></tr></table>
<h2>2. Données d'inventaire et autres données</h2>
<p>Les données d'inventaire sont calculées pour l'unité fonctionnelle sur l'ensemble du cycle de vie : production, transport, mise en œuvre, vie en œuvre et fin de vie. En fin de vie, le produit est mis en décharge.</p></section>
<section class="page"><h2>3. Impacts environnementaux représentatifs des produits de construction</h2>
<table class="results"><caption>Tableau 3 – Indicateurs et consommations pour l'unité fonctionnelle</caption>
<thead><tr><th class="label" rowspan="2">Indicateur</th><th class="unit" rowspan="2">Unité</th><th rowspan="2">Production</th><th rowspan="2">Transport</th><th rowspan="2">Mise en œuvre</th><th rowspan="2">Vie en œuvre</th><th rowspan="2">Fin de vie</th><th colspan="2">Total cycle de vie</th></tr>
<tr><th>Pour toute la DVT</th><th>Par annuité</th></tr></thead><tbody>${body}</tbody></table>
<h2>4. Contribution du produit à l'évaluation des risques sanitaires et de la qualité de vie à l'intérieur des bâtiments</h2>
<p>Le produit n'est pas en contact avec l'air intérieur une fois posé derrière un parement. Aucune mesure d'émission de COV n'a été réalisée.</p></section>
</body></html>`;
    const bytes = await printHtml(browser, html, FOOTER("FDE&S Laine de verre IsoNord Classic 200 mm – Nordisol SAS"));
    return {
      bytes,
      expected: {
        description: oldFormat.description,
        outcome: "unsupported",
        standard: "NF P01-010",
        product_name: "Laine de verre IsoNord Classic 200 mm",
        functional_unit: { quantity: 1, unit: "m²", thickness_mm: 200, thermal_resistance: 5, reference_service_life_years: 50 },
        values: { ...NULL_VALUES },
        end_of_life_contains: null,
        valid_until: null,
      },
    };
  },
};

/**
 * Draws a photo-like picture (fibre texture under daylight) on a seeded canvas and encodes it as JPEG. The drawing
 * runs in the page as plain JavaScript text (tsx would otherwise add helpers the page does not have).
 */
const PHOTO_SCRIPT = `(({ seed, width, height }) => {
  let state = seed >>> 0;
  const random = () => { state = (Math.imul(state, 1664525) + 1013904223) >>> 0; return state / 4294967296; };
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, "#c9b48a");
  gradient.addColorStop(1, "#6f5a3a");
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const image = context.getImageData(0, 0, width, height);
  for (let i = 0; i < image.data.length; i += 4) {
    const grain = (random() - 0.5) * 90;
    image.data[i] += grain;
    image.data[i + 1] += grain * 0.9;
    image.data[i + 2] += grain * 0.7;
  }
  context.putImageData(image, 0, 0);
  context.lineWidth = 1.2;
  for (let i = 0; i < 900; i += 1) {
    context.strokeStyle = "rgba(" + (200 + random() * 55) + "," + (180 + random() * 50) + "," + (120 + random() * 60) + ",0.5)";
    context.beginPath();
    const x = random() * width;
    const y = random() * height;
    context.moveTo(x, y);
    context.bezierCurveTo(x + random() * 80, y + random() * 30, x + random() * 60, y - random() * 30, x + random() * 140, y + random() * 10);
    context.stroke();
  }
  return canvas.toDataURL("image/jpeg", 0.9);
})`;

async function photo(browser: Browser, seed: number, width: number, height: number): Promise<string> {
  const page = await browser.newPage();
  try {
    return (await page.evaluate(`${PHOTO_SCRIPT}(${JSON.stringify({ seed, width, height })})`)) as string;
  } finally {
    await page.close();
  }
}

function inventoryAnnex(pages: number): string {
  const flows = [
    ["Dioxyde de carbone, fossile", "air", "kg"],
    ["Méthane, fossile", "air", "kg"],
    ["Monoxyde de carbone, fossile", "air", "kg"],
    ["Oxydes d'azote", "air", "kg"],
    ["Dioxyde de soufre", "air", "kg"],
    ["Particules, < 2,5 µm", "air", "kg"],
    ["Composés organiques volatils non méthaniques", "air", "kg"],
    ["Pentane", "air", "kg"],
    ["Benzène", "air", "kg"],
    ["Ammoniac", "air", "kg"],
    ["Demande chimique en oxygène (DCO)", "eau", "kg"],
    ["Phosphate", "eau", "kg"],
    ["Nitrate", "eau", "kg"],
    ["Hydrocarbures", "eau", "kg"],
    ["Pétrole brut, en terre", "ressource", "kg"],
    ["Gaz naturel, en terre", "ressource", "m<sup>3</sup>"],
    ["Charbon, en terre", "ressource", "kg"],
    ["Uranium, en terre", "ressource", "kg"],
    ["Eau de rivière", "ressource", "m<sup>3</sup>"],
    ["Eau de puits", "ressource", "m<sup>3</sup>"],
  ];
  const random = seededRandom(9001);
  const columns = ["A1-A3", "A4", "A5", "C1", "C2", "C3", "C4"];
  const sections: string[] = [];
  for (let p = 0; p < pages; p += 1) {
    const rows = flows
      .map(([name, compartment, unit], index) => {
        const base = 10 ** (-6 + random() * 7);
        const cells = columns.map((_, c) => `<td>${escapeHtml(scientific(c === 3 ? 0 : base * random(), 2))}</td>`);
        return `<tr><td class="label">${name}${p > 0 ? ` (sous-processus ${p + 1}${index % 2 === 0 ? ", site 1" : ""})` : ""}</td><td>${compartment}</td><td class="unit">${unit}</td>${cells.join("")}</tr>`;
      })
      .join("");
    sections.push(`<section class="page"><h2>Annexe A${p + 1} – Flux d'inventaire du cycle de vie (extrait ${p + 1}/${pages})</h2>
<p class="note">Flux élémentaires pour l'unité fonctionnelle. Ces flux ne sont pas des indicateurs ; ils sont fournis pour information.</p>
<table class="results"><thead><tr><th class="label">Flux</th><th>Compartiment</th><th class="unit">Unité</th>${columns.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>${rows}</tbody></table></section>`);
  }
  return sections.join("");
}

const EPS_GRAPHITE: Omit<FdesData, "annexes"> = {
  file: "large-600kb",
  description:
    "A long A2 FDES (about 30 pages: detailed inventory annexes and photographs) whose size is between 550 000 and 614 000 bytes, just under the 600 ko upload limit, with an ordinary A2 results table (Total then D): the benchmark document.",
  standard: "A2",
  product: {
    name: "Panneau PSE graphité ThermoGris 200 mm",
    manufacturer: "Polytherm Atlantique SA",
    address: "12 boulevard de l'Océan, 44600 Saint-Nazaire",
    site: "Usines de Saint-Nazaire (44) et de Cholet (49)",
    family: "Polystyrène expansé graphité (PSE gris), panneau",
    thickness_mm: 200,
    r: 6.45,
    density: 16,
    use: "l'isolation thermique des murs par l'extérieur sous enduit (ITE)",
    reaction: "E",
  },
  dates: { issue: "2025-02-01", validUntil: "2030-01-31", issueStyle: "numeric" },
  inies: "7-204:2025",
  version: "1.0",
  rOnCover: "R = 6,45 m².K/W",
  functionalUnit:
    "Assurer une fonction d'isolation thermique par l'extérieur sur 1 m² de mur pendant une durée de vie de référence de 50 ans, avec une résistance thermique R = 6,45 m².K/W.",
  technical: [
    ["Épaisseur", "200 mm"],
    ["Conductivité thermique λD", "0,031 W/(m.K)"],
    ["Résistance thermique R", "6,45 m².K/W"],
    ["Masse volumique", "16 kg/m³"],
    ["Réaction au feu", "Euroclasse E"],
  ],
  components: [
    ["Polystyrène expansible graphité", 3.15],
    ["Pentane (agent d'expansion, émis en A3)", 0.16],
    ["Emballages (film PE, palette)", 0.07],
  ],
  endOfLife:
    "après dépose, le produit est transporté sur 100 km ; il est incinéré avec valorisation énergétique à 50 % et enfoui à 50 % en installation de stockage de déchets non dangereux.",
  endOfLifePhrase: "incinéré avec valorisation énergétique à 50 %",
  transportKm: 350,
  lossPercent: 5,
  software: "SimaPro 9.6, base ecoinvent 3.10",
  voc: "A+",
  values: {
    seed: 204,
    scale: 3.6,
    shares: { A1: 0.62, A2: 0.03, A3: 0.15, A4: 0.04, A5: 0.06, C2: 0.02, C3: 0.0, C4: 0.08 },
    totals: { gwp_fossil: 13.9, pere: 14.2, perm: 0, penre: 212.6, penrm: 131.4, fw: 0.0612, nhwd: 1.84 },
  },
  columns: FULL_COLUMNS_TOTAL_D,
  format: (value) => scientific(value, 2),
  readingExample: "Les valeurs sont exprimées en notation scientifique. Exemple de lecture : -9,0E-03 = -9,0 x 10<sup>-3</sup> = -0,009.",
};

const LARGE_MIN = 550_000;
const LARGE_MAX = 614_000;

/** Photographs sized so that the whole file lands near 585 000 bytes (a few prints at most). */
const large: Fixture = {
  name: "large-600kb",
  outcome: "ok",
  description: EPS_GRAPHITE.description,
  build: async (browser) => {
    let width = 480;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const height = Math.round(width * 0.66);
      const photos = await Promise.all([1, 2, 3].map((seed) => photo(browser, seed, width, height)));
      const { html, expected } = fdesDocument({
        ...EPS_GRAPHITE,
        annexes: () => `${inventoryAnnex(14)}
<section class="page"><h2>Annexe B – Photographies de mise en œuvre</h2>
${photos.map((src, index) => `<figure style="margin:0 0 4mm"><img src="${src}" alt="" style="width:150mm"><figcaption class="note">Photo ${index + 1} – Pose des panneaux ThermoGris en ITE (chantier de référence)</figcaption></figure>`).join("")}</section>`,
      });
      const bytes = await printHtml(browser, html, FOOTER(`FDES ${EPS_GRAPHITE.product.name} – ${EPS_GRAPHITE.product.manufacturer}`));
      if (bytes.length >= LARGE_MIN && bytes.length <= LARGE_MAX) return { bytes, expected };
      // The JPEG files are embedded as they are and grow with their area: resize them to land mid-window.
      const photoBytes = photos.reduce((acc, src) => acc + ((src.length - src.indexOf(",") - 1) * 3) / 4, 0);
      const needed = (LARGE_MIN + LARGE_MAX) / 2 - (bytes.length - photoBytes);
      width = Math.round(width * Math.sqrt(Math.max(0.05, needed / photoBytes)));
      console.log(`large-600kb: ${bytes.length} bytes, next photo width ${width}`);
    }
    throw new Error("large-600kb: could not reach the size window");
  },
};

const FIXTURES: Fixture[] = [
  fdesFixture(GLASS_WOOL),
  fdesFixture(WOOD_FIBRE),
  fdesFixture(PIR),
  fdesFixture(ROCK_WOOL),
  fdesFixture(CELLULOSE),
  fdesFixture(HEMP),
  fdesFixture(COTTON_NO_TABLES),
  fdesFixture(CORK),
  imageOnlyScan,
  notAPdf,
  oldFormat,
  large,
];

/**
 * The generated sample `npm test` reads (tests/fixtures/fdes-generated/): SAMPLE_SIZE documents of the seeded layout
 * generator (scripts/lib/fdes-corpus-generator.ts), each PDF beside its answer. Committed rather than printed at test
 * time: printing takes about a second a document on a busy machine, the sample weighs under 3 MB.
 */
async function writeGeneratedSample() {
  await mkdir(GENERATED_DIR, { recursive: true });
  const browser = await launchBrowser();
  try {
    for (let index = 0; index < SAMPLE_SIZE; index++) {
      const { doc, bytes } = await generatedPdf(browser, SAMPLE_SEED, index);
      const name = `seed-${SAMPLE_SEED}-${String(index).padStart(2, "0")}`;
      await writeFile(path.join(GENERATED_DIR, `${name}.pdf`), fixedDates(bytes));
      await writeFile(path.join(GENERATED_DIR, `${name}.truth.json`), `${JSON.stringify(doc.truth, null, 2)}\n`);
    }
  } finally {
    await browser.close();
  }
  console.log(`${SAMPLE_SIZE} generated documents (seed ${SAMPLE_SEED}) in ${GENERATED_DIR}`);
}

async function main() {
  if (process.argv.includes("--generated")) return writeGeneratedSample();
  const only = new Set(process.argv.slice(2));
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await launchBrowser();
  try {
    for (const fixture of FIXTURES) {
      if (only.size > 0 && !only.has(fixture.name)) continue;
      const { bytes, expected } = await fixture.build(browser);
      if (expected.outcome !== fixture.outcome)
        throw new Error(`${fixture.name}: outcome ${expected.outcome}, expected ${fixture.outcome}`);
      const pdfPath = path.join(OUT_DIR, `${fixture.name}.pdf`);
      await writeFile(pdfPath, fixedDates(bytes));
      await writeFile(path.join(OUT_DIR, `${fixture.name}.expected.json`), `${JSON.stringify(expected, null, 2)}\n`);
      const { size } = await stat(pdfPath);
      console.log(`${fixture.name}: ${size} bytes`);
    }
  } finally {
    await browser.close();
  }
  await writeFile(path.join(OUT_DIR, "README.md"), readme());
}

/**
 * Chromium stamps the time of printing; a fixed date of the same length (the cross-reference offsets stay right)
 * keeps a regenerated corpus identical when nothing changed.
 */
function fixedDates(pdf: Buffer): Buffer {
  const text = pdf.toString("latin1").replace(/\/(CreationDate|ModDate) \(D:\d{14}/g, (_, name: string) => `/${name} (D:20250101120000`);
  return Buffer.from(text, "latin1");
}

function readme(): string {
  const entries = FIXTURES.map((fixture) => `- \`${fixture.name}.pdf\` (outcome \`${fixture.outcome}\`): ${fixture.description}`);
  return `# FDES test corpus

Fictitious environmental declarations (companies, products and figures are invented) used to measure the FDES
text extractor. Generated by \`npx tsx scripts/generate-fdes-fixtures.ts\` (Debian's Chromium through
playwright-core): do not edit by hand, change the data in the script and run it again.

Each \`<name>.pdf\` has a \`<name>.expected.json\`: what a correct extractor answers (\`outcome\`, standard,
product name, functional unit, values per functional unit, a phrase of the end-of-life scenario, end of validity).
The values are computed from the numbers as printed: the printed "Total cycle de vie" when the document has one,
otherwise the sum of the printed A1..C4 cells ("ND", "MND", "-" count as nothing); \`energy\` = PERT + PENRT,
\`waste\` = hazardous + non-hazardous + radioactive, \`gwp_end_of_life\` = C1 + C2 + C3 + C4 of the GWP row,
\`module_d_*\` = the D column, \`valid_until\` = the printed end of validity or the date of issue + 5 years.
Compare numbers with a small relative tolerance (the sums are of printed decimals).

tests/unit/fdes-fixtures.test.ts checks that the corpus is consistent on its own.

## Fixtures and the traps they set

${entries.join("\n")}
`;
}

await main();
