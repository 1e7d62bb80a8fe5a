import { sendCalculatorResultsSchema } from "@domain/calculator/calculator-api";
import { sendCalculatorResults } from "@server/calculator/calculator-results.server";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";

export const loader = methodNotAllowed;

export const action = jsonApiAction(sendCalculatorResultsSchema, async (services, meta, payload) => {
  await sendCalculatorResults(services, meta, payload);
});
