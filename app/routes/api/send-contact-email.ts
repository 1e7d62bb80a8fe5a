import type { Route } from "./+types/send-contact-email";
import { contactRequestSchema } from "@domain/contact/contact-schema";
import { submitContactRequest } from "@server/contact/contact-requests.server";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";

export const loader = methodNotAllowed;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const meta = context.get(requestMetaContext);
  return runApiCall(meta.log, async () => {
    const contact = parseWith(contactRequestSchema, await readJsonBody(request));
    await submitContactRequest(services, meta, contact);
    return Response.json({ ok: true });
  });
}
