import { parisDay } from "@domain/calendar";
import { type QuoteForm, deliveryDateError } from "@domain/quote/quote-form";
import { isUrgentDelivery } from "@domain/quote/quote-pricing";
import type { RequestMeta, Services } from "../context.server";
import type { Location } from "../geo/geo.server";
import { API_MESSAGES, ApiError } from "../http/api-error.server";
import { admitVisitorMail } from "../email/visitor-mail.server";
import { HOUR_MS, limitCaller } from "../http/rate-limit.server";

const QUOTE_RATE_LIMIT = { name: "quote", windowMs: HOUR_MS };

/** A quote request that passed the checks, with what they established. */
export interface CheckedQuoteRequest {
  form: QuoteForm;
  /** Paris calendar day of the request. */
  today: string;
  urgent: boolean;
  location: Location | null;
  /** "Nantes, Pays de la Loire, France", or null when unknown. */
  place: string | null;
  /** Whether the customer gets their copy: false past the site's hourly cap of mail to visitors (the team's goes anyway). */
  copyToCustomer: boolean;
}

/**
 * What both ways of asking for a quote check first: today's delivery-date rule (the schema cannot, it needs the
 * clock), the caller's hourly limit, the recipient's and the site's caps. Throws the API's 400 or 429.
 */
export async function checkQuoteRequest(services: Services, meta: RequestMeta, form: QuoteForm): Promise<CheckedQuoteRequest> {
  const { db, config } = services;
  const today = parisDay(new Date());
  const dateError = deliveryDateError(form.dateLivraison, today);
  if (dateError) throw new ApiError(400, API_MESSAGES.invalidInput, { dateLivraison: dateError });
  await limitCaller(db, { ...QUOTE_RATE_LIMIT, limit: config.RATE_LIMIT_QUOTE_PER_HOUR }, meta.clientAddress);
  const copyToCustomer = await admitVisitorMail(services, form.email);
  const location = services.geo.locate(meta.clientAddress);
  return {
    form,
    today,
    urgent: isUrgentDelivery(form.dateLivraison, today),
    location,
    place: [location?.city, location?.region, location?.country].filter(Boolean).join(", ") || null,
    copyToCustomer,
  };
}
