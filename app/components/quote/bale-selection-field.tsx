import { useId } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { PRODUCT_LIST } from "@domain/products";
import type { QuoteFormInput } from "@domain/quote/quote-form";
import { Checkbox } from "~/components/ui/checkbox";
import { DecimalInput } from "~/components/forms/decimal-input";
import { Label } from "~/components/ui/label";

/**
 * The four bale references (docs/product.md §5 'Bale selection'): a checkbox each, and the surface to insulate in m², which
 * can be typed once the reference is ticked. A surface left empty is allowed (the request then goes without a
 * priced quote).
 */
export function BaleSelectionField() {
  const id = useId();
  const { control, register, formState } = useFormContext<QuoteFormInput>();
  const bottes = useWatch({ control, name: "bottes" });
  const errors = formState.errors.bottes;
  const selectionError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={selectionError ? `${id}-error` : undefined}
      aria-invalid={selectionError ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        Références de bottes
        <span aria-hidden className="text-destructive">
          {" "}
          *
        </span>
      </legend>
      <p className="text-sm text-muted-foreground">Cochez une ou plusieurs références et indiquez la surface à isoler.</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PRODUCT_LIST.map((product, index) => {
          const selected = Boolean(bottes?.[product.id]?.selected);
          const surfaceError = errors?.[product.id]?.surface?.message;
          const checkboxId = `${id}-${product.id}`;
          const surfaceId = `${id}-${product.id}-surface`;
          return (
            <li
              key={product.id}
              data-product={product.id}
              className="flex flex-col gap-3 rounded-md border border-border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/40"
            >
              <div className="flex items-start gap-3">
                <Controller
                  control={control}
                  name={`bottes.${product.id}.selected`}
                  render={({ field }) => (
                    <Checkbox
                      ref={index === 0 ? field.ref : undefined}
                      id={checkboxId}
                      checked={Boolean(field.value)}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      aria-describedby={`${checkboxId}-detail`}
                      className="mt-0.5"
                    />
                  )}
                />
                <div className="flex flex-col gap-1">
                  <Label htmlFor={checkboxId}>{product.quoteLabel}</Label>
                  <span id={`${checkboxId}-detail`} className="text-sm text-muted-foreground">
                    {product.id === "argibotte"
                      ? `${product.thicknessMm} mm, âme en barbotine d'argile`
                      : `${product.thicknessMm} mm d'épaisseur`}
                  </span>
                </div>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={surfaceId} className={selected ? undefined : "text-muted-foreground"}>
                  Surface en m²<span className="sr-only"> ({product.quoteLabel})</span>
                </Label>
                <DecimalInput
                  id={surfaceId}
                  placeholder="ex. 120 ou 12,5"
                  disabled={!selected}
                  aria-invalid={surfaceError ? true : undefined}
                  aria-describedby={surfaceError ? `${surfaceId}-error` : undefined}
                  {...register(`bottes.${product.id}.surface`)}
                />
                {surfaceError && (
                  <p id={`${surfaceId}-error`} className="text-sm font-medium text-destructive">
                    {surfaceError}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {selectionError && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {selectionError}
        </p>
      )}
    </fieldset>
  );
}
