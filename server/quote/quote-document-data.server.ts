import { addDays } from "@domain/calendar";
import { type CompanyIdentity, sellerIdentityLines } from "@domain/legal";
import { PRODUCTS } from "@domain/products";
import { HORIZONS, selectedBales, WORKS, YES_NO } from "@domain/quote/quote-form";
import { formatPhone } from "@domain/quote/quote-field-values";
import { QUOTE_VALIDITY_DAYS, type QuotePricing } from "@domain/quote/quote-pricing";
import type { QuoteDocumentData } from "@server/pdf/quote-document";
import type { QuoteEstimateAnnex } from "@domain/quote/estimate-annex";
import type { CheckedQuoteRequest } from "./quote-checks.server";

/** What the quote PDF shows, from the checked request, its number, its pricing and the seller's identity. */
export function quoteDocumentData(
  request: CheckedQuoteRequest,
  number: string,
  pricing: QuotePricing,
  seller: CompanyIdentity,
  estimate: QuoteEstimateAnnex | null = null,
): QuoteDocumentData {
  const { form, today, urgent } = request;
  return {
    number,
    date: today,
    validUntil: quoteValidUntil(today),
    customer: {
      name: form.nomPrenom,
      company: form.entreprise,
      vatNumber: form.numeroTVA,
      position: form.posteOccupe,
      email: form.email,
      phone: formatPhone(form.telephone),
      address: [form.rue, form.rue2, `${form.codePostal} ${form.ville}`].filter((line): line is string => Boolean(line)),
    },
    deliveryAddress: form.livraisonDifferente === "oui" ? [form.rueLivraison, `${form.codePostalLivraison} ${form.villeLivraison}`] : null,
    project: {
      title: form.titreProjet,
      details: form.detailsProjet,
      horizon: HORIZONS[form.echeancePrevu],
      works: form.travaux && WORKS[form.travaux],
    },
    delivery: { date: form.dateLivraison, urgent, siteAccessible: YES_NO[form.siteAccessible], unloading: YES_NO[form.moyenDechargement] },
    pricing,
    unspecifiedBales: selectedBales(form.bottes)
      .filter((bale) => bale.surface === null)
      .map((bale) => PRODUCTS[bale.productId].quoteLabel),
    sellerIdentity: sellerIdentityLines(seller),
    estimate,
  };
}

/** The last day a quote issued on `today` holds. */
export function quoteValidUntil(today: string): string {
  return addDays(today, QUOTE_VALIDITY_DAYS);
}
