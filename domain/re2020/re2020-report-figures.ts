import { formatNumber } from "../format";
import { CONVENTIONAL_LABEL } from "./conventional-envelopes";
import { REFERENCE_PERIOD_YEARS, WEIGHTS } from "./dynamic-weights";
import type { Re2020Estimate } from "./estimate";
import { stockCDerivation, stockCText, storedCo2Text } from "./notes";
import { ESTIMATE_ELEMENT_LABELS } from "./re2020-schema";
import { BUILDING_TYPE_LABELS, THRESHOLD_PERIOD_LABELS, THRESHOLD_PERIODS } from "./thresholds";

/**
 * The RE2020 estimate's figures as French lines (docs/decisions/0015-re2020-estimate.md), shared by its PDF report, its
 * e-mail and the quote's team e-mail and PDF annex.
 */

export const RE2020_REPORT_TITLE = "Estimation RE2020 de l'isolant";
export const RE2020_REPORT_FILE_NAME = "Estimation-RE2020-Isol-en-Paille.pdf";

const UNIT = "kg CO₂ éq./m² SREF";

export function icText(value: number | null): string {
  return value === null ? "inconnu" : `${formatNumber(value, 1)} ${UNIT}`;
}

export function shareText(value: number | null): string {
  return value === null ? "inconnue" : `${formatNumber(value * 100, 1)} %`;
}

/** The inputs, one line each. */
export function re2020InputLines(estimate: Re2020Estimate): string[] {
  return [
    `Bâtiment : ${BUILDING_TYPE_LABELS[estimate.buildingType].toLowerCase()}, permis déposé en ${estimate.permitYear} (période ${THRESHOLD_PERIOD_LABELS[estimate.period]})`,
    `Surface de référence (SREF) : ${formatNumber(estimate.sref, 1)} m²`,
    ...estimate.elements.map(
      (element) =>
        `${ESTIMATE_ELEMENT_LABELS[element.element]} : ${formatNumber(element.areaM2, 1)} m², ${element.label}${
          element.layers.length > 0
            ? ` (isolant : ${element.layers.map((layer) => `${layer.label}, ${formatNumber(layer.thicknessMm, 0)} mm`).join(" ; ")})`
            : " (sans isolant)"
        }`,
    ),
  ];
}

/** The headline figures: label and value. */
export function re2020Figures(estimate: Re2020Estimate): { label: string; value: string }[] {
  return [
    { label: "Ic de l'isolant, calcul dynamique (RE2020)", value: icText(estimate.insulationIcDynamic) },
    { label: "Ic de l'isolant, calcul statique (comparaison)", value: icText(estimate.insulationIcStatic) },
    {
      label: `Part du seuil ${THRESHOLD_PERIOD_LABELS[estimate.period]} (${formatNumber(estimate.thresholds[estimate.period], 0)} kg CO₂ éq./m²)`,
      value: `${shareText(estimate.shareOfThreshold[estimate.period])} (statique ${shareText(estimate.shareOfThresholdStatic[estimate.period])})`,
    },
    { label: "CO₂ stocké dans l'isolant", value: storedCo2Text(estimate) },
    { label: "Stock C de l'isolant (sans seuil)", value: stockCDerivation(estimate) },
    { label: "Module D (hors Ic)", value: icText(estimate.moduleD) },
    {
      label: "Ic de la composition entière (toutes les couches et l'ossature), dynamique",
      value: `${icText(estimate.compositionIcDynamic)} ; statique ${icText(estimate.compositionIcStatic)}`,
    },
  ];
}

/** Period, threshold, share dynamic, share static. */
export function re2020ThresholdRows(estimate: Re2020Estimate): string[][] {
  return THRESHOLD_PERIODS.map((period) => [
    `${THRESHOLD_PERIOD_LABELS[period]}${period === estimate.period ? " (permis)" : ""}`,
    `${formatNumber(estimate.thresholds[period], 0)}`,
    shareText(estimate.shareOfThreshold[period]),
    shareText(estimate.shareOfThresholdStatic[period]),
  ]);
}

/** Element, area, dynamic, static, module D, Stock C, the whole composition's dynamic figure. */
export function re2020ElementRows(estimate: Re2020Estimate): string[][] {
  const number = (value: number | null) => (value === null ? "inconnu" : formatNumber(value, 2));
  return estimate.elements.map((element) => [
    ESTIMATE_ELEMENT_LABELS[element.element],
    `${formatNumber(element.areaM2, 1)} m²`,
    number(element.icDynamic),
    number(element.icStatic),
    number(element.moduleD),
    formatNumber(element.stockC, 2),
    number(element.composition.icDynamic),
  ]);
}

/** Each insulation layer's modules as they enter Ic, per m² of element, with its FDES. */
export function re2020LayerRows(estimate: Re2020Estimate): string[][] {
  return estimate.elements
    .filter((element) => element.areaM2 > 0)
    .flatMap((element) =>
      element.layers.map((layer) => [
        `${ESTIMATE_ELEMENT_LABELS[element.element]} : ${layer.label}`,
        layer.gwpPerM2 === null ? "sans donnée citée" : formatNumber(layer.gwpPerM2, 2),
        formatNumber(layer.storedCo2PerM2, 2),
        layer.modules ? `A ${formatNumber(layer.modules.a, 2)} ; C ${formatNumber(layer.modules.c, 2)}` : "inconnu",
        layer.fdesSource ?? "aucune donnée citée ici",
      ]),
    );
}

/** Conventional insulation: label, Ic, difference; always labelled as an order of magnitude. */
export function re2020ConventionalRows(estimate: Re2020Estimate): string[][] {
  return estimate.conventional.map((item) => [
    `${item.label} (${CONVENTIONAL_LABEL})`,
    `≈ ${formatNumber(item.icDynamic, 1)}`,
    item.differenceDynamic === null ? "inconnu" : `${item.differenceDynamic > 0 ? "+" : ""}${formatNumber(item.differenceDynamic, 1)}`,
  ]);
}

/** The weighting table every five years (the report shows the table it used). */
export function re2020WeightRows(): string[][] {
  const rows: string[][] = [];
  for (let start = 0; start <= REFERENCE_PERIOD_YEARS; start += 10) {
    const years = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((offset) => start + offset).filter((year) => year <= REFERENCE_PERIOD_YEARS);
    rows.push(years.map((year) => `${year} : ${formatNumber(WEIGHTS[year]!, 3)}`));
  }
  return rows;
}

/** One line for the quote: what the team reads and the quote's annex carries. */
export function re2020SummaryLine(estimate: Re2020Estimate): string {
  return `Estimation RE2020 de l'isolant (${BUILDING_TYPE_LABELS[estimate.buildingType].toLowerCase()}, permis ${estimate.permitYear}, SREF ${formatNumber(estimate.sref, 1)} m²) : ${icText(estimate.insulationIcDynamic)} en dynamique, ${icText(estimate.insulationIcStatic)} en statique, ${shareText(estimate.shareOfThreshold[estimate.period])} du seuil ${THRESHOLD_PERIOD_LABELS[estimate.period]}, ${storedCo2Text(estimate)} stockés dans l'isolant, Stock C ${stockCText(estimate)} ; estimation, pas une attestation RE2020.`;
}
