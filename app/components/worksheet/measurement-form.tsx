import { useId, useState } from "react";
import {
  BALE_TYPE_LABELS,
  BALE_TYPES,
  type BaleType,
  HUMIDITY_OPTIONS,
  TYPICAL_WEIGHT_KG,
  type WeightType,
  computeMeasurement,
  dryDensity,
  measurementInputSchema,
  measurementStatus,
  MEASUREMENT_RULES,
  nextLot,
  STATUS_LABELS,
} from "@domain/worksheet/worksheet";
import { WORKSHEET_MESSAGES } from "@domain/worksheet/worksheet-api";
import { formatDensity } from "@domain/worksheet/worksheet-summary";
import { formatNumber } from "@domain/format";
import { checkDecimal, type DecimalRule, readDecimal, decimalFieldText } from "@domain/decimal";
import { DecimalInput } from "~/components/forms/decimal-input";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { trackWorksheet } from "./track-worksheet";
import { updateWorksheet, useWorksheet } from "./worksheet-store";

const selectClass = "h-10 rounded-md border border-input bg-background px-3 text-base md:text-sm";

/** A decimal typed the French way ("5,5", "1 000") by the site's one reader; NaN when empty or not read. */
function parseDecimal(text: string): number {
  const reading = readDecimal(text);
  return reading.kind === "number" ? reading.value : Number.NaN;
}

/**
 * The measurement form of docs/product.md §3.2: bale type (width and height for 'autre'), lot, length, humidity, weight per
 * bale or per pallet; the dry density and its status shown as the user types. Where the original did nothing on a
 * missing field, this one says which field is missing.
 */
export function MeasurementForm() {
  const id = useId();
  const { baleType, humidity, lengthCm, weightType, lot, measurements } = useWorksheet();
  const setLot = (value: string) => updateWorksheet((state) => ({ ...state, lot: value }));
  const [weight, setWeight] = useState("");
  const [length, setLength] = useState<string | null>(null);
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const lengthText = length ?? decimalFieldText(lengthCm);

  const candidate = {
    baleType,
    widthCm: baleType === "autre" ? parseDecimal(width) : undefined,
    heightCm: baleType === "autre" ? parseDecimal(height) : undefined,
    lot,
    lengthCm: parseDecimal(lengthText),
    humidity,
    weightKg: parseDecimal(weight),
    weightType,
  };
  const density = dryDensity(candidate);
  const live = density !== undefined && Number.isFinite(density) ? { density, status: measurementStatus(density, humidity) } : null;

  function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    type TypedField = [label: string, field: string, text: string, rule: DecimalRule];
    const sizes: TypedField[] =
      baleType === "autre"
        ? [
            ["Largeur", "la largeur", width, MEASUREMENT_RULES.widthCm],
            ["Hauteur", "la hauteur", height, MEASUREMENT_RULES.heightCm],
          ]
        : [];
    if (sizes.some(([, , text]) => readDecimal(text).kind === "empty")) {
      toast.error(WORKSHEET_MESSAGES.missingDimensions.title, { description: WORKSHEET_MESSAGES.missingDimensions.description });
      return;
    }
    const missing = (field: string) => {
      const { title, description } = WORKSHEET_MESSAGES.missingField(field);
      toast.error(title, { description });
    };
    if (!lot.trim()) return missing("le numéro de lot");
    // Each number in the form's order: a missing one named as missing, one that is not a number ("abc") as invalid.
    const numbers: TypedField[] = [
      ...sizes,
      ["Longueur", "la longueur", lengthText, MEASUREMENT_RULES.lengthCm],
      ["Poids", "le poids", weight, MEASUREMENT_RULES.weightKg],
    ];
    for (const [label, field, text, rule] of numbers) {
      const check = checkDecimal(text, rule);
      if (check.ok) continue;
      if (check.empty) return missing(field);
      const { title, description } = WORKSHEET_MESSAGES.invalidNumber(label, check.message);
      toast.error(title, { description });
      return;
    }
    const parsed = measurementInputSchema.safeParse(candidate);
    if (!parsed.success) {
      toast.error("Mesure refusée", { description: parsed.error.issues[0]?.message });
      return;
    }
    const measurement = { ...computeMeasurement(parsed.data), id: crypto.randomUUID(), timestamp: new Date().toISOString() };
    updateWorksheet((state) => ({ ...state, measurements: [...state.measurements, measurement], lot: nextLot(lot.trim()) }));
    trackWorksheet({
      eventType: "measurement_added",
      botteType: baleType,
      measurementCount: measurements.length + 1,
      metadata: parsed.data,
    });
    setWeight("");
  }

  const setStored = (change: Partial<{ baleType: BaleType; humidity: number; weightType: WeightType }>) =>
    updateWorksheet((state) => ({ ...state, ...change }));

  return (
    <form
      onSubmit={add}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Nouvelle mesure
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-type`}>Type de botte</Label>
          <select
            id={`${id}-type`}
            value={baleType}
            onChange={(event) => setStored({ baleType: event.target.value as BaleType })}
            className={selectClass}
          >
            {BALE_TYPES.map((type) => (
              <option key={type} value={type}>
                {BALE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-lot`}>Numéro de lot (palette)</Label>
          <Input id={`${id}-lot`} value={lot} onChange={(event) => setLot(event.target.value)} maxLength={40} />
        </div>
        {baleType === "autre" ? (
          <>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-width`}>Largeur (cm)</Label>
              <DecimalInput id={`${id}-width`} value={width} onChange={(event) => setWidth(event.target.value)} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-height`}>Hauteur (cm)</Label>
              <DecimalInput id={`${id}-height`} value={height} onChange={(event) => setHeight(event.target.value)} />
            </div>
          </>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-length`}>Longueur (cm)</Label>
          <DecimalInput
            id={`${id}-length`}
            value={lengthText}
            onChange={(event) => {
              setLength(event.target.value);
              const typed = parseDecimal(event.target.value);
              if (typed > 0 && typed <= 1000) updateWorksheet((state) => ({ ...state, lengthCm: typed }));
            }}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-humidity`}>Humidité</Label>
          <select
            id={`${id}-humidity`}
            value={humidity}
            onChange={(event) => setStored({ humidity: Number(event.target.value) })}
            className={selectClass}
          >
            {HUMIDITY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-weight`}>Poids (kg)</Label>
          <DecimalInput
            id={`${id}-weight`}
            value={weight}
            placeholder={`ex. ${formatNumber(TYPICAL_WEIGHT_KG[baleType], 1)}`}
            onChange={(event) => setWeight(event.target.value)}
          />
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-sm font-medium">Pesée</legend>
          <div className="flex gap-4 pt-2">
            {(["bale", "pallet"] as const).map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-weight-type`}
                  value={type}
                  checked={weightType === type}
                  onChange={() => setStored({ weightType: type })}
                />
                {type === "bale" ? "par botte" : "par palette"}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p role="status" className="rounded-md bg-muted p-3">
        {live ? (
          <>
            Masse volumique sèche : <strong>{formatDensity(live.density)}</strong> – {STATUS_LABELS[live.status]}
          </>
        ) : (
          "La masse volumique sèche s'affiche dès que le poids et les dimensions sont saisis."
        )}
      </p>
      <Button type="submit" variant="eco" className="self-start">
        Ajouter la mesure
      </Button>
    </form>
  );
}
