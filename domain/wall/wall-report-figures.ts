import { formatNumber } from "../format";
import type { WallPerformance } from "./compute-wall";
import { GWP_MODULES } from "./carbon";
import { customMaterial, findMaterial, MATERIAL_STATUS_LABELS, type Material } from "./materials";
import type { ComparedWall } from "./variants";
import type { MaterialRef, WallInput } from "./wall-schema";

/**
 * The wall report's figures as French lines (docs/decisions/0014-wall-physics.md), shared by the PDF
 * (server/pdf/wall-report-document.tsx) and its e-mail: each figure with its unit and the standard it follows.
 */

/** docs/product.md §10.9: our straw by its declared storage, the other bio-based layers by EN 16449. */
const STORED_CARBON_STANDARD = "paille : stockage déclaré ; autres : NF EN 16449";

export const WALL_REPORT_TITLE = "Rapport de calcul de paroi";

/** Everything the report prints: the wall, its figures, the variants compared with it, the link that reopens it. */
export interface WallReportData {
  input: WallInput;
  performance: WallPerformance;
  date: string;
  /** The current wall first (CURRENT_WALL_LABEL), then the person's variants. */
  compared: ComparedWall[];
  /** The calculator's address with this wall; null when the wall holds what a link cannot carry (a frame of typed values). */
  link: string | null;
}

/** The current wall's column in the comparison. */
export const CURRENT_WALL_LABEL = "Paroi calculée";

export const WALL_LINK_SENTENCE = "Rouvrir cette paroi dans le calculateur :";
export const WALL_NO_LINK_SENTENCE =
  "Cette paroi a une ossature aux valeurs saisies, qu'un lien ne sait pas porter : recomposez-la dans le calculateur.";
export const WALL_REPORT_FILE_NAME = "Paroi-Isol-en-Paille.pdf";

export const ELEMENT_LABELS = {
  wall: "Mur (flux horizontal)",
  roof: "Toiture (flux ascendant)",
  floor: "Plancher (flux descendant)",
} as const;

/** What the tool does not compute (issue item 5): said in every report. */
export const WALL_REPORT_LIMITS = [
  "Ponts thermiques de liaison et calcul en deux dimensions (planchers, menuiseries, angles, NF EN ISO 10211) : non calculés.",
  "Bilan hygrothermique mensuel NF EN ISO 13788 : fait sur une station française citée (Lyon-Bron, Bordeaux-Mérignac) ou un climat mensuel saisi, pas sur les autres zones (aucune série de température et d'humidité citée) ; simulation dynamique NF EN 15026 (capillarité, sorption, pluie battante) : non faite.",
  "Émissions : données génériques (KBOB) pour les matériaux autres que nos bottes, sans transport ni mise en œuvre (A4-A5) ni module D ; un matériau sans donnée citée rend l'émission de la paroi inconnue.",
  "Comportement au feu (réaction et résistance au feu) : non évalué.",
  "Acoustique (isolement aux bruits aériens, NF EN ISO 12354) : non évaluée.",
  "Mise en œuvre : les corrections ΔU (lames d'air parasites, fixations, toitures inversées) ne sont pas comptées ; le résultat suppose une pose conforme aux règles professionnelles.",
] as const;

export const WALL_REPORT_FORMULAS = [
  "R d'une couche = d / λ ; R_T = Rsi + Σ R + Rse ; U = 1 / R_T (NF EN ISO 6946).",
  "Couche à ossature, méthode combinée : R_T = (R'_T + R''_T) / 2, borne haute R'_T = 1 / Σ (f_j / R_Tj) et borne basse R''_T par couches homogénéisées λ'' = Σ f_j λ_j ; erreur relative maximale e = (R'_T − R''_T) / (2 R_T) (NF EN ISO 6946 §6.7).",
  "Caractéristiques dynamiques, période T = 24 h : matrice de transfert de chaque couche à partir de la profondeur de pénétration δ = √(λT / (πρc)) ; transmittance périodique Y12, facteur d'amortissement f = |Y12| / U, déphasage Δt = arg(Y12) · T / 2π, admittances Y11 et Y22, capacités surfaciques κ1 et κ2 (NF EN ISO 13786).",
  "Condensation (Glaser) : température par couche selon les résistances, pression de saturation p_sat(θ), épaisseur d'air équivalente sd = μ · d ; condensation là où la droite de pression de vapeur coupe p_sat, flux g = δ0 · (Δp / Δsd) avec δ0 = 2 × 10⁻¹⁰ kg/(m·s·Pa) (NF EN ISO 13788).",
  "Carbone biogénique stocké : CO₂ = 44/12 · teneur en carbone · masse sèche (NF EN 16449) ; il ne s'ajoute pas au changement climatique des FDES (NF EN 15804).",
  "Émissions d'un matériau donné par kg : masse par m² de paroi = épaisseur (m) × masse volumique (kg/m³) × part de surface ; émission = masse × valeur par kg de la donnée, par module (fabrication A1-A3, fin de vie C).",
] as const;

export const WALL_REPORT_RESPONSIBILITY =
  "Les valeurs marquées « indicatif » ou « valeurs saisies » relèvent de la responsabilité du visiteur qui les a choisies ou saisies : le calcul les reprend telles quelles.";

const n = (value: number, decimals: number) => formatNumber(value, decimals);

export interface ReportFigure {
  label: string;
  value: string;
  standard: string;
}

/** Every figure of the results, with its unit and standard. */
export function wallReportFigures(performance: WallPerformance): ReportFigure[] {
  const iso6946 = "NF EN ISO 6946";
  const iso13786 = "NF EN ISO 13786";
  const figures: ReportFigure[] = [
    { label: "Coefficient de transmission thermique U", value: `${n(performance.uValue, 3)} W/(m²·K)`, standard: iso6946 },
    { label: "Résistance thermique totale R_T", value: `${n(performance.rTotal, 2)} m²·K/W`, standard: iso6946 },
    { label: "Borne haute R'_T", value: `${n(performance.rUpper, 2)} m²·K/W`, standard: iso6946 },
    { label: "Borne basse R''_T", value: `${n(performance.rLower, 2)} m²·K/W`, standard: iso6946 },
    { label: "Erreur relative maximale", value: `${n(performance.maxRelativeError * 100, 1)} %`, standard: iso6946 },
    { label: "U en partie courante (sans ossature)", value: `${n(performance.uClearField, 3)} W/(m²·K)`, standard: iso6946 },
    {
      label: "Résistances superficielles Rsi / Rse",
      value: `${n(performance.rsi, 2)} / ${n(performance.rse, 2)} m²·K/W`,
      standard: iso6946,
    },
    { label: "Épaisseur totale", value: `${n(performance.thicknessMm, 0)} mm`, standard: "—" },
    { label: "Transmittance thermique périodique", value: `${n(performance.periodicTransmittance, 4)} W/(m²·K)`, standard: iso13786 },
    { label: "Facteur d'amortissement f", value: n(performance.decrementFactor, 3), standard: iso13786 },
    { label: "Déphasage", value: `${n(performance.timeShiftHours, 1)} h`, standard: iso13786 },
    { label: "Déphasage non replié", value: `${n(performance.timeShiftUnwrappedHours, 1)} h`, standard: iso13786 },
    { label: "Admittance intérieure Y11", value: `${n(performance.admittanceInside, 2)} W/(m²·K)`, standard: iso13786 },
    { label: "Admittance extérieure Y22", value: `${n(performance.admittanceOutside, 2)} W/(m²·K)`, standard: iso13786 },
    { label: "Capacité thermique surfacique intérieure κ1", value: `${n(performance.kappaInside, 1)} kJ/(m²·K)`, standard: iso13786 },
    { label: "Capacité thermique surfacique extérieure κ2", value: `${n(performance.kappaOutside, 1)} kJ/(m²·K)`, standard: iso13786 },
    { label: "Masse surfacique", value: `${n(performance.arealMass, 1)} kg/m²`, standard: iso13786 },
    { label: "Capacité thermique Σρcd", value: `${n(performance.arealHeatCapacity, 1)} kJ/(m²·K)`, standard: iso13786 },
    { label: "Constante de temps R_T · Σρcd", value: `${n(performance.timeConstantHours, 0)} h`, standard: iso13786 },
    { label: "Épaisseur d'air équivalente sd totale", value: `${n(performance.sdTotal, 2)} m`, standard: "NF EN ISO 13788" },
    {
      label: "Humidité, méthode des périodes : condensation en hiver",
      value: `${n(performance.moisture.blockMethod.condensateGPerM2, 0)} g/m²`,
      standard: "DIN 4108-3",
    },
    {
      label: "Humidité, méthode des périodes : évaporation possible en été",
      value: `${n(performance.moisture.blockMethod.evaporationGPerM2, 0)} g/m²`,
      standard: "DIN 4108-3",
    },
    {
      label: "Verdict humidité (DIN 4108-3)",
      value: performance.moisture.blockMethod.passes ? "conforme" : "non conforme",
      standard: "DIN 4108-3",
    },
    {
      label: "Bilan mensuel",
      value: performance.moisture.monthly
        ? performance.moisture.monthly.driesWithinYear
          ? `sèche dans l'année (au plus ${n(performance.moisture.monthly.maxAccumulatedGPerM2, 0)} g/m²)`
          : `ne sèche pas dans l'année (au plus ${n(performance.moisture.monthly.maxAccumulatedGPerM2, 0)} g/m²)`
        : "non fait (aucun climat mensuel choisi)",
      standard: "NF EN ISO 13788",
    },
    {
      label: "Moisissure en surface fRsi / fRsi,min",
      value: `${n(performance.moisture.mould.fRsi, 3)} / ${n(performance.moisture.mould.fRsiMin, 3)}`,
      standard: "NF EN ISO 13788 §5",
    },
    {
      label: "Condensation à la condition de calcul (Glaser, détail)",
      value: condensationVerdict(performance),
      standard: "NF EN ISO 13788",
    },
    {
      label: "Condensation superficielle intérieure",
      value: performance.surfaceCondensation ? "risque" : "aucune",
      standard: "NF EN ISO 13788",
    },
    { label: "Carbone biogénique stocké", value: `${n(performance.storedBiogenicCo2, 1)} kg CO₂/m²`, standard: STORED_CARBON_STANDARD },
    {
      label: "dont paille",
      value: `${n(performance.storedBiogenicCo2Straw, 1)} kg CO₂/m²`,
      standard: "stockage déclaré par le fabricant × part de paille",
    },
  ];
  if (performance.gwp.modules["A1-C4"] === null) {
    figures.push({
      label: "Changement climatique de la paroi, A1-C4",
      value: "inconnu (couches sans donnée citée)",
      standard: "NF EN 15804",
    });
  }
  for (const module of GWP_MODULES) {
    const value = performance.gwp.modules[module];
    if (value === null) continue;
    figures.push({
      label: `Changement climatique de la paroi, module ${module}${performance.gwp.isExample ? " (FDES exemple)" : ""}`,
      value: `${n(value, 2)} kg CO₂ éq./m²`,
      standard: "NF EN 15804",
    });
  }
  return figures;
}

export const CARBON_HEADERS = ["Couche et matériau", "kg/m²", "A1-A3", "C1-C4", "A1-C4", "Donnée"] as const;

/** The emissions material by material (kg CO₂ eq. per m² of wall), then the materials without data and why. */
export function wallReportCarbonRows(performance: WallPerformance): string[][] {
  const value = (figure: number | null) => (figure === null ? "—" : n(figure, 2));
  const name = (layerIndex: number, label: string, part: string) => `${layerIndex + 1}. ${label}${part === "bridge" ? " (ossature)" : ""}`;
  return [
    ...performance.gwp.layers.map((layer) => [
      name(layer.layerIndex, layer.label, layer.part),
      layer.massKgPerM2 === null ? "—" : n(layer.massKgPerM2, 2),
      value(layer.modules["A1-A3"]),
      value(layer.modules["C1-C4"]),
      value(layer.modules["A1-C4"]),
      `${layer.status} : ${layer.source}`,
    ]),
    ...performance.gwp.uncounted.map((part) => [
      name(part.layerIndex, part.label, part.part),
      "—",
      "—",
      "—",
      "—",
      `non comptée : ${part.reason}`,
    ]),
  ];
}

export function condensationVerdict(performance: WallPerformance): string {
  if (!performance.condensation.occurs) return "aucune condensation dans les conditions de calcul";
  return `condensation : ${n(performance.condensation.rateGPerM2H, 3)} g/(m²·h)`;
}

export interface ReportLayer {
  index: number;
  label: string;
  thicknessMm: number;
  lambda: string;
  density: string;
  specificHeat: string;
  mu: string;
  source: string;
  bridge: string | null;
}

function materialOf(ref: MaterialRef): Material | undefined {
  return "materialId" in ref ? findMaterial(ref.materialId) : customMaterial(ref.values);
}

/** The inputs, layer by layer: thickness, material, λ ρ c μ and their source and status, the frame. */
export function wallReportLayers(input: WallInput, performance: WallPerformance): ReportLayer[] {
  return input.layers.map((layer, index) => {
    const material = materialOf(layer.material);
    const result = performance.layers[index];
    const solid = material?.kind === "solid" ? material : null;
    const bridgeMaterial = layer.bridge ? materialOf(layer.bridge.material) : undefined;
    return {
      index: index + 1,
      label: result?.label ?? material?.label ?? "",
      thicknessMm: layer.thicknessMm,
      lambda: solid ? n(solid.lambda, 3) : "lame d'air",
      density: solid ? n(solid.density, 0) : "—",
      specificHeat: solid ? n(solid.specificHeat, 0) : "—",
      mu: solid ? (solid.sdM !== undefined ? `sd ${n(solid.sdM, 2)} m` : n(solid.mu, 1)) : "1",
      source: `${result?.statusLabel ?? (material ? MATERIAL_STATUS_LABELS[material.status] : "")} — ${result?.source ?? material?.source ?? ""}`,
      bridge:
        layer.bridge && bridgeMaterial
          ? `ossature ${bridgeMaterial.label} (${n(layer.bridge.fraction * 100, 1)} % de la surface${
              bridgeMaterial.kind === "solid" ? `, λ ${n(bridgeMaterial.lambda, 3)} W/(m·K)` : ""
            })`
          : null,
    };
  });
}

/** The Glaser profile at the layers' faces (the subdivisions between them left out). */
export function wallReportGlaserRows(performance: WallPerformance): string[][] {
  const faces = new Set<number>([0]);
  let depth = 0;
  for (const layer of performance.layers) {
    if (layer.excluded) continue;
    depth += layer.thicknessMm;
    faces.add(Math.round(depth * 1000) / 1000);
  }
  const seen = new Set<number>();
  return performance.glaser.profile
    .filter((point) => {
      const x = Math.round(point.xMm * 1000) / 1000;
      if (!faces.has(x) || seen.has(x)) return false;
      seen.add(x);
      return true;
    })
    .map((point) => [n(point.xMm, 0), n(point.sd, 2), n(point.temperature, 1), n(point.saturationPressure, 0), n(point.vapourPressure, 0)]);
}

export const GLASER_HEADERS = ["Profondeur (mm)", "sd cumulé (m)", "θ (°C)", "p_sat (Pa)", "p (Pa)"] as const;
