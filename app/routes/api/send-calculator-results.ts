import type { Route } from "./+types/send-calculator-results";
import { sendCalculatorResultsSchema } from "@domain/calculator/calculator-api";
import { sendCalculatorResults } from "@server/calculator/calculator-results.server";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";

export const loader = methodNotAllowed;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const meta = context.get(requestMetaContext);
  return runApiCall(meta.log, async () => {
    const payload = parseWith(sendCalculatorResultsSchema, await readJsonBody(request));
    await sendCalculatorResults(services, meta, payload);
    return Response.json({ ok: true });
  });
}
