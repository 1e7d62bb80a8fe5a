import { useId, useRef } from "react";
import { CALCULATOR_UNITS, type CalculatorUnit, QUANTITY_RULE, UNIT_LABELS } from "@domain/calculator/calculator";
import { checkDecimal, decimalValue } from "@domain/decimal";
import { formatThickness } from "@domain/product-figures";
import { PRODUCT_LIST, type ProductId } from "@domain/products";
import { DecimalInput } from "~/components/forms/decimal-input";
import { FormField } from "~/components/forms/form-field";
import { Label } from "~/components/ui/label";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { useBlurOnWheel } from "~/hooks/use-blur-on-wheel";

export interface CalculationDraft {
  productId: ProductId;
  unit: CalculatorUnit;
  /** What the field holds, as typed. */
  quantity: string;
}

/** Product, unit and quantity of one calculation (docs/product.md §2 Calculator, §5 'Calculator'). */
export function CalculationInputs({
  title,
  draft,
  onChange,
}: {
  title: string;
  draft: CalculationDraft;
  onChange: (draft: CalculationDraft) => void;
}) {
  const id = useId();
  const quantityRef = useRef<HTMLInputElement>(null);
  useBlurOnWheel(quantityRef);
  // Enabled before React runs, so that a first tap or Tab reaches the fields: what is typed or chosen meanwhile is
  // kept and entered again once the tool is live (app/islands/start-on-use.ts).
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">{title}</legend>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-product`}>Produit</Label>
        <select
          id={`${id}-product`}
          value={draft.productId}
          onChange={(event) => onChange({ ...draft, productId: event.target.value as ProductId })}
          className="h-10 rounded-md border border-input bg-background px-3 text-base md:text-sm"
        >
          {PRODUCT_LIST.map((product) => (
            <option key={product.id} value={product.id}>
              {product.label} ({formatThickness(product)})
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-unit`} className="text-sm font-medium">
          Unité
        </span>
        <RadioGroup aria-labelledby={`${id}-unit`} className="flex gap-6">
          {CALCULATOR_UNITS.map((unit) => (
            <div key={unit} className="flex items-center gap-2">
              <RadioGroupItem
                name={`${id}-unit`}
                value={unit}
                id={`${id}-unit-${unit}`}
                checked={draft.unit === unit}
                onChange={() => onChange({ ...draft, unit })}
              />
              <Label htmlFor={`${id}-unit-${unit}`}>{UNIT_LABELS[unit]}</Label>
            </div>
          ))}
        </RadioGroup>
      </div>
      <FormField label={`Quantité (${UNIT_LABELS[draft.unit]})`} error={quantityError(draft.quantity)}>
        <DecimalInput
          value={draft.quantity}
          onChange={(event) => onChange({ ...draft, quantity: event.target.value })}
          ref={quantityRef}
          placeholder={
            draft.unit === "bottes" ? "Nombre de bottes" : draft.unit === "m2" ? "Surface à isoler, ex. 12,5" : "Volume à isoler"
          }
        />
      </FormField>
    </fieldset>
  );
}

/** The quantity typed, as a number, or null while the field is empty or refused (docs/product.md §8.9). */
export function parseQuantity(value: string): number | null {
  return decimalValue(value, QUANTITY_RULE);
}

/** What to say under the field: nothing while it is empty (no result yet), else why it is refused, with the range. */
function quantityError(value: string): string | undefined {
  const check = checkDecimal(value, QUANTITY_RULE);
  return check.ok || check.empty ? undefined : check.message;
}
