/**
 * Stage 1 of the corpus: the facts a declaration states, before any layout. One or more products (thicknesses of a
 * range), each with its indicators' values module by module per m² of wall, and the document's dates. Orders of
 * magnitude follow the families of the shared reference values (per m² at R = 5, A1-C4); companies and products are
 * invented.
 */
import type { Draws } from "./random";
import type { IndicatorKey } from "./vocabulary";

export const MODULES = ["A1", "A2", "A3", "A4", "A5", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "C1", "C2", "C3", "C4"] as const;
export type Module = (typeof MODULES)[number];
export const STAGES = {
  a1a3: ["A1", "A2", "A3"],
  a4a5: ["A4", "A5"],
  b: ["B1", "B2", "B3", "B4", "B5", "B6", "B7"],
  c: ["C1", "C2", "C3", "C4"],
} as const satisfies Record<string, readonly Module[]>;
export type Stage = keyof typeof STAGES;

/** One indicator of one product: A1..C4 by module and D, per m² of wall. */
export interface IndicatorValues {
  modules: Record<Module, number>;
  d: number;
}

export interface Product {
  name: string;
  thicknessMm: number;
  /** W/(m·K), as the document prints it (3 decimals). */
  lambda: number;
  /** m²·K/W, rounded as the document prints it (2 decimals). */
  r: number;
  density: number;
  values: Record<IndicatorKey, IndicatorValues>;
  /** kg C per m², EN 15804+A2's "teneur en carbone biogénique". */
  biogenicCarbonProduct: number;
  biogenicCarbonPackaging: number;
}

export interface Family {
  fr: string;
  en: string;
  names: string[];
  gwp: [number, number];
  pert: [number, number];
  penrt: [number, number];
  water: number;
  nhwd: number;
  lambda: number;
  density: number;
  biobased: boolean;
}

export const FAMILIES: Family[] = [
  {
    fr: "Laine de verre",
    en: "Glass wool",
    names: ["Vitrolaine", "Glasstherm"],
    gwp: [2.5, 8],
    pert: [5, 20],
    penrt: [40, 90],
    water: 0.03,
    nhwd: 3,
    lambda: 0.032,
    density: 16,
    biobased: false,
  },
  {
    fr: "Laine de roche",
    en: "Stone wool",
    names: ["Basaltherm", "Roccafibre"],
    gwp: [6, 20],
    pert: [5, 25],
    penrt: [70, 150],
    water: 0.05,
    nhwd: 7,
    lambda: 0.035,
    density: 45,
    biobased: false,
  },
  {
    fr: "Polystyrène expansé",
    en: "Expanded polystyrene",
    names: ["Expalith", "Polybloc"],
    gwp: [7, 18],
    pert: [2, 8],
    penrt: [200, 320],
    water: 0.05,
    nhwd: 2.8,
    lambda: 0.031,
    density: 20,
    biobased: false,
  },
  {
    fr: "Polyuréthane PIR",
    en: "PIR board",
    names: ["Thermopir", "Kryopan"],
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
    fr: "Fibre de bois",
    en: "Wood fibre",
    names: ["Lignotherm", "Boisdoux"],
    gwp: [-8, 12],
    pert: [150, 350],
    penrt: [60, 140],
    water: 0.05,
    nhwd: 5,
    lambda: 0.038,
    density: 55,
    biobased: true,
  },
  {
    fr: "Ouate de cellulose",
    en: "Cellulose fibre",
    names: ["Cellufloc", "Papyrotherm"],
    gwp: [1, 6],
    pert: [60, 120],
    penrt: [30, 70],
    water: 0.02,
    nhwd: 6.5,
    lambda: 0.039,
    density: 45,
    biobased: true,
  },
  {
    fr: "Laine de chanvre",
    en: "Hemp wool",
    names: ["Chanvria", "Hempaline"],
    gwp: [3, 10],
    pert: [150, 250],
    penrt: [50, 110],
    water: 0.1,
    nhwd: 4,
    lambda: 0.04,
    density: 38,
    biobased: true,
  },
  {
    fr: "Botte de paille",
    en: "Straw bale",
    names: ["Paillotherm", "Strawbloc"],
    gwp: [2, 10],
    pert: [40, 600],
    penrt: [20, 60],
    water: 0.02,
    nhwd: 1,
    lambda: 0.052,
    density: 100,
    biobased: true,
  },
  {
    fr: "Liège expansé",
    en: "Expanded cork",
    names: ["Subertherm", "Corkabri"],
    gwp: [-15, 5],
    pert: [200, 400],
    penrt: [40, 90],
    water: 0.04,
    nhwd: 2,
    lambda: 0.04,
    density: 110,
    biobased: true,
  },
];

export interface Declaration {
  family: Family;
  manufacturer: string;
  city: string;
  /** Products in the order the document declares them; `declared` is the functional unit's. */
  products: Product[];
  declared: number;
  issued: string;
  validUntil: string;
  registration: string;
}

type Split = Record<Module, number>;

/** Shares of a life-cycle total by module (sum 1); B is zero for insulation. */
function split(draws: Draws): Split {
  const s = {} as Split;
  const production = draws.between(0.6, 0.9);
  s.A1 = production * draws.between(0.3, 0.65);
  s.A2 = production * draws.between(0.02, 0.12);
  s.A3 = production - s.A1 - s.A2;
  s.A4 = draws.between(0.01, 0.08);
  s.A5 = draws.chance(0.3) ? 0 : draws.between(0.002, 0.05);
  for (const m of STAGES.b) s[m] = 0;
  s.C1 = draws.chance(0.6) ? 0 : draws.between(0.001, 0.01);
  s.C2 = draws.between(0.004, 0.03);
  s.C3 = draws.chance(0.4) ? 0 : draws.between(0.002, 0.06);
  s.C4 = draws.between(0.01, 0.1);
  const sum = MODULES.reduce((acc, m) => acc + s[m], 0);
  for (const m of MODULES) s[m] /= sum;
  return s;
}

function spread(total: number, shares: Split): Record<Module, number> {
  return Object.fromEntries(MODULES.map((m) => [m, total * shares[m]])) as Record<Module, number>;
}

function indicator(draws: Draws, total: number, dShare = 0): IndicatorValues {
  return { modules: spread(total, split(draws)), d: dShare === 0 ? 0 : -Math.abs(total) * dShare };
}

/** A product's values; `scale` is its R over 5 (impacts follow thickness, hence R, for a homogeneous product). */
function drawValues(draws: Draws, family: Family, scale: number): Record<IndicatorKey, IndicatorValues> {
  const within = (range: [number, number]) => draws.between(range[0], range[1]) * scale;
  const pert = within(family.pert);
  const penrt = within(family.penrt);
  const perm = family.biobased ? pert * draws.between(0.5, 0.9) : pert * draws.between(0, 0.05);
  const penrm = penrt * draws.between(0.03, 0.3);
  const fossil = within([Math.max(family.gwp[0], 0.8), Math.max(family.gwp[1], 2)]);
  // Module D large enough to tell a total with D inside from one without (at least 3 % of the total).
  const gwpFossil = indicator(draws, fossil, draws.between(0.03, 0.2));
  const luluc = indicator(draws, Math.abs(fossil) * draws.between(0.001, 0.02));
  const biogenic: IndicatorValues = { modules: spread(0, split(draws)), d: 0 };
  if (family.biobased) {
    // Carbon taken up while the plant grew (A1), given back at the end of life (C3 burnt, C4 left to rot).
    const uptake = fossil * draws.between(1.2, 4);
    const burnt = draws.between(0.2, 0.8);
    const kept = draws.chance(0.4) ? draws.between(0.05, 0.4) : 0;
    biogenic.modules.A1 = -uptake;
    biogenic.modules.A5 = uptake * draws.between(0, 0.02);
    biogenic.modules.C3 = uptake * burnt;
    biogenic.modules.C4 = uptake * (1 - burnt - kept);
  }
  const gwp: IndicatorValues = {
    modules: Object.fromEntries(MODULES.map((m) => [m, gwpFossil.modules[m] + biogenic.modules[m] + luluc.modules[m]])) as Record<
      Module,
      number
    >,
    d: gwpFossil.d + biogenic.d,
  };
  return {
    gwp,
    gwp_fossil: gwpFossil,
    gwp_biogenic: biogenic,
    gwp_luluc: luluc,
    odp: indicator(draws, within([2e-8, 4e-7])),
    ap: indicator(draws, within([0.01, 0.06]), 0.05),
    ep: indicator(draws, within([0.002, 0.012])),
    ep_freshwater: indicator(draws, within([2e-5, 8e-4])),
    ep_marine: indicator(draws, within([0.002, 0.012])),
    ep_terrestrial: indicator(draws, within([0.02, 0.12])),
    pocp: indicator(draws, within([0.005, 0.03])),
    adpe: indicator(draws, within([1e-6, 8e-5])),
    adpf: indicator(draws, penrt * draws.between(0.8, 0.98), draws.between(0.02, 0.15)),
    wdp: indicator(draws, family.water * scale * draws.between(8, 40)),
    pm: indicator(draws, within([1e-7, 1e-6])),
    irp: indicator(draws, within([0.05, 0.6])),
    etp_fw: indicator(draws, within([5, 90])),
    htp_c: indicator(draws, within([1e-9, 3e-8])),
    htp_nc: indicator(draws, within([2e-8, 4e-7])),
    sqp: indicator(draws, within([5, 300])),
    pere: indicator(draws, pert - perm),
    perm: indicator(draws, perm),
    pert: indicator(draws, pert, draws.between(0.01, 0.1)),
    penre: indicator(draws, penrt - penrm),
    penrm: indicator(draws, penrm),
    penrt: indicator(draws, penrt, draws.between(0.03, 0.25)),
    sm: indicator(draws, within([0, 2])),
    rsf: indicator(draws, within([0, 0.3])),
    nrsf: indicator(draws, within([0, 0.3])),
    fw: indicator(draws, family.water * scale * draws.between(0.4, 2)),
    hwd: indicator(draws, within([0.002, 0.04])),
    nhwd: indicator(draws, family.nhwd * scale * draws.between(0.5, 1.6)),
    rwd: indicator(draws, within([1e-5, 6e-4])),
    cru: indicator(draws, 0),
    mfr: indicator(draws, within([0.01, 0.6])),
    mer: indicator(draws, within([0.01, 0.6])),
    eee: indicator(draws, within([0, 2])),
    eet: indicator(draws, within([0, 4])),
  };
}

export function rOf(thicknessMm: number, lambda: number): number {
  return Math.round((thicknessMm / 1000 / lambda) * 100) / 100;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function drawProduct(draws: Draws, family: Family, name: string, thicknessMm: number, lambda: number): Product {
  const r = rOf(thicknessMm, lambda);
  const mass = (family.density * thicknessMm) / 1000;
  return {
    name,
    thicknessMm,
    lambda,
    r,
    density: family.density,
    values: drawValues(draws, family, r / 5),
    biogenicCarbonProduct: family.biobased ? mass * draws.between(0.4, 0.47) : 0,
    biogenicCarbonPackaging: draws.between(0.005, 0.2),
  };
}

const THICKNESSES = [40, 45, 60, 80, 100, 120, 140, 145, 160, 180, 200, 220, 240, 260, 300, 360];

/** The facts of one declaration: `productCount` thicknesses of one product range. */
export function drawDeclaration(draws: Draws, productCount: number): Declaration {
  const family = draws.pick(FAMILIES);
  draws.axes["famille"] = family.fr;
  const lambda = Math.round((family.lambda + draws.int(-2, 3) / 1000) * 1000) / 1000;
  const range = `${draws.pick(family.names)}${draws.pick(["", " Plus", " Confort", " 35", " HD", " Évolution"])}`;
  const thicknesses = new Set<number>();
  while (thicknesses.size < productCount) thicknesses.add(draws.pick(THICKNESSES));
  const products = [...thicknesses].map((t) => drawProduct(draws, family, `${range} ${t} mm`, t, lambda));
  const issuedDate = new Date(Date.UTC(draws.int(2019, 2026), draws.int(0, 11), draws.int(1, 28)));
  const until = new Date(issuedDate);
  until.setUTCFullYear(until.getUTCFullYear() + 5);
  if (draws.chance(0.5)) until.setUTCDate(until.getUTCDate() - 1);
  return {
    family,
    manufacturer: draws.pick([
      "Isofibres SAS",
      "Thermonord",
      "Matériaux du Bocage",
      "Ecobâti Industries",
      "Atlantique Isolation",
      "Cerisol",
    ]),
    city: draws.pick(["Angers", "Rennes", "Dijon", "Clermont-Ferrand", "Poitiers", "Metz"]),
    products,
    declared: draws.int(0, productCount - 1),
    issued: isoDate(issuedDate),
    validUntil: isoDate(until),
    registration: `${draws.int(1, 9)}-${draws.int(100, 999)}:${issuedDate.getUTCFullYear()}`,
  };
}
