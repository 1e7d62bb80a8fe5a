import { scaledIndicator, STRAW_REFERENCE_INDICATORS } from "../fdes-reference";
import type { Product } from "../products";

/**
 * GWP by life-cycle stage of our sample FDES (kg CO₂ éq. per m² of bale `thicknessMm` thick), an estimate printed only
 * in the declarations marked EXEMPLE. The life-cycle total is the reference value (derived from a published EPD,
 * domain/fdes-reference.ts); its fossil part is split 60 % production (A1-A3), 20 % transport and installation
 * (A4-A5), nothing in use (B1-B7), 20 % end of life (C1-C4), an order of magnitude read in no FDES. The biogenic CO₂
 * the bale stores (the manufacturer's declared figure, `carbonStoragePerM2`, the one the product pages show) is taken up in A1-A3 and given back in C1-C4 (composting or
 * incineration), as EN 15804+A2 counts it: the stages sum to the total.
 */
export const SAMPLE_FOSSIL_SHARES = { a1a3: 0.6, a4a5: 0.2, b: 0, c: 0.2 } as const;

export interface SampleGwpStages {
  a1a3: number;
  a4a5: number;
  b: number;
  c: number;
  total: number;
  /** The biogenic CO₂ taken up in A1-A3 and given back in C1-C4. */
  biogenicCo2: number;
}

export function sampleGwpStages(product: Pick<Product, "thicknessMm" | "carbonStoragePerM2">): SampleGwpStages {
  const total = scaledIndicator(STRAW_REFERENCE_INDICATORS.gwpTotal, product.thicknessMm).value;
  const biogenicCo2 = product.carbonStoragePerM2;
  return {
    a1a3: SAMPLE_FOSSIL_SHARES.a1a3 * total - biogenicCo2,
    a4a5: SAMPLE_FOSSIL_SHARES.a4a5 * total,
    b: SAMPLE_FOSSIL_SHARES.b * total,
    c: SAMPLE_FOSSIL_SHARES.c * total + biogenicCo2,
    total,
    biogenicCo2,
  };
}
