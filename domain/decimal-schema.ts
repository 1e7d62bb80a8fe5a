import { z } from "zod";
import { checkDecimal, checkNumber, DECIMAL_TEXT_MAX_LENGTH, decimalMessage, type DecimalRule } from "./decimal";

/**
 * The zod side of domain/decimal.ts: what the server receives is checked by the same rule, with the same message, as
 * the page checked it: typed text (a form, a URL) or a JSON number sent by one of our pages.
 */

/** A typed number as the server receives it (a form or a URL): read and checked exactly as the page did. */
export function decimalTextSchema(rule: DecimalRule) {
  return z
    .string({ error: decimalMessage(rule) })
    .max(DECIMAL_TEXT_MAX_LENGTH, decimalMessage(rule))
    .transform((text, ctx) => {
      const check = checkDecimal(text, rule);
      if (check.ok) return check.value;
      ctx.addIssue({ code: "custom", message: check.message });
      return z.NEVER;
    });
}

/** A number sent as JSON by one of our pages (after `checkDecimal`): the same range, the same message. */
export function decimalNumberSchema(rule: DecimalRule) {
  return z.number({ error: decimalMessage(rule) }).superRefine((value, ctx) => {
    const check = checkNumber(value, rule);
    if (!check.ok) ctx.addIssue({ code: "custom", message: check.message });
  });
}
