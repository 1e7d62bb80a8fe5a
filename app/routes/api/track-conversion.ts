import type { Route } from "./+types/track-conversion";
import { conversionPayloadSchema } from "@domain/tracking/conversion";
import { recordConversion } from "@server/analytics/conversions.server";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";

export const loader = methodNotAllowed;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const meta = context.get(requestMetaContext);
  return runApiCall(meta.log, async () => {
    const recorded = await recordConversion(services, meta, parseWith(conversionPayloadSchema, await readJsonBody(request)));
    return Response.json({ ok: true, recorded });
  });
}
