import { generateQuoteWithEstimateSchema } from "@domain/quote/quote-estimate";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";
import { generateQuote } from "@server/quote/quote-requests.server";

export const loader = methodNotAllowed;

export const action = jsonApiAction(generateQuoteWithEstimateSchema, async (services, meta, { re2020Estimate, ...form }) => {
  const { number } = await generateQuote(services, meta, form, re2020Estimate);
  return { number };
});
