import type { FieldPath } from "react-hook-form";
import type { QuoteFormInput } from "@domain/quote/quote-form";
import { PRODUCT_IDS } from "@domain/products";

export type QuoteFieldName = FieldPath<QuoteFormInput>;

/** The three steps of the form, in order (docs/product.md §2 'Quote request'). */
export const QUOTE_SECTIONS = [
  { key: "identity", title: "Qui êtes-vous ?", anchor: "qui-etes-vous" },
  { key: "project", title: "Spécifications techniques", anchor: "specifications-techniques" },
  { key: "delivery", title: "Conditions de livraison", anchor: "conditions-de-livraison" },
] as const;

export type QuoteSectionKey = (typeof QUOTE_SECTIONS)[number]["key"];

/**
 * Every field in the order the visitor meets it, by section: the first field in error is the one to show and
 * focus, and a field named in a 400 answer is one of these.
 */
export const SECTION_FIELDS: Record<QuoteSectionKey, readonly QuoteFieldName[]> = {
  identity: [
    "typeClient",
    "besoins",
    "entreprise",
    "numeroTVA",
    "posteOccupe",
    "nomPrenom",
    "telephone",
    "email",
    "rue",
    "rue2",
    "codePostal",
    "ville",
    "livraisonDifferente",
    "rueLivraison",
    "codePostalLivraison",
    "villeLivraison",
  ],
  project: [
    "titreProjet",
    "detailsProjet",
    "bottes",
    ...PRODUCT_IDS.map((id) => `bottes.${id}.surface` as const),
    "echeancePrevu",
    "travaux",
  ],
  delivery: ["dateLivraison", "siteAccessible", "moyenDechargement"],
};

export const QUOTE_FIELD_ORDER: readonly QuoteFieldName[] = Object.values(SECTION_FIELDS).flat();

export function sectionOf(field: QuoteFieldName): QuoteSectionKey {
  return (Object.keys(SECTION_FIELDS) as QuoteSectionKey[]).find((key) => SECTION_FIELDS[key].includes(field)) ?? "identity";
}
