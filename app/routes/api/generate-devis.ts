import { generateQuoteRequestSchema } from "@domain/quote/quote-payload";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";
import { generateQuote } from "@server/quote/quote-requests.server";

export const loader = methodNotAllowed;

export const action = jsonApiAction(generateQuoteRequestSchema, async (services, meta, form) => {
  const { number } = await generateQuote(services, meta, form);
  return { number };
});
