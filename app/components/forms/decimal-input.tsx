import type { ComponentProps } from "react";
import { Input } from "~/components/ui/input";

/**
 * The one input of a typed number on the site (docs/product.md §8.9): plain text with the decimal keypad, never
 * `type="number"` (which read "12,5" as 125 or as nothing, depending on the browser), read by `checkDecimal` of
 * domain/decimal.ts with the field's `DecimalRule`; the server checks the same rule. Use it inside `FormField`, which
 * wires the label and the rule's message; a react-hook-form `register(...)` spreads onto it like onto `Input`.
 */
export function DecimalInput(props: Omit<ComponentProps<typeof Input>, "type" | "inputMode">) {
  return <Input type="text" inputMode="decimal" autoComplete="off" spellCheck={false} {...props} />;
}
