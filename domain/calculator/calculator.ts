import { z } from "zod";
import type { DecimalRule } from "../decimal";
import { decimalNumberSchema } from "../decimal-schema";
import { storageFloorArea } from "../logistics";
import {
  type Catalogue,
  PRODUCT_IDS,
  type ProductId,
  STORAGE,
  baleVolume,
  rulesThermalResistance,
  surfacePerBale,
  weightPerBale,
} from "../products";

/**
 * The bale calculator (docs/product.md §10 'Calculation rules'): from a surface, a volume or a bale count to bales, pallets,
 * weight, trucks, surface, indicative budget, carbon and storage. Pure; the browser shows it and the server
 * recomputes it before e-mailing results, never trusting figures sent by a browser.
 */
export const CALCULATOR_UNITS = ["m2", "m3", "bottes"] as const;
export type CalculatorUnit = (typeof CALCULATOR_UNITS)[number];

export const UNIT_LABELS: Record<CalculatorUnit, string> = { m2: "m²", m3: "m³", bottes: "bottes" };

/** Largest quantity accepted: far beyond any order, small enough that every figure stays exact. */
export const MAX_QUANTITY = 1_000_000;

export const calculatorUnitSchema = z.enum(CALCULATOR_UNITS, { error: "Unité inconnue" });

/** The quantity field (docs/product.md §8.4): typed the French way on the page, the same range on the server. */
export const QUANTITY_RULE: DecimalRule = { subject: "La quantité", min: 0, minExclusive: true, max: MAX_QUANTITY };

export const quantitySchema = decimalNumberSchema(QUANTITY_RULE);

export const calculationInputSchema = z.object({
  productId: z.enum(PRODUCT_IDS, { error: "Produit inconnu" }),
  unit: calculatorUnitSchema,
  quantity: quantitySchema,
});
export type CalculationInput = z.infer<typeof calculationInputSchema>;

/** The fields of docs/product.md §5 'Calculation result', plus the logistics a professional needs. */
export interface CalculationResult {
  productId: ProductId;
  /** Product label, e.g. "Botte 22". */
  product: string;
  unit: CalculatorUnit;
  quantity: number;
  bottles: number;
  pallets: number;
  /** kg, from the rounded bale count. */
  weight: number;
  trucks: number;
  /** Share of the last truck's capacity used, in whole percent (100 when the pallets fill every truck). */
  lastTruckFillPercent: number;
  surfaceM2: number;
  /** The maker's declared R ("R déclaré par le fabricant", docs/product.md §10.9), the field the usage record keeps. */
  thermalResistance: number;
  /** "R selon les règles professionnelles"; null for the ArgiBotte, which the rules do not cover. */
  rulesThermalResistance: number | null;
  /** € HT, whole euros, indicative. */
  cost: number;
  /** Tonnes of CO₂ stored. */
  carbonStorage: number;
  storage: { floorAreaM2: number; stackingHeightM: number };
  productDetails: {
    width: number;
    height: number;
    length: number;
    lambda: number;
    /** kg/m³: weight per bale over bale volume. */
    density: number;
    weightPerBottle: number;
  };
}

/** Rounds up, forgiving the binary noise of decimal arithmetic (12.5 m² of Botte 22 is 62 bales, not 63). */
function ceilExact(value: number): number {
  return Math.ceil(Number(value.toFixed(9)));
}

/**
 * Null until the quantity is a number above 0 (docs/product.md §6: no result, and the result clears). The pallets,
 * weight, trucks and budget follow the catalogue's current offer (docs/product.md §10.1).
 */
export function calculate(
  input: {
    productId: ProductId;
    unit: CalculatorUnit;
    quantity: number | null | undefined;
  },
  catalogue: Catalogue,
): CalculationResult | null {
  const { quantity } = input;
  if (typeof quantity !== "number" || !Number.isFinite(quantity) || quantity <= 0 || quantity > MAX_QUANTITY) return null;
  const product = catalogue[input.productId];

  const bottles =
    input.unit === "m2"
      ? ceilExact((quantity * product.wallCover.bales) / product.wallCover.m2)
      : input.unit === "m3"
        ? ceilExact(quantity / baleVolume(product))
        : ceilExact(quantity);
  // The wall surface: the area entered; a volume spread at the bale's thickness; or what the bales cover.
  const surfaceM2 = input.unit === "m2" ? quantity : input.unit === "m3" ? quantity / product.width : bottles * surfacePerBale(product);

  const pallets = Math.ceil(bottles / product.balesPerPallet);
  const trucks = Math.ceil(pallets / product.palletsPerTruck);
  const remainder = pallets % product.palletsPerTruck;

  return {
    productId: product.id,
    product: product.label,
    unit: input.unit,
    quantity,
    bottles,
    pallets,
    weight: bottles * weightPerBale(product),
    trucks,
    lastTruckFillPercent: remainder === 0 ? 100 : Math.round((remainder / product.palletsPerTruck) * 100),
    surfaceM2,
    thermalResistance: product.thermalResistance,
    rulesThermalResistance: rulesThermalResistance(product),
    cost: Math.round(surfaceM2 * product.pricePerM2),
    carbonStorage: (surfaceM2 * product.carbonStoragePerM2) / 1000,
    storage: { floorAreaM2: storageFloorArea(pallets), stackingHeightM: STORAGE.stackingHeightM },
    productDetails: {
      width: product.width,
      height: product.height,
      length: product.length,
      lambda: product.lambda,
      density: weightPerBale(product) / baleVolume(product),
      weightPerBottle: weightPerBale(product),
    },
  };
}

/** The caveats that go with every budget figure (docs/product.md §10). */
export const BUDGET_CAVEATS = [
  "la distance et les conditions de livraison",
  "le volume de la commande",
  "l'anticipation de la commande",
] as const;
