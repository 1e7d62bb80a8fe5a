import { generateQuoteWithEstimateSchema } from "@domain/quote/quote-estimate";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";
import { generateQuote } from "@server/quote/quote-requests.server";

export const loader = methodNotAllowed;

/** `{ number, copySent }`: copySent false when the customer's copy was skipped (a mail limit), so the page says so. */
export const action = jsonApiAction(generateQuoteWithEstimateSchema, (services, meta, { re2020Estimate, ...form }) =>
  generateQuote(services, meta, form, re2020Estimate),
);
