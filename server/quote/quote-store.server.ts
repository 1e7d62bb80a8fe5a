import type { Transaction } from "../db/client.server";
import { conversionEvents, quoteRequests } from "../db/schema.server";
import type { CheckedQuoteRequest } from "./quote-checks.server";

export interface StoredQuote {
  number: string;
  subtotalHT: number;
  vat: number;
  totalTTC: number;
  /** The PDF sent to the customer and the team. */
  pdf: Buffer;
}

/**
 * The rows of one quote request: the request itself, once, in quote_requests (the whole form, and the quote's number,
 * prices and PDF), and its `devis_request` conversion event; the database gives it its follow-up, new (quote_follow_ups,
 * migration 0012). `quote` is null for a request the site could not price.
 */
export async function storeQuoteRequest(tx: Transaction, request: CheckedQuoteRequest, quote: StoredQuote | null): Promise<void> {
  const { form, location, urgent } = request;
  const where = { city: location?.city ?? null, region: location?.region ?? null, country: location?.country ?? null };
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
    pdf: quote?.pdf ?? null,
    form,
    ...where,
  });
  await tx.insert(conversionEvents).values({ eventType: "devis_request", eventCategory: "conversion", pageUrl: "/devis", ...where });
}
