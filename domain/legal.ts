import { QUOTE_VALIDITY_DAYS } from "@domain/quote/quote-pricing";
import { brand } from "./brand";

/**
 * Facts of the legal pages (/mentions-legales, /cgv, /protection-donnees). The company facts the manufacturer has
 * not supplied yet are `toComplete`: the pages show them as a visible "à compléter" marker, never as an invented
 * value. Replace each with `known("…")` once supplied.
 */

export type LegalFact = { known: true; value: string } | { known: false; what: string };

const toComplete = (what: string): LegalFact => ({ known: false, what });
// For the values as they arrive: known("SAS au capital de …").
export const known = (value: string): LegalFact => ({ known: true, value });

/** The publisher (LCEN art. 6, III, 1°; C. com. R123-237). */
export const company = {
  legalForm: toComplete("forme juridique (SAS, SARL…)"),
  shareCapital: toComplete("montant du capital social"),
  headOffice: toComplete("adresse du siège social"),
  siret: toComplete("numéro SIRET"),
  rcs: toComplete("ville du greffe et numéro d'immatriculation au RCS"),
  vatNumber: toComplete("numéro de TVA intracommunautaire"),
  publicationDirector: toComplete("nom et fonction du directeur de la publication"),
} as const;

/** A fact in a plain-text document (PDF, e-mail): its value, or "[à compléter]" until the company supplies it. */
export function legalFactText(fact: LegalFact): string {
  return fact.known ? fact.value : "[à compléter]";
}

/**
 * The seller's identity a quote carries for a French buyer and their accountant (C. com. R123-237: legal form,
 * capital, SIRET, RCS; VAT number), one line each, for the quote PDF and the e-mail that sends it.
 */
export function sellerIdentityLines(): string[] {
  return [
    `${brand.name}, ${legalFactText(company.legalForm)} au capital de ${legalFactText(company.shareCapital)}`,
    `SIRET ${legalFactText(company.siret)} · RCS ${legalFactText(company.rcs)}`,
    `TVA intracommunautaire ${legalFactText(company.vatNumber)}`,
  ];
}

/** The host of the site (LCEN art. 6, III, 2°: name, address and telephone). */
export const host = {
  name: toComplete("nom ou raison sociale de l'hébergeur"),
  address: toComplete("adresse de l'hébergeur"),
  phone: toComplete("téléphone de l'hébergeur"),
} as const;

/** Terms of sale the company must choose. */
export const salesTerms = {
  // The personalised quotes state this period (server/pdf/quote-document.tsx): one constant for both.
  quoteValidity: known(`${QUOTE_VALIDITY_DAYS} jours à compter de sa date d'émission`),
  deposit: toComplete("acompte demandé à la commande, le cas échéant"),
  paymentMethods: toComplete("moyens de paiement acceptés"),
  professionalPaymentTerm: toComplete("délai de paiement accordé aux professionnels"),
  returnCostEstimate: toComplete("estimation du coût de retour d'une palette"),
  competentCourt: toComplete("tribunal compétent entre professionnels"),
} as const;

/** The consumer mediator the company adheres to (C. consom. L612-1). */
export const consumerMediator = {
  name: toComplete("nom du médiateur de la consommation"),
  contact: toComplete("adresse postale et site internet du médiateur"),
} as const;

/** Service providers that receive personal data on the company's behalf. */
export const processors = {
  emailProvider: toComplete("prestataire d'envoi des e-mails"),
} as const;

/** "Dernière mise à jour" of the three legal pages (public §2: October 2025 for the privacy page). */
export const LEGAL_PAGES_UPDATED = "octobre 2025";

/** The supervisory authority named in the privacy page. */
export const CNIL = {
  name: "Commission nationale de l'informatique et des libertés (CNIL)",
  address: "3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07",
  url: "https://www.cnil.fr",
} as const;

/** Credit required by the DB-IP Lite licence (CC BY 4.0) for the geolocation of visits. */
export const DB_IP_CREDIT = {
  text: "IP Geolocation by DB-IP",
  url: "https://db-ip.com",
  licence: "CC BY 4.0",
  licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
} as const;
