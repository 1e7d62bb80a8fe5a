import { z } from "zod";
import { formatSquareMetres } from "../format";
import { PRODUCT_IDS, type ProductId, isProductId, PRODUCTS } from "../products";
import { type QuoteForm, type QuoteFormInput, quoteFormSchema, selectedBales } from "./quote-form";

/**
 * The JSON bodies of `POST /api/generate-devis` (public §7 call 8) and of `send-contact-email` with type 'devis'
 * (call 7), with the spec's field names, and their mapping to and from the form. The server maps a body back to
 * the form and validates it with the form's own schema, so field errors come back under the form's field names.
 */
const str = z.string().optional().default("");
const yesNo = z.enum(["oui", "non"]).optional();

const quotePayloadShape = {
  firstName: str,
  lastName: str,
  email: str,
  phone: str,
  company: str,
  numeroTVA: str,
  posteOccupe: str,
  typeClient: z.string().optional(),
  besoins: z.string().optional(),
  travaux: z.string().optional(),
  projectType: str,
  bottesSelections: z
    .array(z.object({ type: z.string(), surface: z.string().max(20) }))
    .max(PRODUCT_IDS.length)
    .optional()
    .default([]),
  echeancePrevu: z.string().optional(),
  deadline: str,
  address: str,
  address2: str,
  postalCode: str,
  city: str,
  livraisonDifferente: z.boolean().optional().default(false),
  addressLivraison: str,
  postalCodeLivraison: str,
  cityLivraison: str,
  siteAccessible: yesNo,
  moyenDechargement: yesNo,
  demandeUrgente: z.boolean().optional(),
  message: str,
};

function toForm(payload: z.output<z.ZodObject<typeof quotePayloadShape>>): QuoteFormInput {
  const bottes = Object.fromEntries(PRODUCT_IDS.map((id) => [id, { selected: false, surface: "" }])) as QuoteFormInput["bottes"];
  for (const selection of payload.bottesSelections) {
    if (isProductId(selection.type)) bottes[selection.type] = { selected: true, surface: selection.surface };
  }
  return {
    typeClient: payload.typeClient as QuoteFormInput["typeClient"],
    besoins: payload.besoins as QuoteFormInput["besoins"],
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
    livraisonDifferente: payload.livraisonDifferente ? "oui" : "non",
    rueLivraison: payload.addressLivraison,
    codePostalLivraison: payload.postalCodeLivraison,
    villeLivraison: payload.cityLivraison,
    titreProjet: payload.projectType,
    detailsProjet: payload.message,
    bottes,
    echeancePrevu: payload.echeancePrevu as QuoteFormInput["echeancePrevu"],
    travaux: payload.travaux as QuoteFormInput["travaux"],
    dateLivraison: payload.deadline,
    siteAccessible: payload.siteAccessible,
    moyenDechargement: payload.moyenDechargement,
  } as QuoteFormInput;
}

/** `POST /api/generate-devis`: the body, checked with the form's rules. */
export const generateQuoteRequestSchema = z.object(quotePayloadShape).transform(toForm).pipe(quoteFormSchema);

/** `send-contact-email` with type 'devis': the same request, plus the fields of a contact message. */
export const plainQuoteRequestSchema = z
  .object({ ...quotePayloadShape, type: z.literal("devis"), subject: str, surface: str })
  .transform(toForm)
  .pipe(quoteFormSchema);

/** Splits "Prénom Nom" at the first space (public §7 sends first and last names apart). */
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

/** One line per selected bale: "Botte de 36 : 140 m²" or "… : Non spécifié" (public §2, §7 call 7 'surface'). */
export function baleSurfaceLines(bottes: QuoteForm["bottes"] | QuoteFormInput["bottes"]): string[] {
  return selectedBales(bottes).map(
    (bale) =>
      `${PRODUCTS[bale.productId as ProductId].quoteLabel} : ${bale.surface === null ? "Non spécifié" : formatSquareMetres(bale.surface)}`,
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
