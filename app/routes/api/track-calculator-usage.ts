import { calculatorUsageSchema } from "@domain/calculator/calculator-api";
import { recordCalculatorUsage } from "@server/calculator/calculator-usage.server";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";

export const loader = methodNotAllowed;

export const action = jsonApiAction(calculatorUsageSchema, async (services, meta, usage) => ({
  recorded: await recordCalculatorUsage(services, meta, usage),
}));
