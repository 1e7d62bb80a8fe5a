import { parisDay } from "../calendar";
import { formatDateLong, formatList, formatNumber } from "../format";
import { EQUAL_R_BASIS } from "../product-figures";
import type { FdesStandardName, OwnProductComparison, UploadedProduct } from "./compare-fdes-api";
import { isPerSquareMetre, reductionPercent } from "./equal-r-comparison";
import { formatIndicator, formatIndicatorNumber, formatThermalResistance, INDICATOR_UNITS } from "./fdes-format";

const NBSP = "\u00A0";

/** Said in the analysis and beside the energy chart: straw's own energy weighs in its total primary energy. */
export const PRIMARY_ENERGY_NOTE =
  "L'énergie primaire totale compte l'énergie contenue dans la paille elle-même, matière première renouvelable : l'énergie non renouvelable (PENRT) dit mieux la part des ressources fossiles.";

/** Said in the analysis and beside the biogenic carbon of our bales. */
export const BIOGENIC_CARBON_NOTE =
  "Le carbone biogénique stocké dans la paille n'est retranché d'aucune valeur : il est déclaré à part et ne se compare pas au changement climatique d'un autre isolant.";

/** The indicators the analysis speaks of, in the order a reader expects them (docs/product.md §5). */
const INDICATORS = [
  { key: "gwp", label: "Changement climatique", unit: INDICATOR_UNITS.gwp },
  { key: "energy", label: "Énergie primaire totale", unit: INDICATOR_UNITS.energy },
  { key: "penrt", label: "Énergie primaire non renouvelable (PENRT)", unit: INDICATOR_UNITS.energy },
  { key: "water", label: "Utilisation nette d'eau douce", unit: INDICATOR_UNITS.water },
  { key: "waste", label: "Déchets éliminés", unit: INDICATOR_UNITS.waste },
] as const;

type IndicatorKey = (typeof INDICATORS)[number]["key"];

function uploadedValue(uploaded: UploadedProduct, key: IndicatorKey): number | null {
  return key === "penrt" ? uploaded.details.penrt : uploaded[key];
}

function percent(value: number): string {
  return `${formatNumber(Math.abs(value), 0)}${NBSP}%`;
}

/**
 * A set of reductions (positive: ours lower) in words, each rounded to the whole percent: "de 35 % à 52 % de
 * moins", "jusqu'à 12 % de moins", "à peu près autant", "de 10 % de moins à 5 % de plus selon la botte".
 */
export function describeReductions(reductions: readonly number[]): string | null {
  if (reductions.length === 0) return null;
  // + 0 turns a rounded −0 into 0.
  const low = Math.round(Math.min(...reductions)) + 0;
  const high = Math.round(Math.max(...reductions)) + 0;
  if (low === 0 && high === 0) return "à peu près autant";
  if (low >= 0)
    return low === high
      ? `${percent(low)} de moins`
      : low === 0
        ? `jusqu'à ${percent(high)} de moins`
        : `de ${percent(low)} à ${percent(high)} de moins`;
  if (high <= 0)
    return low === high
      ? `${percent(low)} de plus`
      : high === 0
        ? `jusqu'à ${percent(low)} de plus`
        : `de ${percent(high)} à ${percent(low)} de plus`;
  return `de ${percent(high)} de moins à ${percent(low)} de plus selon la botte`;
}

function indicatorLine(
  indicator: (typeof INDICATORS)[number],
  uploaded: UploadedProduct,
  products: readonly OwnProductComparison[],
  comparable: boolean,
): string {
  const theirs = uploadedValue(uploaded, indicator.key);
  if (theirs === null) return `${indicator.label} : non lu dans la FDES analysée.`;
  const ours = products.map((product) => product[indicator.key]).filter((value): value is number => value !== null);
  const head = `${indicator.label} : ${formatIndicator(theirs, indicator.unit)} pour le produit analysé`;
  if (ours.length === 0) return `${head} ; non disponible pour nos bottes.`;
  const low = Math.min(...ours);
  const high = Math.max(...ours);
  const range =
    low === high ? formatIndicator(low, indicator.unit) : `de ${formatIndicatorNumber(low)} à ${formatIndicator(high, indicator.unit)}`;
  if (!comparable) return `${head}, ${range} pour nos bottes à leur propre résistance thermique.`;
  const reductions = ours.map((value) => reductionPercent(theirs, value)).filter((value): value is number => value !== null);
  const gap = describeReductions(reductions);
  return `${head}, ${range} pour nos bottes${gap ? `, soit ${gap}` : ""}.`;
}

function closestLine(closest: { name: string; thermal_resistance: number }, products: readonly OwnProductComparison[]): string {
  const match = products.find((product) => product.name === closest.name);
  const gaps: string[] = [];
  if (match?.gwp_reduction_percent != null) gaps.push(`${describeReductions([match.gwp_reduction_percent])} sur le changement climatique`);
  if (match?.energy_reduction_percent != null)
    gaps.push(`${describeReductions([match.energy_reduction_percent])} sur l'énergie primaire totale`);
  const head = `Botte la plus proche en résistance thermique : ${closest.name} (${formatThermalResistance(closest.thermal_resistance)})`;
  return gaps.length ? `${head}, à résistance égale : ${formatList(gaps)}.` : `${head}.`;
}

/**
 * The standards of our declarations that differ from the uploaded one's: an A1 declaration against A2 ones is not
 * strictly comparable (docs/product.md §11.4; docs/decisions/0012-fdes-comparator.md). Nothing when the uploaded one is unknown.
 */
export function otherStandards(theirs: FdesStandardName | null, ours: readonly (FdesStandardName | null)[]): FdesStandardName[] {
  if (theirs === null) return [];
  return [...new Set(ours.filter((standard): standard is FdesStandardName => standard !== null && standard !== theirs))];
}

/** True when a declaration's validity (an ISO day) ended before today, a Paris day. */
export function isExpired(validUntil: string, today: Date): boolean {
  return validUntil < parisDay(today);
}

function caveats(uploaded: UploadedProduct, products: readonly OwnProductComparison[], today: Date): string[] {
  const lines: string[] = [];
  const theirStandard = uploaded.details.standard;
  const others = otherStandards(
    theirStandard,
    products.map((product) => product.standard),
  );
  if (theirStandard && others.length > 0) {
    lines.push(
      `Attention : la FDES analysée suit ${theirStandard} et nos déclarations ${formatList(others)} ; les méthodes de calcul diffèrent (notamment pour le carbone biogénique), la comparaison n'est donc pas strictement possible.`,
    );
  }
  const validUntil = uploaded.details.valid_until;
  if (validUntil && isExpired(validUntil, today)) {
    lines.push(
      `Attention : la FDES analysée n'est plus valide depuis le ${formatDateLong(validUntil)} ; ses valeurs peuvent ne plus refléter le produit.`,
    );
  }
  if (products.some((product) => product.is_example)) {
    lines.push(
      "Les valeurs de nos bottes viennent de FDES d'exemple (ordres de grandeur, non vérifiés par une tierce partie) : elles restent indicatives jusqu'à la publication de nos FDES vérifiées.",
    );
  }
  lines.push(BIOGENIC_CARBON_NOTE);
  if (uploaded.module_d !== null) {
    lines.push(
      `Le module D de la FDES analysée (${formatIndicator(uploaded.module_d, INDICATOR_UNITS.gwp)}) décrit des bénéfices et charges au-delà du cycle de vie : il est présenté à part et n'entre dans aucun total.`,
    );
  }
  return lines;
}

/**
 * The analysis text of the comparator (docs/product.md §3.1, §11.4 `analysis`): one statement a line, in plain French, saying
 * what each indicator shows, the closest match and the caveats that apply. It states figures and their
 * differences only; it never concludes beyond them (no "meilleur", no verdict on a value that was not read).
 */
export function writeAnalysis(
  uploaded: UploadedProduct,
  products: readonly OwnProductComparison[],
  closest: { name: string; thermal_resistance: number } | null,
  today: Date,
): string {
  const lines: string[] = [];
  const unit = uploaded.details.functional_unit;
  const r = uploaded.thermal_resistance;
  const perSquareMetre = isPerSquareMetre(uploaded);
  const comparable = r !== null && r > 0 && perSquareMetre;

  const name = uploaded.name ?? "nom non lu";
  const standard = uploaded.details.standard ?? "norme non identifiée";
  lines.push(`Produit analysé : ${name} (${standard}).`);
  if (!perSquareMetre) {
    lines.push(
      `L'unité fonctionnelle de la FDES analysée est exprimée en ${unit.unit}, et non en m² de paroi : une comparaison à résistance thermique égale n'est pas possible. Nos bottes sont données pour 1 m² de paroi, à leur propre résistance thermique.`,
    );
  } else if (!comparable) {
    lines.push(
      "La résistance thermique de l'unité fonctionnelle n'a pas pu être lue : une comparaison à résistance thermique égale n'est pas possible. Nos bottes sont données pour 1 m² de paroi, à leur propre résistance thermique.",
    );
  } else {
    const area = unit.quantity !== null && unit.quantity !== 1 ? ` et à ${formatNumber(unit.quantity, 2)}${NBSP}m²` : "";
    lines.push(
      `Comparaison à résistance thermique égale : les valeurs de nos bottes sont ramenées à ${formatThermalResistance(r)}${area} (valeur pour 1 m² de botte × R visé / R de la botte ; ${EQUAL_R_BASIS}).`,
    );
    if (unit.quantity !== null && unit.quantity !== 1) {
      lines.push(`L'unité fonctionnelle de la FDES analysée couvre ${formatNumber(unit.quantity, 2)}${NBSP}m² de paroi, et non 1 m².`);
    }
  }

  for (const indicator of INDICATORS) lines.push(indicatorLine(indicator, uploaded, products, comparable));
  if (uploaded.energy !== null || products.some((product) => product.energy !== null)) {
    lines.push(PRIMARY_ENERGY_NOTE);
  }
  if (closest) lines.push(closestLine(closest, products));
  lines.push(...caveats(uploaded, products, today));
  return lines.join("\n");
}
