import { z } from "zod";
import { formatSquareMetres } from "../format";
import { PRODUCT_IDS, type ProductId, PRODUCTS } from "../products";
import { QUOTE_CHOICES, type QuoteForm, type QuoteFormInput, quoteFormSchema, selectedBales } from "./quote-form";

/**
 * The JSON bodies of `POST /api/generate-devis` (docs/product.md §7.8) and of `send-contact-email` with type 'devis'
 * (call 7), with the field names of docs/product.md §7.7 and §7.8, and their mapping to and from the form. One zod schema reads a body into the
 * form's shape (every field of the form, typed by the form's own choices, without casts), then the form's schema
 * checks it, so field errors come back under the form's field names.
 */
const str = z.string().optional().default("");

/**
 * A choice the API sends as text: kept when it is one of the form's options, otherwise left out, so that the form's
 * schema rejects it with its French message, as it does a missing one.
 */
const choiceField = <T extends z.ZodEnum<Record<string, string>>>(choice: T) =>
  z.string().optional().pipe(choice.optional().catch(undefined));

const quotePayloadShape = {
  firstName: str,
  lastName: str,
  email: str,
  phone: str,
  company: str,
  numeroTVA: str,
  posteOccupe: str,
  typeClient: choiceField(QUOTE_CHOICES.typeClient),
  besoins: choiceField(QUOTE_CHOICES.besoins),
  travaux: choiceField(QUOTE_CHOICES.travaux),
  projectType: str,
  bottesSelections: z
    .array(z.object({ type: z.string(), surface: z.string().max(20) }))
    .max(PRODUCT_IDS.length)
    .optional()
    .default([]),
  echeancePrevu: choiceField(QUOTE_CHOICES.echeancePrevu),
  deadline: str,
  address: str,
  address2: str,
  postalCode: str,
  city: str,
  livraisonDifferente: z.boolean().optional().default(false),
  addressLivraison: str,
  postalCodeLivraison: str,
  cityLivraison: str,
  siteAccessible: QUOTE_CHOICES.siteAccessible.optional(),
  moyenDechargement: QUOTE_CHOICES.moyenDechargement.optional(),
  demandeUrgente: z.boolean().optional(),
  message: str,
};

type Bales = QuoteFormInput["bottes"];
type BaleSelection = Bales[ProductId];

/** The form's bale grid from the body's selections (a later selection of the same bale wins; unknown types are ignored). */
function balesOf(selections: ReadonlyArray<{ type: string; surface: string }>): Bales {
  const bale = (id: ProductId): BaleSelection => {
    const selection = selections.findLast((candidate) => candidate.type === id);
    return selection ? { selected: true, surface: selection.surface } : { selected: false, surface: "" };
  };
  return { "botte-22": bale("botte-22"), "botte-36": bale("botte-36"), "botte-46": bale("botte-46"), argibotte: bale("argibotte") };
}

const yesNo = (value: boolean): "oui" | "non" => (value ? "oui" : "non");

/** The form's fields as a body gives them, any of them possibly missing: what the form's schema then checks. */
type QuoteFormFields = { [Field in keyof QuoteFormInput]?: QuoteFormInput[Field] | undefined };

/** A body of call 8 (or call 7, type 'devis') read into the form's shape. */
function formFields(payload: z.output<z.ZodObject<typeof quotePayloadShape>>): QuoteFormFields {
  return {
    typeClient: payload.typeClient,
    besoins: payload.besoins,
    entreprise: payload.company,
    numeroTVA: payload.numeroTVA,
    posteOccupe: payload.posteOccupe,
    nomPrenom: `${payload.firstName} ${payload.lastName}`.trim(),
    telephone: payload.phone,
    email: payload.email,
    rue: payload.address,
    rue2: payload.address2,
    codePostal: payload.postalCode,
    ville: payload.city,
    livraisonDifferente: yesNo(payload.livraisonDifferente),
    rueLivraison: payload.addressLivraison,
    codePostalLivraison: payload.postalCodeLivraison,
    villeLivraison: payload.cityLivraison,
    titreProjet: payload.projectType,
    detailsProjet: payload.message,
    bottes: balesOf(payload.bottesSelections),
    echeancePrevu: payload.echeancePrevu,
    travaux: payload.travaux,
    dateLivraison: payload.deadline,
    siteAccessible: payload.siteAccessible,
    moyenDechargement: payload.moyenDechargement,
  } satisfies Record<keyof QuoteFormInput, unknown>; // every field named: the mapping forgets none
}

/** `POST /api/generate-devis`: the body, read into the form's shape, checked with the form's rules. */
export const generateQuoteRequestSchema = z.object(quotePayloadShape).transform(formFields).pipe(quoteFormSchema);

/** `send-contact-email` with type 'devis': the same request, plus the fields of a contact message. */
export const plainQuoteRequestSchema = z
  .object({ ...quotePayloadShape, type: z.literal("devis"), subject: str, surface: str })
  .transform(formFields)
  .pipe(quoteFormSchema);

/** Splits "Prénom Nom" at the first space (docs/product.md §7 sends first and last names apart). */
function splitName(nomPrenom: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = nomPrenom.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/** The body of call 8 from the form (and the flag the form computed). */
export function generateQuotePayload(form: QuoteFormInput, demandeUrgente: boolean) {
  const bales = selectedBales(form.bottes);
  return {
    ...splitName(form.nomPrenom ?? ""),
    email: form.email,
    phone: form.telephone,
    company: form.entreprise ?? "",
    numeroTVA: form.numeroTVA ?? "",
    posteOccupe: form.posteOccupe ?? "",
    typeClient: form.typeClient,
    besoins: form.besoins,
    travaux: form.travaux,
    projectType: form.titreProjet,
    bottesSelections: bales.map((bale) => ({ type: bale.productId, surface: form.bottes[bale.productId]!.surface })),
    echeancePrevu: form.echeancePrevu,
    deadline: form.dateLivraison,
    address: form.rue,
    address2: form.rue2 ?? "",
    postalCode: form.codePostal,
    city: form.ville,
    livraisonDifferente: form.livraisonDifferente === "oui",
    addressLivraison: form.rueLivraison ?? "",
    postalCodeLivraison: form.codePostalLivraison ?? "",
    cityLivraison: form.villeLivraison ?? "",
    siteAccessible: form.siteAccessible,
    moyenDechargement: form.moyenDechargement,
    demandeUrgente,
    message: form.detailsProjet,
  };
}

/** One line per selected bale: "Botte de 36 : 140 m²" or "… : Non spécifié" (docs/product.md §2.12, §7.7 'surface'). */
export function baleSurfaceLines(bottes: QuoteForm["bottes"] | QuoteFormInput["bottes"]): string[] {
  return selectedBales(bottes).map(
    (bale) => `${PRODUCTS[bale.productId].quoteLabel} : ${bale.surface === null ? "Non spécifié" : formatSquareMetres(bale.surface)}`,
  );
}

/** The body of call 7, type 'devis', from the form. */
export function plainQuotePayload(form: QuoteFormInput, demandeUrgente: boolean) {
  return {
    ...generateQuotePayload(form, demandeUrgente),
    type: "devis" as const,
    subject: `Demande de devis : ${form.titreProjet ?? ""}`.trim(),
    surface: baleSurfaceLines(form.bottes).join("\n"),
  };
}
