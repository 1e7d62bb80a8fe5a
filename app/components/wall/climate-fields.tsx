import { useState } from "react";
import { decimalOrNaN, decimalFieldText } from "@domain/decimal";
import { DEFAULT_CLIMATE, type Climate } from "@domain/wall/glaser";
import { DecimalInput } from "~/components/forms/decimal-input";

const FIELDS: readonly { key: keyof Climate; label: string }[] = [
  { key: "insideTemperature", label: "Température intérieure (°C)" },
  { key: "insideHumidity", label: "Humidité intérieure (%)" },
  { key: "outsideTemperature", label: "Température extérieure (°C)" },
  { key: "outsideHumidity", label: "Humidité extérieure (%)" },
];

const show = decimalFieldText;

/** The Glaser condition (default: the DIN 4108-3 winter case), folded away: most visitors keep it. */
export function ClimateFields({
  climate,
  errors,
  onChange,
}: {
  climate: Climate | null;
  errors: Record<string, string>;
  onChange: (climate: Climate | null) => void;
}) {
  const current = climate ?? DEFAULT_CLIMATE;
  const [texts, setTexts] = useState(() => Object.fromEntries(FIELDS.map(({ key }) => [key, show(current[key])])));
  return (
    <details className="rounded-lg border border-border p-4" open={climate !== null}>
      <summary className="cursor-pointer text-lg font-semibold">Conditions de calcul de la condensation</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ key, label }) => {
          const error = errors[`climate.${key}`];
          return (
            <div key={key} className="grid gap-1.5">
              <label htmlFor={`climat-${key}`} className="text-sm font-medium">
                {label}
              </label>
              <DecimalInput
                id={`climat-${key}`}
                value={texts[key]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `climat-${key}-erreur` : undefined}
                onChange={(event) => {
                  setTexts({ ...texts, [key]: event.target.value });
                  onChange({ ...current, [key]: decimalOrNaN(event.target.value) });
                }}
              />
              {error ? (
                <p id={`climat-${key}-erreur`} className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        Par défaut : 20 °C et 50 % à l'intérieur, −5 °C et 80 % à l'extérieur (cas d'hiver de la DIN 4108-3), une seule condition, sans
        bilan mensuel (NF EN ISO 13788).
      </p>
    </details>
  );
}
