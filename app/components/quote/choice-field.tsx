import { useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import type { QuoteFormInput } from "@domain/quote/quote-form";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import type { QuoteFieldName } from "./quote-fields";

/**
 * One choice of the quote form as radio buttons, with its question as the group's name and its French error under
 * it (wired to the group with aria-describedby). The first option takes the focus when the field is in error.
 */
export function ChoiceField({
  name,
  legend,
  options,
  required = false,
  inline = true,
}: {
  name: QuoteFieldName;
  legend: string;
  options: Record<string, string>;
  required?: boolean;
  /** Options side by side (short answers) or one per line. */
  inline?: boolean;
}) {
  const id = useId();
  const { control } = useFormContext<QuoteFormInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <div className="flex flex-col gap-2">
            <span id={`${id}-legend`} className="text-sm leading-none font-medium">
              {legend}
              {required && (
                <span aria-hidden className="text-destructive">
                  {" "}
                  *
                </span>
              )}
            </span>
            <RadioGroup
              aria-labelledby={`${id}-legend`}
              aria-describedby={error ? `${id}-error` : undefined}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
              className={inline ? "flex flex-wrap gap-x-6 gap-y-3" : "grid gap-3"}
            >
              {Object.entries(options).map(([value, label], index) => (
                <div key={value} className="flex min-h-6 items-center gap-2">
                  <RadioGroupItem
                    ref={index === 0 ? field.ref : undefined}
                    name={field.name}
                    value={value}
                    id={`${id}-${value}`}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    aria-invalid={error ? true : undefined}
                  />
                  {/* An answer reads in the regular weight, under its question in medium. */}
                  <label htmlFor={`${id}-${value}`} className="text-sm leading-none select-none">
                    {label}
                  </label>
                </div>
              ))}
            </RadioGroup>
            {error && (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
