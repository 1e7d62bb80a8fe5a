import type { Route } from "./+types/send-contact-email";
import { contactRequestSchema } from "@domain/contact/contact-schema";
import { plainQuoteRequestSchema } from "@domain/quote/quote-payload";
import { submitContactRequest } from "@server/contact/contact-requests.server";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";
import { submitPlainQuoteRequest } from "@server/quote/quote-requests.server";

export const loader = methodNotAllowed;

/** Public §7 call 7: a contact message (type 'contact') or a quote request the site cannot price (type 'devis'). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const meta = context.get(requestMetaContext);
  return runApiCall(meta.log, async () => {
    const body = await readJsonBody(request);
    if (typeof body === "object" && body !== null && "type" in body && body.type === "devis") {
      await submitPlainQuoteRequest(services, meta, parseWith(plainQuoteRequestSchema, body));
    } else {
      await submitContactRequest(services, meta, parseWith(contactRequestSchema, body));
    }
    return Response.json({ ok: true });
  });
}
