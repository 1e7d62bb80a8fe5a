/**
 * The contract of `POST /api/compare-fdes` (docs/product.md §5 "FDES comparison response", docs/api-contract.md), shared by
 * the server that answers and the page that reads the answer. Field names are snake_case (docs/product.md §5.6).
 * Every figure is per functional unit (kg CO₂ éq., MJ, m³, kg) and `null` when the declaration does not show it:
 * the comparator never invents a number.
 */

/** docs/product.md §10: 600 ko. */
export const FDES_MAX_BYTES = 614_400;
/** docs/product.md §10: the comparator's toasts stay 8 seconds. */
export const FDES_TOAST_MS = 8_000;
/** Pages read at most: an FDES has 10 to 30; a longer file is cut, not refused. */
export const FDES_MAX_PAGES = 60;
/** Time allowed to read one PDF in its worker before the call answers 504. */
export const FDES_READ_TIMEOUT_MS = 10_000;

export type FdesStandardName = "NF EN 15804+A1" | "NF EN 15804+A2" | "NF P01-010";

export interface FunctionalUnit {
  quantity: number | null;
  /** "m²", "m³", "kg"… as printed; null when not found. */
  unit: string | null;
  thickness_mm: number | null;
  reference_service_life_years: number | null;
}

/** Where a figure was read (docs/product.md §5 "FDES comparison response"): what an architect checks it against. */
export interface FigureSource {
  /** The life-cycle modules the figure sums: "A1-C4" (the life cycle, module D apart), "A1-A3", "B1-B7", "C1-C4" or "D". */
  modules: string;
  /** 1-based page of the declaration it was read on (the first one when it sums several readings). */
  page: number;
  /** The results table's title as printed, or null when the reader found none. */
  table: string | null;
  /** The row's label as printed, or null when the figure is derived from others (energy = PERT + PENRT). */
  label: string | null;
}

/** The figures whose source `details.sources` gives, named as in the answer. */
export const SOURCED_FIGURES = [
  "gwp",
  "gwp_a1_a3",
  "gwp_a4_a5",
  "gwp_b",
  "gwp_c",
  "energy",
  "pert",
  "penrt",
  "water",
  "waste",
  "waste_hazardous",
  "waste_non_hazardous",
  "waste_radioactive",
  "recyclable",
  "module_d",
  "module_d_penrt",
  "gwp_end_of_life",
  "biogenic_carbon",
] as const;
export type SourcedFigure = (typeof SOURCED_FIGURES)[number];

/** Where each figure that was read came from; a figure not read has no entry. */
export type FigureSources = Partial<Record<SourcedFigure, FigureSource>>;

/** Why a figure was not read, and where the reader looked for it (its row, when one names it). */
export interface UnreadFigure {
  /** A French sentence. */
  reason: string;
  page: number | null;
  table: string | null;
  label: string | null;
}

/** One of several products or thicknesses whose results a declaration prints. */
export interface FdesVariant {
  /** What the request's `variant` field names to choose it. */
  id: string;
  label: string;
  thickness_mm: number | null;
  thermal_resistance: number | null;
}

/** The figures the person may type when the reader left them unknown (domain/fdes/typed-values.ts). */
export type TypedFigure = "gwp" | "energy" | "water" | "waste" | "module_d" | "thermal_resistance";

/** A value typed by the person ("saisi par l'utilisateur"), with what the reader found where. */
export interface TypedValue {
  value: number;
  /** Why the reader left it unknown and where it looked; null when it found no trace of it. */
  read: UnreadFigure | null;
}

/** The multipart fields of `POST /api/compare-fdes` (docs/api-contract.md). */
export const COMPARE_FDES_FIELDS = {
  file: "file",
  /** The product or thickness chosen among `uploaded_product.details.variants` (its `id`). */
  variant: "variant",
  /** JSON of the values typed for figures left unknown (domain/fdes/typed-values.ts). */
  typed: "typed_values",
} as const;

/**
 * GWP by life-cycle stage, kg CO₂ éq. per functional unit: production (A1-A3), construction (A4-A5), use (B1-B7),
 * end of life (C1-C4) and module D (beyond the system boundary, never in a total); null where not read.
 */
export interface GwpByStage {
  a1_a3: number | null;
  a4_a5: number | null;
  b: number | null;
  c: number | null;
  d: number | null;
}

export interface UploadedProductDetails {
  standard: FdesStandardName | null;
  functional_unit: FunctionalUnit;
  /** Renewable primary energy (PERT), total A1–C4, MJ. */
  pert: number | null;
  /** Non-renewable primary energy (PENRT), total A1–C4, MJ. */
  penrt: number | null;
  waste_hazardous: number | null;
  waste_non_hazardous: number | null;
  waste_radioactive: number | null;
  /** Module D, PENRT, MJ. */
  module_d_penrt: number | null;
  /** GWP of C1 to C4, kg CO₂ éq. */
  gwp_end_of_life: number | null;
  /** ISO date (yyyy-mm-dd): the printed end of validity, or the date of issue + 5 years. */
  valid_until: string | null;
  /** GWP by life-cycle stage as printed. */
  gwp_by_stage: GwpByStage;
  /** Biogenic carbon content of the product, kg C per functional unit (EN 15804+A2), apart from GWP. */
  biogenic_carbon: number | null;
  /** For each figure read: the modules it sums and where it was read. */
  sources: FigureSources;
  /** For each figure left unknown: why, and where the reader looked. */
  unread: Partial<Record<SourcedFigure, UnreadFigure>>;
  /** The products or thicknesses the declaration gives results for, when there are several; empty otherwise. */
  variants: FdesVariant[];
  /** The variant the figures are for; null with one product, or when the person must choose one. */
  chosen_variant: string | null;
  /** The figures the person typed, each with what the reader found where. */
  typed: Partial<Record<TypedFigure, TypedValue>>;
  /** French sentences: what was read with a doubt (a printed total that disagrees with the modules…). */
  warnings: string[];
}

export interface UploadedProduct {
  name: string | null;
  /** GWP total A1–C4 (A1: "Réchauffement climatique"; A2: "Changement climatique - total"), kg CO₂ éq. */
  gwp: number | null;
  /** PERT + PENRT, MJ. */
  energy: number | null;
  /** "Utilisation nette d'eau douce", m³. */
  water: number | null;
  /** Hazardous + non-hazardous + radioactive waste disposed, kg. */
  waste: number | null;
  /** "Matériaux destinés au recyclage", kg. */
  recyclable: number | null;
  /** The end-of-life scenario as the declaration states it. */
  end_of_life: string | null;
  /** R of the functional unit, m².K/W. */
  thermal_resistance: number | null;
  /** Module D GWP, kg CO₂ éq. (beyond the system boundary, never in the totals). */
  module_d: number | null;
  details: UploadedProductDetails;
}

/** One of our bales, its indicators brought to the uploaded product's R (per m² of wall at equal R). */
export interface OwnProductComparison {
  name: string;
  /** The bale's own R, m².K/W. */
  thermal_resistance: number;
  /** The standard our declaration follows, as read from it. */
  standard: FdesStandardName | null;
  gwp: number | null;
  /** Relative to the uploaded product: (uploaded − ours) / |uploaded| × 100; positive means ours is lower. */
  gwp_reduction_percent: number | null;
  energy: number | null;
  energy_reduction_percent: number | null;
  /** Non-renewable part of `energy`, shown beside it (bio-based feedstock energy weighs in PERT). */
  penrt: number | null;
  water: number | null;
  waste: number | null;
  end_of_life: string | null;
  module_d: number | null;
  /** GWP by stage, brought to the uploaded product's R like the other figures. */
  gwp_by_stage: GwpByStage;
  /**
   * Biogenic carbon stored in the bale, kg C, per functional unit at equal R (per m² of wall at the bale's own R
   * when there is nothing to compare at equal R), as our declaration gives it; never subtracted from GWP.
   */
  biogenic_carbon: number | null;
  /** Where each of our figures was read in our declaration. */
  sources: FigureSources;
  /** True while our declaration is a generated sample marked EXEMPLE: every value must say so on the page. */
  is_example: boolean;
  /** Where the declaration the values come from is served (/documents/…). */
  document_url: string;
}

export interface CompareFdesResponse {
  ok: true;
  uploaded_product: UploadedProduct;
  isol_en_paille_products: OwnProductComparison[];
  closest_match: { name: string; thermal_resistance: number } | null;
  /** Multi-line French text, lines separated by "\n". */
  analysis: string;
}

/** An uploaded product of which nothing was read: what a scan gives, before the person types its figures. */
export function emptyUploadedProduct(): UploadedProduct {
  return {
    name: null,
    gwp: null,
    energy: null,
    water: null,
    waste: null,
    recyclable: null,
    end_of_life: null,
    thermal_resistance: null,
    module_d: null,
    details: {
      standard: null,
      functional_unit: { quantity: null, unit: null, thickness_mm: null, reference_service_life_years: null },
      pert: null,
      penrt: null,
      waste_hazardous: null,
      waste_non_hazardous: null,
      waste_radioactive: null,
      module_d_penrt: null,
      gwp_end_of_life: null,
      valid_until: null,
      gwp_by_stage: { a1_a3: null, a4_a5: null, b: null, c: null, d: null },
      biogenic_carbon: null,
      sources: {},
      unread: {},
      variants: [],
      chosen_variant: null,
      typed: {},
      warnings: [],
    },
  };
}

/** docs/product.md §8.6: the extraction is incomplete when there is no uploaded product, or its GWP, energy and water are all unread. */
export function isIncompleteExtraction(uploaded: UploadedProduct | null | undefined): boolean {
  return !uploaded || (uploaded.gwp === null && uploaded.energy === null && uploaded.water === null);
}

/** 422: the declaration was read but its indicators were not (docs/product.md §8.6 "Extraction is incomplete"). */
export interface CompareFdesIncomplete {
  error: string;
  incomplete: true;
  uploaded_product: UploadedProduct | null;
}

/** A toast of docs/product.md §9: a title and a description. */
export interface FdesMessage {
  title: string;
  description: string;
}

/**
 * The comparator's messages (docs/product.md §8.6 and §9.3), word for word, except that there is no AI here: the incomplete
 * extraction reads "L'analyse" instead of "L'IA", and the credits message becomes the daily limit's.
 */
export const FDES_MESSAGES = {
  invalidFormat: { title: "Format invalide", description: "Veuillez sélectionner un fichier PDF." },
  tooLarge: {
    title: "Fichier trop volumineux",
    description: "La taille maximale du fichier est de 600 ko. Veuillez sélectionner un fichier plus petit.",
  },
  noFile: { title: "Aucun fichier", description: "Veuillez sélectionner une FDES au format PDF." },
  unavailable: {
    title: "Service temporairement indisponible",
    description:
      "Impossible de se connecter au service d'analyse. Le serveur est peut-être surchargé. Veuillez réessayer dans quelques instants.",
  },
  /** Not in the spec: this visitor already has an analysis or a PDF document in progress (one at a time per address). */
  oneAtATime: {
    title: "Demande déjà en cours",
    description: "Une autre demande de votre part (document ou analyse de FDES) est déjà en cours. Réessayez dès qu'elle est terminée.",
  },
  connection: {
    title: "Erreur",
    description: "Erreur de connexion au serveur. Veuillez vérifier votre connexion internet et réessayer.",
  },
  timeout: {
    title: "Délai d'attente dépassé",
    description: "L'analyse a pris trop de temps. Cela peut arriver avec des fichiers volumineux. Veuillez réessayer.",
  },
  analysisFailed: { title: "Erreur", description: "Impossible d'analyser la FDES. Veuillez réessayer." },
  uploadFailed: { title: "Erreur", description: "Impossible de télécharger le fichier. Veuillez réessayer." },
  incomplete: {
    title: "Extraction incomplète",
    description:
      "L'analyse n'a pas pu extraire suffisamment de données du PDF. Vérifiez que votre FDES contient bien les indicateurs environnementaux (PRG, énergie, eau, déchets).",
  },
  /** Not in the spec: a PDF of pictures of pages (a scan) holds no text for the reading to find. */
  noText: {
    title: "PDF sans texte",
    description:
      "Ce PDF ne contient aucun texte : c'est sans doute une FDES numérisée (scan), faite d'images des pages, que le comparateur ne peut pas lire. Téléchargez la FDES d'origine au format PDF sur la base INIES (www.base-inies.fr) ou demandez-la au fabricant, puis analysez ce fichier.",
  },
  unreadable: {
    title: "FDES illisible",
    description: "Ce fichier PDF est endommagé ou ne peut pas être lu. Vérifiez le fichier et réessayez.",
  },
  /** Not in the spec: a PDF whose content decodes to far more than any FDES (a compression bomb). */
  decodedTooLarge: {
    title: "Contenu trop volumineux",
    description:
      "Une fois décompressé, le contenu de ce PDF est bien trop volumineux pour être lu : ce n'est pas une FDES ordinaire. Vérifiez le fichier et réessayez.",
  },
  unsupportedStandard: {
    title: "Format de FDES non pris en charge",
    description: "Cette déclaration suit l'ancienne norme NF P01-010 : seules les FDES selon NF EN 15804+A1 ou +A2 peuvent être comparées.",
  },
  dailyLimit: {
    title: "Limite quotidienne atteinte",
    description: "Vous avez atteint le nombre de comparaisons permis pour aujourd'hui. Veuillez réessayer demain.",
  },
  unexpected: { title: "Erreur", description: "Une erreur inattendue s'est produite." },
  success: { title: "Analyse terminée", description: "Comparaison environnementale réussie !" },
} as const satisfies Record<string, FdesMessage>;

/**
 * The body of every refusal of compare-fdes: `error` is the toast's title (the API contract's French message),
 * `description` its sentence.
 */
export interface CompareFdesError {
  error: string;
  description?: string;
  retryAfter?: number;
}
