import { type FormEvent, useId, useState } from "react";
import type { TypedFigure, UploadedProduct } from "@domain/fdes/compare-fdes-api";
import { formatUnreadPlace } from "@domain/fdes/figure-sources";
import {
  parseTypedNumber,
  typedNumberMessage,
  type ReadingChoices,
  TYPED_FIGURE_LABELS,
  TYPED_FIGURES,
  typedFigureValue,
  typedValuesSchema,
} from "@domain/fdes/typed-values";
import { Button } from "~/components/ui/button";
import { DecimalInput } from "~/components/forms/decimal-input";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { decimalFieldText } from "@domain/decimal";

/**
 * Finishing a reading by hand (docs/product.md §5.6): when the declaration gives several products or thicknesses, the
 * person chooses one; any figure the reader left unknown (or all of them, for a scan) can be typed, with what the
 * reader found where shown beside it. The same file is then compared again with these choices; the server checks
 * them with the same schema.
 */
export function CompleteReading({
  uploaded,
  choices,
  busy,
  onCompare,
}: {
  uploaded: UploadedProduct;
  choices: ReadingChoices;
  busy: boolean;
  onCompare(choices: ReadingChoices): void;
}) {
  const headingId = useId();
  const { variants } = uploaded.details;
  const open = TYPED_FIGURES.filter((figure) => typedFigureValue(uploaded, figure) === null || uploaded.details.typed[figure]);
  const [variant, setVariant] = useState<string | null>(choices.variant ?? uploaded.details.chosen_variant);
  const [texts, setTexts] = useState<Partial<Record<TypedFigure, string>>>(() =>
    Object.fromEntries(Object.entries(choices.typed).map(([figure, value]) => [figure, decimalFieldText(value)])),
  );
  const [errors, setErrors] = useState<Partial<Record<TypedFigure, string>>>({});
  if (variants.length < 2 && open.length === 0) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const values: Record<string, number> = {};
    const found: Partial<Record<TypedFigure, string>> = {};
    for (const figure of open) {
      const text = texts[figure]?.trim() ?? "";
      if (text === "") continue;
      const value = parseTypedNumber(text);
      if (value === null) found[figure] = typedNumberMessage(figure);
      else values[figure] = value;
    }
    const parsed = typedValuesSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as TypedFigure] ??= issue.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    onCompare({ variant, typed: parsed.data });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5"
      data-testid="fdes-complete"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        Compléter la lecture
      </h2>
      <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
        {variants.length >= 2 ? (
          <fieldset className="flex flex-col gap-2">
            <legend id={`${headingId}-produits`} className="font-medium">
              La déclaration donne les résultats de plusieurs produits ou épaisseurs : lequel comparer ?
            </legend>
            <RadioGroup aria-labelledby={`${headingId}-produits`} className="flex flex-col gap-2">
              {variants.map((option) => (
                <label key={option.id} className="flex items-start gap-3">
                  <RadioGroupItem
                    name="fdes-variant"
                    value={option.id}
                    checked={variant === option.id}
                    onChange={() => setVariant(option.id)}
                    className="mt-0.5"
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </RadioGroup>
          </fieldset>
        ) : null}
        {open.length > 0 ? (
          <fieldset className="flex flex-col gap-4">
            <legend className="font-medium">
              Valeurs non lues : vous pouvez les saisir d'après la FDES (par unité fonctionnelle). Elles seront signalées « saisi par
              l'utilisateur ».
            </legend>
            {open.map((figure) => {
              const inputId = `${headingId}-${figure}`;
              const unread = figure === "thermal_resistance" ? null : uploaded.details.unread[figure];
              return (
                <div key={figure} className="flex flex-col gap-1">
                  <label htmlFor={inputId} className="text-sm font-medium">
                    {TYPED_FIGURE_LABELS[figure].label} ({TYPED_FIGURE_LABELS[figure].unit})
                  </label>
                  <DecimalInput
                    id={inputId}
                    name={figure}
                    value={texts[figure] ?? ""}
                    aria-invalid={errors[figure] ? true : undefined}
                    aria-describedby={`${inputId}-lu${errors[figure] ? ` ${inputId}-erreur` : ""}`}
                    onChange={(event) => setTexts((current) => ({ ...current, [figure]: event.target.value }))}
                    className="max-w-xs"
                  />
                  <p id={`${inputId}-lu`} className="text-sm text-muted-foreground">
                    {unread ? `Non lu : ${formatUnreadPlace(unread)}` : "Non lu dans la FDES."}
                  </p>
                  {errors[figure] ? (
                    <p id={`${inputId}-erreur`} className="text-sm text-destructive" role="alert">
                      {errors[figure]}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ) : null}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Analyse en cours..." : "Comparer avec ces choix"}
          </Button>
        </div>
      </form>
    </section>
  );
}
