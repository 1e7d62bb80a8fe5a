import { QUOTE_VALIDITY_DAYS } from "@domain/quote/quote-pricing";
import { brand } from "./brand";
import { compactNumber, formatSiren, formatSiret } from "./company-identity";
import { formatEuros } from "./format";

/**
 * Facts of the legal pages (/mentions-legales, /cgv, /protection-donnees), of the quote PDF and of the e-mail that
 * sends it. The company's identity comes from the configuration (COMPANY_*, PUBLICATION_DIRECTOR, HOST_*: docs/configuration.md), read by the server and passed down; a fact not supplied yet is `toComplete`: the pages show it as a
 * visible "à compléter" marker (app/components/legal/legal-fact.tsx), the PDF and e-mails as "[à compléter]"
 * (`legalFactText`), never as an invented value.
 */

export type LegalFact = { known: true; value: string } | { known: false; what: string };

const toComplete = (what: string): LegalFact => ({ known: false, what });
export const known = (value: string): LegalFact => ({ known: true, value });

/** A fact in a plain-text document (PDF, e-mail): its value, or "[à compléter]" until the company supplies it. */
export function legalFactText(fact: LegalFact): string {
  return fact.known ? fact.value : "[à compléter]";
}

/**
 * The identity the configuration supplies, already checked (server/config.server.ts: the SIRET by its Luhn key, the
 * VAT number by its key); a missing one is undefined.
 */
export interface SuppliedIdentity {
  legalForm?: string;
  capital?: string;
  siret?: string;
  rcsCity?: string;
  vatNumber?: string;
  address?: string;
  publicationDirector?: string;
  hostName?: string;
  hostAddress?: string;
}

/** Each supplied fact, its environment variable and what it is, in the order the legal notice gives them. */
export const IDENTITY_VARIABLES: { [Key in keyof Required<SuppliedIdentity>]: { variable: string; what: string } } = {
  legalForm: { variable: "COMPANY_LEGAL_FORM", what: "forme juridique (SAS, SARL…)" },
  capital: { variable: "COMPANY_CAPITAL", what: "montant du capital social" },
  address: { variable: "COMPANY_ADDRESS", what: "adresse du siège social" },
  siret: { variable: "COMPANY_SIRET", what: "numéro SIRET" },
  rcsCity: { variable: "COMPANY_RCS_CITY", what: "ville du greffe du RCS" },
  vatNumber: { variable: "COMPANY_VAT_NUMBER", what: "numéro de TVA intracommunautaire" },
  publicationDirector: { variable: "PUBLICATION_DIRECTOR", what: "nom et fonction du directeur de la publication" },
  hostName: { variable: "HOST_NAME", what: "nom ou raison sociale de l'hébergeur" },
  hostAddress: { variable: "HOST_ADDRESS", what: "adresse de l'hébergeur" },
};

/** The facts the configuration does not supply yet, with their variables: the start-up warning and `/auth` list them. */
export function missingIdentity(supplied: SuppliedIdentity): { variable: string; what: string }[] {
  return (Object.keys(IDENTITY_VARIABLES) as (keyof SuppliedIdentity)[])
    .filter((key) => supplied[key] === undefined)
    .map((key) => IDENTITY_VARIABLES[key]);
}

/** The publisher (LCEN art. 6, III, 1°; C. com. R123-237). */
export interface CompanyIdentity {
  legalForm: LegalFact;
  shareCapital: LegalFact;
  headOffice: LegalFact;
  siret: LegalFact;
  /** "Angers 732 829 320": the registry's city, then the SIREN. */
  rcs: LegalFact;
  vatNumber: LegalFact;
  publicationDirector: LegalFact;
}

/** The host of the site (LCEN art. 6, III, 2°: name, address and telephone). */
export interface HostIdentity {
  name: LegalFact;
  address: LegalFact;
  phone: LegalFact;
}

export interface LegalIdentity {
  company: CompanyIdentity;
  host: HostIdentity;
}

const fact = (value: string | undefined, key: keyof SuppliedIdentity): LegalFact =>
  value === undefined ? toComplete(IDENTITY_VARIABLES[key].what) : known(value);

/** A capital given as a bare amount ("10000") reads in euros ("10 000 €"); any other text stays as written. */
function shareCapitalText(capital: string): string {
  const amount = capital.replace(/[\s\u00a0\u202f]/g, "");
  return /^\d+$/.test(amount) ? formatEuros(Number(amount)) : capital;
}

/** The facts of the pages and documents from what the configuration supplies. */
export function legalIdentity(supplied: SuppliedIdentity): LegalIdentity {
  const { siret, rcsCity } = supplied;
  return {
    company: {
      legalForm: fact(supplied.legalForm, "legalForm"),
      shareCapital: fact(supplied.capital === undefined ? undefined : shareCapitalText(supplied.capital), "capital"),
      headOffice: fact(supplied.address, "address"),
      siret: fact(siret === undefined ? undefined : formatSiret(siret), "siret"),
      // Both the city and the SIREN (from the SIRET) are needed; "ville du greffe et numéro" says what is missing.
      rcs:
        siret !== undefined && rcsCity !== undefined
          ? known(`${rcsCity} ${formatSiren(siret)}`)
          : toComplete("ville du greffe et numéro d'immatriculation au RCS"),
      vatNumber: fact(supplied.vatNumber === undefined ? undefined : compactNumber(supplied.vatNumber), "vatNumber"),
      publicationDirector: fact(supplied.publicationDirector, "publicationDirector"),
    },
    host: {
      name: fact(supplied.hostName, "hostName"),
      address: fact(supplied.hostAddress, "hostAddress"),
      phone: toComplete("téléphone de l'hébergeur"),
    },
  };
}

/**
 * The seller's identity a quote carries for a French buyer and their accountant (C. com. R123-237: legal form,
 * capital, SIRET, RCS; VAT number), one line each, for the quote PDF and the e-mail that sends it.
 */
export function sellerIdentityLines(company: CompanyIdentity): string[] {
  return [
    `${brand.name}, ${legalFactText(company.legalForm)} au capital de ${legalFactText(company.shareCapital)}`,
    `SIRET ${legalFactText(company.siret)} · RCS ${legalFactText(company.rcs)}`,
    `TVA intracommunautaire ${legalFactText(company.vatNumber)}`,
  ];
}

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

/** "Dernière mise à jour" of the three legal pages (docs/product.md §2: October 2025 for the privacy page). */
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
