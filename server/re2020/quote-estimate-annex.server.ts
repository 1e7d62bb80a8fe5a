import { formatNumber } from "@domain/format";
import { wallCarbonNote } from "@domain/product-figures";
import { isProductId, type ProductId } from "@domain/products";
import type { EstimateBaleSurface, QuoteEstimateAnnex } from "@domain/quote/estimate-annex";
import type { Re2020Estimate } from "@domain/re2020/estimate";
import { RE2020_BIOGENIC_NOTE, RE2020_CONTRIBUTION_NOTE, RE2020_DISCLAIMER, storedCo2Text } from "@domain/re2020/notes";
import { DEFAULT_COMPOSITION_LABEL, ESTIMATE_ELEMENT_LABELS, WALL_CALCULATOR_COMPOSITION_LABEL } from "@domain/re2020/re2020-schema";
import { CUSTOM_MATERIAL_LABEL, MATERIALS } from "@domain/wall/materials";
import { WALL_PRESETS } from "@domain/wall/presets";
import { re2020Figures, re2020InputLines, re2020SummaryLine, re2020ThresholdRows } from "@domain/re2020/re2020-report-figures";

/** Builds the annex of domain/quote/estimate-annex.ts from a computed estimate (issue #40 item 5). */

export const THRESHOLD_HEADERS = ["Période du permis", "Seuil moyen (kg CO₂ éq./m² SREF)", "Part (dynamique)", "Part (statique)"];

/** The frame's share of the insulated area, weighted by each element's area. */
function frameShare(estimate: Re2020Estimate): number | undefined {
  const insulated = estimate.elements.filter((element) => element.areaM2 > 0 && element.layers.length > 0);
  const area = insulated.reduce((sum, element) => sum + element.areaM2, 0);
  if (area === 0) return undefined;
  return insulated.reduce((sum, element) => sum + element.areaM2 * (1 - element.insulationAreaShare), 0) / area;
}

/** Each of our bales in the envelope with the area it insulates: what the quote form offers as surfaces. */
export function estimateBaleSurfaces(estimate: Re2020Estimate): EstimateBaleSurface[] {
  const byProduct = new Map<ProductId, { areaM2: number; from: string[] }>();
  for (const element of estimate.elements) {
    if (element.areaM2 <= 0) continue;
    for (const layer of element.layers) {
      if (layer.productId === null || !isProductId(layer.productId)) continue;
      const entry = byProduct.get(layer.productId) ?? { areaM2: 0, from: [] };
      entry.areaM2 += element.areaM2;
      entry.from.push(`${ESTIMATE_ELEMENT_LABELS[element.element]} ${formatNumber(element.areaM2, 1)} m²`);
      byProduct.set(layer.productId, entry);
    }
  }
  return [...byProduct].map(([productId, { areaM2, from }]) => ({ productId, areaM2, from: from.join(", ") }));
}

/**
 * The sentence that reconciles the two stored-carbon figures a quote with an estimate shows: page 1's, m² of bales ×
 * the declared storage; the estimate's, the straw of whole walls, the frame left out. `baleCarbonKg` is page 1's
 * figure, null when there is no priced quote.
 */
export function annexCarbonSentence(estimate: Re2020Estimate, baleCarbonKg: number | null): string {
  const surfaces = estimateBaleSurfaces(estimate);
  const walls = surfaces.reduce((sum, surface) => sum + surface.areaM2, 0);
  const estimateText = `L'estimation compte ${storedCo2Text(estimate)} stockés dans la paille de ${formatNumber(walls, 1)} m² de parois`;
  const quoteText =
    baleCarbonKg === null
      ? ""
      : ` ; la page 1 du devis, ${formatNumber(baleCarbonKg, 0)} kg CO₂ pour les m² de bottes commandés (surface × stockage déclaré par m² de paille)`;
  return `${estimateText}${quoteText}. ${wallCarbonNote(frameShare(estimate))}`;
}

/** Names a visitor may have typed (a composition's or a material's label, through the API) are not the site's words. */
const SITE_LABELS = new Set<string>([
  ...MATERIALS.map((material) => material.label),
  ...WALL_PRESETS.map((preset) => preset.label),
  DEFAULT_COMPOSITION_LABEL,
  WALL_CALCULATOR_COMPOSITION_LABEL,
]);
const siteLabel = (label: string, otherwise: string) => (SITE_LABELS.has(label) ? label : otherwise);

/**
 * The estimate with the site's names only: the annex goes to an address the visitor typed, which carries the site's
 * words and figures, never a text of the visitor's (docs/decisions/0017-no-mail-relay.md).
 */
function withSiteLabels(estimate: Re2020Estimate): Re2020Estimate {
  return {
    ...estimate,
    elements: estimate.elements.map((element) => ({
      ...element,
      label: siteLabel(element.label, "Composition jointe à la demande"),
      layers: element.layers.map((layer) => ({ ...layer, label: siteLabel(layer.label, CUSTOM_MATERIAL_LABEL) })),
    })),
  };
}

export function quoteEstimateAnnex(computed: Re2020Estimate, baleCarbonKg: number | null = null): QuoteEstimateAnnex {
  const estimate = withSiteLabels(computed);
  return {
    summary: re2020SummaryLine(estimate),
    inputs: re2020InputLines(estimate),
    figures: re2020Figures(estimate),
    thresholds: { headers: THRESHOLD_HEADERS, rows: re2020ThresholdRows(estimate) },
    carbon: annexCarbonSentence(estimate, baleCarbonKg),
    method: [RE2020_DISCLAIMER, RE2020_CONTRIBUTION_NOTE, RE2020_BIOGENIC_NOTE],
    surfaces: estimateBaleSurfaces(estimate),
  };
}
