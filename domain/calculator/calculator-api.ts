import { z } from "zod";
import { emailAddressSchema } from "../email-address";
import { PRODUCT_LIST } from "../products";
import { type CalculationInput, type CalculationResult, calculatorUnitSchema, quantitySchema } from "./calculator";

/**
 * Payloads of the calculator's two calls (docs/product.md §7 calls 4 and 5), shared by the browser and the server.
 */
const productByLabel = new Map(PRODUCT_LIST.map((product) => [product.label, product.id]));

/**
 * A calculation as the browser sends it (the result object of docs/product.md §5). Only its inputs are kept: the server
 * recomputes every figure.
 */
const sentCalculationSchema = z
  .object({
    product: z.string().refine((label) => productByLabel.has(label), "Produit inconnu"),
    unit: calculatorUnitSchema,
    quantity: quantitySchema,
  })
  .transform((sent): CalculationInput => ({ productId: productByLabel.get(sent.product)!, unit: sent.unit, quantity: sent.quantity }));

export const CALCULATOR_MESSAGES = {
  invalidEmail: { title: "Email invalide", description: "Veuillez entrer une adresse email valide" },
  noCalculation: { title: "Aucun calcul", description: "Veuillez effectuer un calcul avant d'envoyer l'email" },
  sendFailed: { title: "Erreur", description: "Une erreur est survenue lors de l'envoi de l'email. Veuillez réessayer." },
  sent: { title: "Email envoyé !", description: "Vous allez recevoir vos résultats de calcul par email dans quelques instants." },
  secondCalculationRequired: "Le second calcul est requis pour une comparaison",
} as const;

export const sendCalculatorResultsSchema = z
  .object({
    email: emailAddressSchema,
    isComparative: z.boolean({ error: "isComparative doit valoir true ou false" }),
    calculation1: sentCalculationSchema,
    calculation2: sentCalculationSchema.nullable(),
  })
  .refine((payload) => !payload.isComparative || payload.calculation2 !== null, {
    path: ["calculation2"],
    message: CALCULATOR_MESSAGES.secondCalculationRequired,
  });
export type SendCalculatorResults = z.output<typeof sendCalculatorResultsSchema>;

/** The browser's first check (docs/product.md §8): non-empty and containing an @; the server checks the address fully. */
export function looksLikeEmail(value: string): boolean {
  return value.trim() !== "" && value.includes("@");
}

const figure = z.number().nonnegative().finite();
const count = z.number().int().nonnegative();

/** Payload of `POST /api/track-calculator-usage`, every field of docs/product.md §7.4. */
export const calculatorUsageSchema = z.object({
  productName: z.string().refine((label) => productByLabel.has(label), "Produit inconnu"),
  productWidth: figure,
  productHeight: figure,
  productLength: figure,
  surfaceM2: figure,
  thermalResistance: figure,
  bottlesNeeded: count,
  palletsNeeded: count,
  totalWeightKg: figure,
  trucksNeeded: count,
  estimatedCost: count,
  carbonStorageKg: figure,
  isComparative: z.boolean(),
  comparativeProductName: z
    .string()
    .refine((label) => productByLabel.has(label), "Produit inconnu")
    .nullable()
    .optional(),
  comparativeSurfaceM2: figure.nullable().optional(),
  comparativeBottlesNeeded: count.nullable().optional(),
  comparativeEstimatedCost: count.nullable().optional(),
  emailSent: z.boolean().optional().default(false),
  emailAddress: emailAddressSchema.nullable().optional(),
});
export type CalculatorUsage = z.input<typeof calculatorUsageSchema>;

/** The usage record of one calculation, and of a second one when comparing. */
export function calculatorUsage(first: CalculationResult, second: CalculationResult | null, email: string | null = null): CalculatorUsage {
  return {
    productName: first.product,
    productWidth: first.productDetails.width,
    productHeight: first.productDetails.height,
    productLength: first.productDetails.length,
    surfaceM2: first.surfaceM2,
    thermalResistance: first.thermalResistance,
    bottlesNeeded: first.bottles,
    palletsNeeded: first.pallets,
    totalWeightKg: first.weight,
    trucksNeeded: first.trucks,
    estimatedCost: first.cost,
    carbonStorageKg: first.carbonStorage * 1000,
    isComparative: second !== null,
    comparativeProductName: second?.product ?? null,
    comparativeSurfaceM2: second?.surfaceM2 ?? null,
    comparativeBottlesNeeded: second?.bottles ?? null,
    comparativeEstimatedCost: second?.cost ?? null,
    emailSent: email !== null,
    emailAddress: email,
  };
}
