import { z } from "zod";
import { type CompareFdesResponse, SOURCED_FIGURES } from "./compare-fdes-api";
import { TYPED_FIGURES } from "./typed-values";

/**
 * `POST /api/fdes-report` (docs/api-contract.md): the comparison answer of `POST /api/compare-fdes` as the page holds
 * it, sent back to be laid out as a PDF. The server has not kept the uploaded file (it never stores one), so the report
 * says what the visitor's comparison said; a client can send anything, so every field is checked, bounded and refused
 * with a French message (400), never a 500. Fields the answer does not have are dropped.
 */

/** The report's file name, as the server announces it and the page saves it. */
export const FDES_REPORT_FILE_NAME = "Comparaison-FDES-Isol-en-Paille.pdf";

export const FDES_REPORT_MESSAGES = {
  number: "Nombre attendu (ou null).",
  text: "Texte attendu (ou null).",
  tooLong: (max: number) => `Au plus ${max} caractères.`,
  tooMany: (max: number) => `Au plus ${max} éléments.`,
  boolean: "Vrai ou faux attendu.",
  object: "Objet attendu.",
  standard: "Norme inconnue.",
  date: "Date attendue au format AAAA-MM-JJ.",
  modules: "Modules attendus sous la forme A1-C4, A1-A3, B1-B7, C1-C4 ou D.",
  page: "Numéro de page attendu.",
  ok: "La comparaison doit être une comparaison réussie (ok: true).",
  productsRequired: "Au moins une de nos bottes est attendue.",
  downloadFailed: "Le rapport n'a pas pu être préparé. Veuillez réessayer.",
} as const;

/** At most as many of our bales as a catalogue could hold. */
const MAX_PRODUCTS = 12;
const MAX_WARNINGS = 40;
/** A declaration gives results for a few products or thicknesses at most. */
const MAX_VARIANTS = 20;
const SHORT_TEXT = 300;
const LONG_TEXT = 1_000;
const ANALYSIS_TEXT = 12_000;

const M = FDES_REPORT_MESSAGES;

const figure = z.number({ error: M.number }).finite({ error: M.number }).nullable();
const text = (max: number) => z.string({ error: M.text }).max(max, M.tooLong(max));
const optionalText = (max: number) => text(max).nullable();
const standard = z.enum(["NF EN 15804+A1", "NF EN 15804+A2", "NF P01-010"], { error: M.standard });

const sourceSchema = z.object(
  {
    modules: z.string({ error: M.modules }).regex(/^(A1-C4|A1-A3|A4-A5|B1-B7|C1-C4|D|[A-D]\d?(-[A-D]\d?)?)$/, M.modules),
    page: z.number({ error: M.page }).int(M.page).min(1, M.page).max(10_000, M.page),
    table: optionalText(SHORT_TEXT),
    label: optionalText(SHORT_TEXT),
  },
  { error: M.object },
);

const sourcesSchema = z
  .object(
    Object.fromEntries(SOURCED_FIGURES.map((name) => [name, sourceSchema.optional()])) as Record<
      (typeof SOURCED_FIGURES)[number],
      z.ZodOptional<typeof sourceSchema>
    >,
    { error: M.object },
  )
  .default({});

const placeSchema = z.object(
  {
    reason: text(LONG_TEXT),
    page: z.number({ error: M.page }).int(M.page).min(1, M.page).max(10_000, M.page).nullable(),
    table: optionalText(SHORT_TEXT),
    label: optionalText(SHORT_TEXT),
  },
  { error: M.object },
);

const unreadSchema = z
  .object(
    Object.fromEntries(SOURCED_FIGURES.map((name) => [name, placeSchema.optional()])) as Record<
      (typeof SOURCED_FIGURES)[number],
      z.ZodOptional<typeof placeSchema>
    >,
    { error: M.object },
  )
  .default({});

const typedSchema = z
  .object(
    Object.fromEntries(
      TYPED_FIGURES.map((name) => [
        name,
        z
          .object({ value: z.number({ error: M.number }).finite({ error: M.number }), read: placeSchema.nullable() }, { error: M.object })
          .optional(),
      ]),
    ) as Record<
      (typeof TYPED_FIGURES)[number],
      z.ZodOptional<z.ZodObject<{ value: z.ZodNumber; read: z.ZodNullable<typeof placeSchema> }>>
    >,
    { error: M.object },
  )
  .default({});

const variantsSchema = z
  .array(z.object({ id: text(40), label: text(SHORT_TEXT), thickness_mm: figure, thermal_resistance: figure }, { error: M.object }), {
    error: M.object,
  })
  .max(MAX_VARIANTS, M.tooMany(MAX_VARIANTS))
  .default([]);

const stagesSchema = z
  .object({ a1_a3: figure, a4_a5: figure, b: figure, c: figure, d: figure }, { error: M.object })
  .default({ a1_a3: null, a4_a5: null, b: null, c: null, d: null });

const uploadedSchema = z.object(
  {
    name: optionalText(SHORT_TEXT),
    gwp: figure,
    energy: figure,
    water: figure,
    waste: figure,
    recyclable: figure,
    end_of_life: optionalText(LONG_TEXT),
    thermal_resistance: figure,
    module_d: figure,
    details: z.object(
      {
        standard: standard.nullable(),
        functional_unit: z.object(
          {
            quantity: figure,
            unit: optionalText(40),
            thickness_mm: figure,
            reference_service_life_years: figure,
          },
          { error: M.object },
        ),
        pert: figure,
        penrt: figure,
        waste_hazardous: figure,
        waste_non_hazardous: figure,
        waste_radioactive: figure,
        module_d_penrt: figure,
        gwp_end_of_life: figure,
        valid_until: z
          .string({ error: M.date })
          .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
          .nullable(),
        gwp_by_stage: stagesSchema,
        biogenic_carbon: figure.default(null),
        sources: sourcesSchema,
        unread: unreadSchema,
        variants: variantsSchema,
        chosen_variant: optionalText(40).default(null),
        typed: typedSchema,
        warnings: z.array(text(LONG_TEXT), { error: M.object }).max(MAX_WARNINGS, M.tooMany(MAX_WARNINGS)),
      },
      { error: M.object },
    ),
  },
  { error: M.object },
);

const ownSchema = z.object(
  {
    name: text(SHORT_TEXT),
    thermal_resistance: z.number({ error: M.number }).finite({ error: M.number }),
    standard: standard.nullable(),
    gwp: figure,
    gwp_reduction_percent: figure,
    energy: figure,
    energy_reduction_percent: figure,
    penrt: figure,
    water: figure,
    waste: figure,
    end_of_life: optionalText(LONG_TEXT),
    module_d: figure,
    gwp_by_stage: stagesSchema,
    biogenic_carbon: figure.default(null),
    sources: sourcesSchema,
    is_example: z.boolean({ error: M.boolean }),
    document_url: text(SHORT_TEXT),
  },
  { error: M.object },
);

export const fdesReportSchema = z.object(
  {
    ok: z.literal(true, { error: M.ok }),
    uploaded_product: uploadedSchema,
    isol_en_paille_products: z
      .array(ownSchema, { error: M.productsRequired })
      .min(1, M.productsRequired)
      .max(MAX_PRODUCTS, M.tooMany(MAX_PRODUCTS)),
    closest_match: z
      .object(
        { name: text(SHORT_TEXT), thermal_resistance: z.number({ error: M.number }).finite({ error: M.number }) },
        { error: M.object },
      )
      .nullable(),
    analysis: text(ANALYSIS_TEXT),
  },
  { error: M.object },
);

export type FdesReportRequest = z.infer<typeof fdesReportSchema>;

// The schema checks the very answer the comparator gives: a change of one is a compile error here until the other follows.
const fromAnswer = (answer: CompareFdesResponse): z.input<typeof fdesReportSchema> => answer;
const toAnswer = (request: FdesReportRequest): CompareFdesResponse => request;
void fromAnswer;
void toAnswer;
