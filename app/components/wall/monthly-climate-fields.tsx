import { useId, useState } from "react";
import { formatNumber } from "@domain/format";
import { FRENCH_CLIMATE_IDS, FRENCH_CLIMATES, type FrenchClimateId } from "@domain/wall/french-climates";
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

type Choice = "none" | "entered" | FrenchClimateId;

/**
 * The monthly climate of the EN ISO 13788 balance: a cited French station (french-climates.ts) or twelve months the
 * person enters with their source; folded away. The server checks the values with the schema.
 */
export function MonthlyClimateFields({
  monthlyClimate,
  climateZone,
  errors,
  onChange,
  onZoneChange,
}: {
  monthlyClimate: MonthlyClimate | undefined;
  climateZone: FrenchClimateId | undefined;
  errors: Record<string, string>;
  onChange: (monthlyClimate: MonthlyClimate | undefined) => void;
  onZoneChange: (climateZone: FrenchClimateId | undefined) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>(climateZone ?? (monthlyClimate ? "entered" : "none"));
  const [label, setLabel] = useState(monthlyClimate?.label ?? "");
  const [text, setText] = useState(monthlyClimate ? show(monthlyClimate.months) : "");
  const monthsError = text.trim() !== "" && readMonths(text) === null ? WALL_MESSAGES.monthlyClimate : null;
  const serverError = Object.entries(errors).find(([path]) => path.startsWith("monthlyClimate") || path === "climateZone")?.[1] ?? null;
  const error = monthsError ?? serverError;
  const commit = (nextLabel: string, nextText: string) => {
    const months = readMonths(nextText);
    onChange(months && nextLabel.trim() !== "" ? { label: nextLabel.trim(), months } : undefined);
  };
  const station = choice !== "none" && choice !== "entered" ? FRENCH_CLIMATES[choice] : null;
  return (
    <details className="rounded-lg border border-border p-4" open={monthlyClimate !== undefined || climateZone !== undefined}>
      <summary className="cursor-pointer text-lg font-semibold">Bilan mensuel sur un climat (NF EN ISO 13788)</summary>
      <div className="mt-3 grid gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-climat`} className="text-sm font-medium">
            Climat mensuel
          </label>
          <select
            id={`${id}-climat`}
            value={choice}
            className="rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            onChange={(event) => {
              const next = event.target.value as Choice;
              setChoice(next);
              if (next === "none") onZoneChange(undefined);
              else if (next === "entered") {
                onZoneChange(undefined);
                commit(label, text);
              } else onZoneChange(next);
            }}
          >
            <option value="none">Aucun : méthode des périodes (DIN 4108-3) seule</option>
            {FRENCH_CLIMATE_IDS.map((climateId) => (
              <option key={climateId} value={climateId}>
                {FRENCH_CLIMATES[climateId].label}
              </option>
            ))}
            <option value="entered">Un climat que je saisis</option>
          </select>
          <p className="text-sm text-muted-foreground">
            Stations françaises citées : moyennes mensuelles d'années types publiques. Pour une autre zone, aucune série de températures et
            d'humidités n'a pu être citée : saisissez celle de votre station et sa source.
          </p>
        </div>
        {station ? (
          <p className="text-sm" data-testid="climate-source">
            Source : {station.source}.
          </p>
        ) : null}
        {choice === "entered" ? (
          <>
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
              {text.trim() !== "" && readMonths(text) && label.trim() === "" ? (
                <p className="text-sm text-destructive">{WALL_MESSAGES.monthlyLabel}</p>
              ) : null}
            </div>
          </>
        ) : null}
        {error ? (
          <p id={`${id}-erreur`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </details>
  );
}
