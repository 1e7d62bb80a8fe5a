import { Form } from "react-router";
import {
  ESTIMATE_ELEMENT_LABELS,
  ESTIMATE_ELEMENTS,
  type EstimateElement,
  WALL_CALCULATOR_COMPOSITION_LABEL,
} from "@domain/re2020/re2020-schema";
import { BUILDING_TYPE_LABELS, BUILDING_TYPES } from "@domain/re2020/thresholds";
import { Button } from "~/components/ui/button";
import { useEffect } from "react";
import { DecimalInput } from "~/components/forms/decimal-input";
import { Label } from "~/components/ui/label";
import { fieldClass } from "~/components/wall/material-select";
import { type Re2020PageState, STRAW_PRESETS } from "~/lib/re2020-url-state";

const AREA_NAME: Record<EstimateElement, string> = { walls: "murs", roof: "toiture", floor: "plancher" };
const COMPOSITION_NAME: Record<EstimateElement, string> = { walls: "cm", roof: "ct", floor: "cp" };
const AREA_LABEL: Record<EstimateElement, string> = {
  walls: "Surface des murs (m²)",
  roof: "Surface de toiture (m²)",
  floor: "Surface de plancher isolé (m²)",
};

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/** The first message of a field or of anything under it ("walls.composition.layers.0.thicknessMm"). */
function messageUnder(fields: Record<string, string>, prefix: string): string | undefined {
  return fields[prefix] ?? Object.entries(fields).find(([key]) => key.startsWith(`${prefix}.`))?.[1];
}

/**
 * The estimate's inputs, an ordinary GET form: the page's URL holds them (a shareable link), the server computes the
 * figures, and it works before (or without) the page's script.
 */
export function EstimateForm({ state, fields }: { state: Re2020PageState; fields: Record<string, string> }) {
  const toFillId = state.toFill ? `re2020-${AREA_NAME[state.toFill]}` : null;
  useEffect(() => {
    // A roof or floor brought from the wall calculator: its area is the one thing left to give (issue #40 item 4).
    if (toFillId) document.getElementById(toFillId)?.focus();
  }, [toFillId]);
  const text = (name: string, id: string, label: string, value: string, error: string | undefined) => {
    const toFill = id === toFillId;
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={id}>
          {label}
          {toFill ? <strong className="ml-2 rounded bg-straw-200 px-1.5 py-0.5 text-xs text-earth-900">À renseigner</strong> : null}
        </Label>
        <DecimalInput
          id={id}
          name={name}
          defaultValue={value}
          autoFocus={toFill}
          data-to-fill={toFill ? "true" : undefined}
          className={toFill ? "ring-2 ring-straw-500 ring-offset-2" : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erreur` : undefined}
        />
        <FieldError id={`${id}-erreur`} message={error} />
      </div>
    );
  };
  return (
    <Form method="get" className="grid content-start gap-6" key={JSON.stringify(state)}>
      <fieldset className="grid gap-4 rounded-lg border border-border bg-card p-5">
        <legend className="px-1 text-lg font-semibold">Bâtiment</legend>
        <div className="grid gap-1.5">
          <Label htmlFor="re2020-type">Type de bâtiment</Label>
          <select
            id="re2020-type"
            name="type"
            defaultValue={state.buildingType}
            className={fieldClass}
            aria-invalid={fields.buildingType ? true : undefined}
            aria-describedby={fields.buildingType ? "re2020-type-erreur" : undefined}
          >
            {BUILDING_TYPES.map((type) => (
              <option key={type} value={type}>
                {BUILDING_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          <FieldError id="re2020-type-erreur" message={fields.buildingType} />
        </div>
        {text("annee", "re2020-annee", "Année de dépôt du permis de construire", state.permitYear, fields.permitYear)}
        {text("sref", "re2020-sref", "Surface de référence SREF (m²)", state.sref, fields.sref)}
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-border bg-card p-5">
        <legend className="px-1 text-lg font-semibold">Parois isolées</legend>
        {ESTIMATE_ELEMENTS.map((element) => {
          const composition = state.compositions[element];
          const isPreset = STRAW_PRESETS.some((preset) => preset.id === composition);
          const compositionError = messageUnder(fields, `${element}.composition`);
          const id = `re2020-${AREA_NAME[element]}`;
          return (
            <div key={element} className="grid gap-3 border-t border-border pt-3 first:border-t-0 first:pt-0">
              <h2 className="font-medium">{ESTIMATE_ELEMENT_LABELS[element]}</h2>
              {text(AREA_NAME[element], id, AREA_LABEL[element], state.areas[element], fields[`${element}.areaM2`])}
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-composition`}>Composition ({ESTIMATE_ELEMENT_LABELS[element].toLowerCase()})</Label>
                <select
                  id={`${id}-composition`}
                  name={COMPOSITION_NAME[element]}
                  defaultValue={composition}
                  className={fieldClass}
                  aria-invalid={compositionError ? true : undefined}
                  aria-describedby={compositionError ? `${id}-composition-erreur` : undefined}
                >
                  {isPreset ? null : <option value={composition}>{WALL_CALCULATOR_COMPOSITION_LABEL}</option>}
                  {STRAW_PRESETS.map((preset) => (
                    <option key={preset.id} value={preset.id}>
                      {preset.label}
                    </option>
                  ))}
                </select>
                <FieldError id={`${id}-composition-erreur`} message={compositionError} />
              </div>
            </div>
          );
        })}
        <p className="text-sm text-muted-foreground">
          Une autre composition (laine minérale, votre propre paroi) se prépare dans le{" "}
          <a href="/calculateur-paroi" className="font-medium text-primary underline underline-offset-4">
            calculateur de paroi
          </a>
          , qui renvoie ici.
        </p>
      </fieldset>
      <FieldError id="re2020-erreur" message={fields._} />
      <Button type="submit" variant="eco" className="justify-self-start">
        Estimer
      </Button>
    </Form>
  );
}
