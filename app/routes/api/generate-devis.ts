import type { Route } from "./+types/generate-devis";
import { generateQuoteRequestSchema } from "@domain/quote/quote-payload";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";
import { generateQuote } from "@server/quote/quote-requests.server";

export const loader = methodNotAllowed;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const meta = context.get(requestMetaContext);
  return runApiCall(meta.log, async () => {
    const form = parseWith(generateQuoteRequestSchema, await readJsonBody(request));
    const { number } = await generateQuote(services, meta, form);
    return Response.json({ ok: true, number });
  });
}
