import { useFormContext } from "react-hook-form";
import { HORIZONS, type QuoteFormInput, WORKS } from "@domain/quote/quote-form";
import { FormField } from "~/components/forms/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { BaleSelectionField } from "./bale-selection-field";
import { ChoiceField } from "./choice-field";

/** Step 2 'Spécifications techniques' (docs/product.md §2.12, §8.3): the project, the bales and their surfaces, the horizon. */
export function ProjectFields() {
  const { register, formState } = useFormContext<QuoteFormInput>();
  const { errors } = formState;
  return (
    <div className="flex flex-col gap-5">
      <FormField label="Titre du projet" required hint="Par exemple : maison ossature bois de 120 m²" error={errors.titreProjet?.message}>
        <Input {...register("titreProjet")} />
      </FormField>
      <FormField
        label="Détails du projet"
        required
        hint="Type de bâtiment, parois à isoler, contraintes du chantier… Plus vous serez précis, mieux nous pourrons vous aider."
        error={errors.detailsProjet?.message}
      >
        <Textarea rows={5} {...register("detailsProjet")} />
      </FormField>
      <BaleSelectionField />
      <FormField label="Échéance prévue du projet" required error={errors.echeancePrevu?.message}>
        <select
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs aria-invalid:border-destructive md:text-sm"
          {...register("echeancePrevu")}
        >
          <option value="">Choisissez une échéance…</option>
          {Object.entries(HORIZONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      <ChoiceField name="travaux" legend="Qui réalisera les travaux ? (facultatif)" options={WORKS} />
    </div>
  );
}
