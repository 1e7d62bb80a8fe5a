import { z } from "zod";
import { isIsoDay } from "../calendar";
import { emailAddressSchema } from "../email-address";
import { PRODUCT_IDS, type ProductId, theProduct } from "../products";
import { checkDecimal, DECIMAL_TEXT_MAX_LENGTH, decimalMessage } from "../decimal";
import { SURFACE_RULE, parseSurface, phoneDigits } from "./quote-field-values";
import { COMPANY_MAX_LENGTH, COMPANY_TOO_LONG, POSTAL_CODE_PATTERN } from "../shared-fields";

/**
 * The quote request form (docs/product.md §5 'Quote request form', §5 'Quote form'), its French messages and its choices:
 * used by the /devis form and re-checked by `POST /api/generate-devis` and `send-contact-email` (type devis).
 */
export const QUOTE_MESSAGES = {
  typeClient: "Indiquez si vous êtes un particulier ou un professionnel",
  besoins: "Indiquez si vous connaissez vos besoins",
  entreprise: "Le nom de l'entreprise est requis pour un professionnel",
  entrepriseTooLong: COMPANY_TOO_LONG,
  numeroTVA: "Le numéro de TVA ne peut pas dépasser 50 caractères",
  posteOccupe: "Le poste ne peut pas dépasser 100 caractères",
  nomPrenom: "Le nom et prénom doit contenir au moins 3 caractères",
  nomPrenomTooLong: "Le nom et prénom ne peut pas dépasser 200 caractères",
  telephone: "Le numéro doit contenir 10 chiffres",
  rue: "L'adresse doit contenir au moins 5 caractères",
  rueTooLong: "L'adresse ne peut pas dépasser 200 caractères",
  codePostal: "Le code postal doit contenir exactement 5 chiffres",
  ville: "La ville doit contenir au moins 2 caractères",
  villeTooLong: "La ville ne peut pas dépasser 100 caractères",
  livraisonDifferente: "Indiquez si l'adresse de livraison est différente",
  titreProjet: "Le titre du projet doit contenir au moins 3 caractères",
  titreProjetTooLong: "Le titre du projet ne peut pas dépasser 200 caractères",
  detailsProjet: "Les détails du projet doivent contenir au moins 10 caractères",
  detailsProjetTooLong: "Les détails du projet ne peuvent pas dépasser 2000 caractères",
  bottes: "Sélectionnez au moins une référence de botte",
  surface: decimalMessage(SURFACE_RULE),
  echeancePrevu: "Indiquez l'échéance prévue de votre projet",
  travaux: "Indiquez qui réalisera les travaux",
  dateLivraison: "La date de livraison est requise",
  dateLivraisonPast: "La date de livraison ne peut pas être dans le passé",
  siteAccessible: "Indiquez si le chantier est accessible à une semi-remorque",
  moyenDechargement: "Indiquez si vous disposez d'un moyen de déchargement",
} as const;

/** The toasts of the checks made at submit (docs/product.md §8 'Checks at submit'). */
export const QUOTE_SUBMIT_CHECKS = {
  phone: { title: "Téléphone invalide", description: "Le numéro de téléphone doit contenir 10 chiffres." },
  deliveryConditions: "Veuillez renseigner les conditions de livraison.",
  deliveryDate: "Veuillez indiquer la date de livraison souhaitée.",
} as const;

/**
 * The check of docs/product.md §8 'Checks at submit' that titles the toast when `field` is the first one to fix: the
 * phone under 10 digits, a delivery condition or the date missing. Null for any other field (the toast then says
 * "Erreur de validation").
 */
export function submitCheckFor(field: string): { title: string; description?: string } | null {
  if (field === "telephone") return QUOTE_SUBMIT_CHECKS.phone;
  if (field === "siteAccessible" || field === "moyenDechargement") return { title: QUOTE_SUBMIT_CHECKS.deliveryConditions };
  if (field === "dateLivraison") return { title: QUOTE_SUBMIT_CHECKS.deliveryDate };
  return null;
}

export const CLIENT_TYPES = { particulier: "Particulier", professionnel: "Professionnel" } as const;
export const NEEDS = { sais: "Je connais mes besoins", conseille: "Je souhaite être conseillé" } as const;
export const WORKS = { "moi-meme": "Moi-même", professionnel: "Un professionnel" } as const;
export const YES_NO = { oui: "Oui", non: "Non" } as const;
export const HORIZONS = {
  "moins-3-mois": "Dans moins de 3 mois",
  "3-6-mois": "Dans 3 à 6 mois",
  "6-12-mois": "Dans 6 à 12 mois",
  "plus-12-mois": "Dans plus de 12 mois",
  "non-defini": "Pas encore défini",
} as const;

const choice = <T extends Record<string, string>>(options: T, message: string) =>
  z.enum(Object.keys(options) as [keyof T & string, ...Array<keyof T & string>], { error: message });

/** The form's choices, each with its message: the form's fields, and how the API's bodies read them (quote-payload). */
export const QUOTE_CHOICES = {
  typeClient: choice(CLIENT_TYPES, QUOTE_MESSAGES.typeClient),
  besoins: choice(NEEDS, QUOTE_MESSAGES.besoins),
  livraisonDifferente: choice(YES_NO, QUOTE_MESSAGES.livraisonDifferente),
  echeancePrevu: choice(HORIZONS, QUOTE_MESSAGES.echeancePrevu),
  travaux: choice(WORKS, QUOTE_MESSAGES.travaux),
  siteAccessible: choice(YES_NO, QUOTE_MESSAGES.siteAccessible),
  moyenDechargement: choice(YES_NO, QUOTE_MESSAGES.moyenDechargement),
};

const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);

const baleSelectionSchema = z.object({
  selected: z.boolean(),
  /** As typed; empty is allowed and summarised 'Non spécifié' (docs/product.md §2). */
  surface: z
    .string()
    .max(DECIMAL_TEXT_MAX_LENGTH, QUOTE_MESSAGES.surface)
    .superRefine((value, ctx) => {
      const check = checkDecimal(value, SURFACE_RULE);
      if (!check.ok && !check.empty) ctx.addIssue({ code: "custom", message: check.message });
    }),
});

export const quoteFormSchema = z
  .object({
    typeClient: QUOTE_CHOICES.typeClient,
    besoins: QUOTE_CHOICES.besoins,
    entreprise: optionalText(COMPANY_MAX_LENGTH, QUOTE_MESSAGES.entrepriseTooLong),
    numeroTVA: optionalText(50, QUOTE_MESSAGES.numeroTVA),
    posteOccupe: optionalText(100, QUOTE_MESSAGES.posteOccupe),
    nomPrenom: text(3, 200, QUOTE_MESSAGES.nomPrenom, QUOTE_MESSAGES.nomPrenomTooLong).refine(
      (value) => !/[\r\n]/.test(value),
      QUOTE_MESSAGES.nomPrenom,
    ),
    telephone: z
      .string({ error: QUOTE_MESSAGES.telephone })
      .transform(phoneDigits)
      .refine((digits) => digits.length === 10, QUOTE_MESSAGES.telephone),
    email: emailAddressSchema,
    rue: text(5, 200, QUOTE_MESSAGES.rue, QUOTE_MESSAGES.rueTooLong),
    rue2: optionalText(200, QUOTE_MESSAGES.rueTooLong),
    codePostal: z.string({ error: QUOTE_MESSAGES.codePostal }).trim().regex(POSTAL_CODE_PATTERN, QUOTE_MESSAGES.codePostal),
    ville: text(2, 100, QUOTE_MESSAGES.ville, QUOTE_MESSAGES.villeTooLong),
    livraisonDifferente: QUOTE_CHOICES.livraisonDifferente,
    rueLivraison: z.string().trim().max(200, QUOTE_MESSAGES.rueTooLong).optional().default(""),
    codePostalLivraison: z.string().trim().optional().default(""),
    villeLivraison: z.string().trim().max(100, QUOTE_MESSAGES.villeTooLong).optional().default(""),
    titreProjet: text(3, 200, QUOTE_MESSAGES.titreProjet, QUOTE_MESSAGES.titreProjetTooLong),
    detailsProjet: text(10, 2000, QUOTE_MESSAGES.detailsProjet, QUOTE_MESSAGES.detailsProjetTooLong),
    bottes: z.object(
      Object.fromEntries(PRODUCT_IDS.map((id) => [id, baleSelectionSchema])) as Record<ProductId, typeof baleSelectionSchema>,
    ),
    echeancePrevu: QUOTE_CHOICES.echeancePrevu,
    travaux: QUOTE_CHOICES.travaux.optional(),
    dateLivraison: z.string({ error: QUOTE_MESSAGES.dateLivraison }).refine(isIsoDay, QUOTE_MESSAGES.dateLivraison),
    siteAccessible: QUOTE_CHOICES.siteAccessible,
    moyenDechargement: QUOTE_CHOICES.moyenDechargement,
  })
  .superRefine(
    (form, context) => {
      if (form.typeClient === "professionnel" && !form.entreprise) {
        context.addIssue({ code: "custom", path: ["entreprise"], message: QUOTE_MESSAGES.entreprise });
      }
      if (form.livraisonDifferente === "oui") {
        if (String(form.rueLivraison ?? "").length < 5)
          context.addIssue({ code: "custom", path: ["rueLivraison"], message: QUOTE_MESSAGES.rue });
        if (!POSTAL_CODE_PATTERN.test(String(form.codePostalLivraison ?? ""))) {
          context.addIssue({ code: "custom", path: ["codePostalLivraison"], message: QUOTE_MESSAGES.codePostal });
        }
        if (String(form.villeLivraison ?? "").length < 2)
          context.addIssue({ code: "custom", path: ["villeLivraison"], message: QUOTE_MESSAGES.ville });
      }
      if (!PRODUCT_IDS.some((id) => form.bottes?.[id]?.selected)) {
        context.addIssue({ code: "custom", path: ["bottes"], message: QUOTE_MESSAGES.bottes });
      }
    },
    // These checks across fields also run while other fields are still invalid, so every message shows at once.
    { when: () => true },
  )
  .transform((form) => ({
    ...form,
    // Company fields belong to professionals only (docs/product.md §2): dropped for a private customer.
    entreprise: form.typeClient === "professionnel" ? form.entreprise : undefined,
    numeroTVA: form.typeClient === "professionnel" ? form.numeroTVA : undefined,
    posteOccupe: form.typeClient === "professionnel" ? form.posteOccupe : undefined,
  }));

export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteForm = z.output<typeof quoteFormSchema>;

/** A blank form; choices are undefined (none picked) so an optional one stays absent from what is sent. */
export const EMPTY_QUOTE: QuoteFormInput = {
  typeClient: undefined as unknown as QuoteFormInput["typeClient"],
  besoins: undefined as unknown as QuoteFormInput["besoins"],
  entreprise: "",
  numeroTVA: "",
  posteOccupe: "",
  nomPrenom: "",
  telephone: "",
  email: "",
  rue: "",
  rue2: "",
  codePostal: "",
  ville: "",
  livraisonDifferente: undefined as unknown as QuoteFormInput["livraisonDifferente"],
  rueLivraison: "",
  codePostalLivraison: "",
  villeLivraison: "",
  titreProjet: "",
  detailsProjet: "",
  bottes: Object.fromEntries(PRODUCT_IDS.map((id) => [id, { selected: false, surface: "" }])) as QuoteFormInput["bottes"],
  // A native select: "" is its "none chosen" option, and what it reports once mounted (undefined would turn into
  // "" then, and the blank form would count as edited).
  echeancePrevu: "" as QuoteFormInput["echeancePrevu"],
  travaux: undefined,
  dateLivraison: "",
  siteAccessible: undefined as unknown as QuoteFormInput["siteAccessible"],
  moyenDechargement: undefined as unknown as QuoteFormInput["moyenDechargement"],
};

/** The selected bales with a usable surface, in the product order. */
export function selectedBales(bottes: QuoteFormInput["bottes"]): Array<{ productId: ProductId; surface: number | null }> {
  return PRODUCT_IDS.filter((id) => bottes[id]?.selected).map((id) => ({ productId: id, surface: parseSurface(bottes[id]!.surface) }));
}

/**
 * Whether the request has what a personalised quote needs (docs/product.md §7.8): otherwise it goes as a plain quote
 * request. With the form's own rules only a missing surface can send it the plain way.
 */
export function canGenerateQuote(form: QuoteForm): boolean {
  return (
    Boolean(form.nomPrenom && form.email && form.telephone && form.titreProjet && form.detailsProjet && form.siteAccessible) &&
    selectedBales(form.bottes).some((bale) => bale.surface !== null)
  );
}

/** The delivery-date rule that needs today's date (docs/product.md §8: not in the past), for the browser and the server. */
export function deliveryDateError(deliveryDay: string, today: string): string | null {
  if (!isIsoDay(deliveryDay)) return QUOTE_MESSAGES.dateLivraison;
  return deliveryDay < today ? QUOTE_MESSAGES.dateLivraisonPast : null;
}

/** A request naming products the workshop does not offer now (docs/product.md §10.1, `available`). */
export function unavailableBalesMessage(products: Array<{ label: string }>): string {
  if (products.length === 1) {
    const name = theProduct(products[0]!);
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} n'est pas disponible pour le moment : retirez-la de votre demande ou contactez-nous.`;
  }
  return `${products.map((product) => product.label).join(", ")} ne sont pas disponibles pour le moment : retirez-les de votre demande ou contactez-nous.`;
}
