import { useId, useState } from "react";
import { formatNumber } from "@domain/format";
import type { MonthlyClimate } from "@domain/wall/monthly-balance";
import { WALL_MESSAGES } from "@domain/wall/wall-schema";
import { Input } from "~/components/ui/input";

/** A decimal typed the French way ("4,5", "−2") or not; NaN when it is not one. */
function readNumber(text: string): number {
  const trimmed = text.trim().replace(",", ".").replace("−", "-");
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

/** Twelve lines "temperature ; humidity" (or separated by a tab or spaces), January first; null when they are not. */
export function readMonths(text: string): MonthlyClimate["months"] | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines.length !== 12) return null;
  const months = lines.map((line) => {
    const [temperature, humidity, ...rest] = line.split(/\s*[;\t]\s*|\s+/).map(readNumber);
    return rest.length === 0 && temperature !== undefined && humidity !== undefined ? { temperature, humidity } : null;
  });
  return months.every((month) => month !== null && Number.isFinite(month.temperature) && Number.isFinite(month.humidity))
    ? (months as MonthlyClimate["months"])
    : null;
}

const show = (months: MonthlyClimate["months"]) =>
  months.map((month) => `${formatNumber(month.temperature, 2)} ; ${formatNumber(month.humidity, 2)}`).join("\n");

/**
 * The monthly climate the person enters for the EN ISO 13788 balance (the calculator ships no French zone: none
 * could be cited with its humidity), with its source; folded away. The server checks the values with the schema.
 */
export function MonthlyClimateFields({
  monthlyClimate,
  errors,
  onChange,
}: {
  monthlyClimate: MonthlyClimate | undefined;
  errors: Record<string, string>;
  onChange: (monthlyClimate: MonthlyClimate | undefined) => void;
}) {
  const id = useId();
  const [label, setLabel] = useState(monthlyClimate?.label ?? "");
  const [text, setText] = useState(monthlyClimate ? show(monthlyClimate.months) : "");
  const monthsError = text.trim() !== "" && readMonths(text) === null ? WALL_MESSAGES.monthlyClimate : null;
  const serverError = Object.entries(errors).find(([path]) => path.startsWith("monthlyClimate"))?.[1] ?? null;
  const error = monthsError ?? serverError;
  const commit = (nextLabel: string, nextText: string) => {
    const months = readMonths(nextText);
    onChange(months && nextLabel.trim() !== "" ? { label: nextLabel.trim(), months } : undefined);
  };
  return (
    <details className="rounded-lg border border-border p-4" open={monthlyClimate !== undefined}>
      <summary className="cursor-pointer text-lg font-semibold">Bilan mensuel sur votre climat (NF EN ISO 13788)</summary>
      <p className="mt-2 text-sm text-muted-foreground">
        Le calculateur ne fournit pas de climat mensuel : aucune série de températures et d'humidités des zones françaises n'a pu être
        citée. Saisissez celle de votre station (moyennes mensuelles) et sa source pour obtenir l'accumulation mois par mois.
      </p>
      <div className="mt-3 grid gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-source`} className="text-sm font-medium">
            Source du climat (station, période)
          </label>
          <Input
            id={`${id}-source`}
            value={label}
            maxLength={200}
            onChange={(event) => {
              setLabel(event.target.value);
              commit(event.target.value, text);
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-mois`} className="text-sm font-medium">
            Douze lignes, janvier en premier : température (°C) ; humidité relative (%)
          </label>
          <textarea
            id={`${id}-mois`}
            rows={12}
            value={text}
            placeholder={"4,5 ; 88\n5,2 ; 84\n…"}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-erreur` : undefined}
            className="rounded-md border border-input bg-background px-3 py-2 font-mono text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            onChange={(event) => {
              setText(event.target.value);
              commit(label, event.target.value);
            }}
          />
          {error ? (
            <p id={`${id}-erreur`} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          {text.trim() !== "" && readMonths(text) && label.trim() === "" ? (
            <p className="text-sm text-destructive">{WALL_MESSAGES.monthlyLabel}</p>
          ) : null}
        </div>
      </div>
    </details>
  );
}
