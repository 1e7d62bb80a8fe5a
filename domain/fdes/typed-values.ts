import { z } from "zod";
import { readDecimal } from "../decimal";
import { formatNumber } from "../format";
import type { TypedFigure, TypedValue, UploadedProduct } from "./compare-fdes-api";

/**
 * Values the person types for figures the reader left unknown (docs/product.md §5.6): one schema for the page's form
 * and the server, which checks them again (docs/api-contract.md, `typed_values`). A typed value only fills a figure
 * the declaration did not give the reader: a figure read stays as read. The comparison then runs on them, and the
 * page and the report say, beside each, "saisi par l'utilisateur" and what the reader found where.
 */

/** The figures the form offers, in its order: those the comparison and the analysis need. */
export const TYPED_FIGURES = [
  "gwp",
  "energy",
  "water",
  "waste",
  "module_d",
  "thermal_resistance",
] as const satisfies readonly TypedFigure[];

/** The form's labels and units; the same words as the page's card (domain/fdes/figure-sources.ts for the others). */
export const TYPED_FIGURE_LABELS: Record<TypedFigure, { label: string; unit: string }> = {
  gwp: { label: "Réchauffement climatique, total A1 à C4", unit: "kg CO₂ éq." },
  energy: { label: "Énergie primaire totale (PERT + PENRT), A1 à C4", unit: "MJ" },
  water: { label: "Utilisation nette d'eau douce, A1 à C4", unit: "m³" },
  waste: { label: "Déchets éliminés (dangereux, non dangereux et radioactifs), A1 à C4", unit: "kg" },
  module_d: { label: "Réchauffement climatique, module D", unit: "kg CO₂ éq." },
  thermal_resistance: { label: "Résistance thermique de l'unité fonctionnelle", unit: "m².K/W" },
};

/** What the page and the report print beside a typed value. */
export const TYPED_MARK = "saisi par l'utilisateur";

/** Bounds no declaration of 1 m² of insulation comes near; beyond them a value is a typing slip. */
const MAX_MAGNITUDE = 1_000_000;
/** R of insulation products: 0,1 to 20 m².K/W. */
const R_RANGE: [number, number] = [0.1, 20];

export const TYPED_VALUE_MESSAGES = {
  number: "Nombre attendu, par exemple 12,5.",
  tooLarge: "Valeur hors de portée pour 1 m² d'isolant.",
  negative: "Cette valeur ne peut pas être négative.",
  resistance: "Résistance thermique attendue entre 0,1 et 20 m².K/W.",
  object: "Valeurs saisies attendues sous la forme d'un objet JSON.",
  tooLong: "Valeurs saisies trop longues.",
  variant: "Produit inconnu : choisissez l'un de ceux que la déclaration donne.",
} as const;

const M = TYPED_VALUE_MESSAGES;

const magnitude = z.number({ error: M.number }).finite({ error: M.number }).min(-MAX_MAGNITUDE, M.tooLarge).max(MAX_MAGNITUDE, M.tooLarge);
const positive = magnitude.min(0, M.negative);

/** Typed values, each optional; unknown fields are dropped, a wrong type refused (docs/api-contract.md). */
export const typedValuesSchema = z.object(
  {
    gwp: magnitude.optional(),
    energy: positive.optional(),
    water: positive.optional(),
    waste: positive.optional(),
    module_d: magnitude.optional(),
    thermal_resistance: z
      .number({ error: M.number })
      .finite({ error: M.number })
      .min(R_RANGE[0], M.resistance)
      .max(R_RANGE[1], M.resistance)
      .optional(),
  },
  { error: M.object },
);
export type TypedValues = z.infer<typeof typedValuesSchema>;

/** What the person sends again with the same file: the product chosen among the declaration's, the values typed. */
export interface ReadingChoices {
  variant: string | null;
  typed: TypedValues;
}

export const NO_CHOICES: ReadingChoices = { variant: null, typed: {} };

/** Most characters the `typed_values` field may hold: six numbers and their names. */
export const TYPED_VALUES_MAX_LENGTH = 1_000;

/** The variant the person chose: an id the reader gave ("e145", "r3.3", "uf"). */
export const variantSchema = z
  .string({ error: M.variant })
  .max(40, M.variant)
  .regex(/^[a-z0-9.]+$/, M.variant);

/**
 * A number as a French visitor types it: "12,5", "1 234,5", "-0,4", "2,1E-03"; the point is accepted too. Null when
 * the text is no number. The site's one reader (domain/decimal.ts, docs/product.md §8.9), with an FDES table's
 * exponent: "12 5" is no number (it is not 125), "1.250" is asked again.
 */
export function parseTypedNumber(text: string): number | null {
  const reading = readDecimal(text, { exponent: true });
  return reading.kind === "number" ? reading.value : null;
}

/** What a figure's field accepts, said when what is typed cannot be read (docs/product.md §8.9: with the range). */
export function typedNumberMessage(figure: TypedFigure): string {
  const { unit } = TYPED_FIGURE_LABELS[figure];
  const max = formatNumber(MAX_MAGNITUDE, 0);
  if (figure === "thermal_resistance") return `${M.number} ${M.resistance}`;
  const range = figure === "gwp" || figure === "module_d" ? `entre -${max} et ${max}` : `de 0 à ${max}`;
  return `${M.number} Valeur attendue ${range} ${unit}.`;
}

/** The current value of a figure the form offers, in the answer. */
export function typedFigureValue(product: UploadedProduct, figure: TypedFigure): number | null {
  return product[figure];
}

/**
 * The uploaded product with the typed values filling the figures the reader left unknown, each recorded with what the
 * reader found where; a typed value for a figure that was read is not taken, and a warning says so.
 */
export function withTypedValues(product: UploadedProduct, typed: TypedValues): UploadedProduct {
  const filled: UploadedProduct = { ...product, details: { ...product.details, typed: { ...product.details.typed } } };
  const warnings = [...product.details.warnings];
  for (const figure of TYPED_FIGURES) {
    const value = typed[figure];
    if (value === undefined) continue;
    const current = typedFigureValue(product, figure);
    if (current !== null) {
      warnings.push(`${TYPED_FIGURE_LABELS[figure].label} : la valeur saisie n'est pas retenue, la FDES en donne une.`);
      continue;
    }
    const entry: TypedValue = {
      value,
      read: figure === "thermal_resistance" ? null : (product.details.unread[figure] ?? null),
    };
    filled[figure] = value;
    filled.details.typed[figure] = entry;
  }
  filled.details.warnings = warnings;
  return filled;
}
