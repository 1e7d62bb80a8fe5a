import { useState } from "react";
import { decimalOrNaN, decimalFieldText } from "@domain/decimal";
import { DecimalInput } from "~/components/forms/decimal-input";
import type { CustomLayerValues } from "~/lib/wall-url-state";

const FIELDS: readonly { key: keyof CustomLayerValues; label: string }[] = [
  { key: "lambda", label: "λ (W/(m·K))" },
  { key: "density", label: "ρ (kg/m³)" },
  { key: "specificHeat", label: "c (J/(kg·K))" },
  { key: "mu", label: "μ (–)" },
];

/** λ, ρ, c and μ of a material the catalogue lacks; the figures say "valeurs saisies". */
export function CustomValuesFields({
  id,
  index,
  values,
  errors,
  onChange,
}: {
  id: string;
  index: number;
  values: CustomLayerValues;
  errors: Record<string, string>;
  onChange: (values: CustomLayerValues) => void;
}) {
  const [texts, setTexts] = useState(() => Object.fromEntries(FIELDS.map(({ key }) => [key, decimalFieldText(values[key])])));
  return (
    <fieldset className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className="mb-1 text-sm font-medium">Valeurs saisies, non vérifiées par Isol en Paille</legend>
      {FIELDS.map(({ key, label }) => {
        const error = errors[`layers.${index}.${key}`];
        return (
          <div key={key} className="grid min-w-0 content-start gap-1.5">
            <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
              {label}
            </label>
            <DecimalInput
              id={`${id}-${key}`}
              value={texts[key]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${key}-erreur` : undefined}
              onChange={(event) => {
                setTexts({ ...texts, [key]: event.target.value });
                onChange({ ...values, [key]: decimalOrNaN(event.target.value) });
              }}
            />
            {error ? (
              <p id={`${id}-${key}-erreur`} className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
