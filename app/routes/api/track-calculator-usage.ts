import type { Route } from "./+types/track-calculator-usage";
import { calculatorUsageSchema } from "@domain/calculator/calculator-api";
import { recordCalculatorUsage } from "@server/calculator/calculator-usage.server";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";

export const loader = methodNotAllowed;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const meta = context.get(requestMetaContext);
  return runApiCall(meta.log, async () => {
    const usage = parseWith(calculatorUsageSchema, await readJsonBody(request));
    const recorded = await recordCalculatorUsage(services, meta, usage);
    return Response.json({ ok: true, recorded });
  });
}
