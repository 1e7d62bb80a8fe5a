import type { ProductId } from "../products";

/**
 * A quote request's RE2020 estimate as the customer and the team read it (issue #40 item 5): in the confirmation
 * dialog, the e-mails and the quote's annex. Plain strings, so the quote page receives it from its loader without the
 * estimate's code (built by server/re2020/quote-estimate-annex.server.ts).
 */

export const QUOTE_ESTIMATE_ANNEX_TITLE = "Estimation RE2020 de l'isolant jointe à la demande";

/** The m² of one of our bales the estimate's envelope holds, offered as that bale's surface on the quote form. */
export interface EstimateBaleSurface {
  productId: ProductId;
  /** m², the areas of the elements insulated with this bale (each layer of it counts its element's area). */
  areaM2: number;
  /** "Murs 150 m², Toiture 100 m²". */
  from: string;
}

export interface QuoteEstimateAnnex {
  summary: string;
  inputs: string[];
  figures: { label: string; value: string }[];
  thresholds: { headers: string[]; rows: string[][] };
  /** Why the estimate's stored CO₂ is not the quote's: bales against whole walls (docs/product.md §10.9). */
  carbon: string;
  /** What the estimate is (first) and how it is made. */
  method: string[];
  surfaces: EstimateBaleSurface[];
}
