import { baleSurfaceLines } from "@domain/quote/quote-payload";
import type { Transaction } from "../db/client.server";
import { contactRequests, conversionEvents, quoteRequests } from "../db/schema.server";
import type { CheckedQuoteRequest } from "./quote-checks.server";

export interface StoredQuote {
  number: string;
  subtotalHT: number;
  vat: number;
  totalTTC: number;
}

/**
 * The rows of one quote request: quote_requests (the whole form), contact_requests (subject containing "devis", as
 * the dashboards count quote requests) and conversion_events. `quote` is null for a request the site could not price.
 */
export async function storeQuoteRequest(tx: Transaction, request: CheckedQuoteRequest, quote: StoredQuote | null): Promise<void> {
  const { form, location, urgent } = request;
  const where = { city: location?.city ?? null, region: location?.region ?? null, country: location?.country ?? null };
  const [firstName = "", ...rest] = form.nomPrenom.split(/\s+/);
  await tx.insert(quoteRequests).values({
    number: quote?.number ?? null,
    customerName: form.nomPrenom,
    email: form.email,
    phone: form.telephone,
    clientType: form.typeClient,
    company: form.entreprise ?? null,
    projectTitle: form.titreProjet,
    deliveryDate: form.dateLivraison,
    urgent,
    subtotalHT: quote?.subtotalHT ?? null,
    vat: quote?.vat ?? null,
    totalTTC: quote?.totalTTC ?? null,
    form,
    ...where,
  });
  await tx.insert(contactRequests).values({
    firstName,
    lastName: rest.join(" "),
    company: form.entreprise ?? null,
    email: form.email,
    phone: form.telephone,
    subject: quote ? `Demande de devis ${quote.number} : ${form.titreProjet}` : `Demande de devis : ${form.titreProjet}`,
    message: [form.detailsProjet, "", ...baleSurfaceLines(form.bottes)].join("\n"),
    ...where,
  });
  await tx.insert(conversionEvents).values({ eventType: "devis_request", eventCategory: "conversion", pageUrl: "/devis", ...where });
}
