import { useFormContext, useWatch } from "react-hook-form";
import { phoneDigits } from "@domain/quote/quote-field-values";
import { CLIENT_TYPES, NEEDS, type QuoteFormInput, YES_NO } from "@domain/quote/quote-form";
import { FormField } from "~/components/forms/form-field";
import { Input } from "~/components/ui/input";
import { ChoiceField } from "./choice-field";

/** Step 1 'Qui êtes-vous ?' (docs/product.md §2.12, §8.3): who asks, how to reach them, where to bill and deliver. */
export function IdentityFields() {
  const { register, control, formState } = useFormContext<QuoteFormInput>();
  const { errors } = formState;
  const [typeClient, livraisonDifferente] = useWatch({ control, name: ["typeClient", "livraisonDifferente"] });
  const phone = register("telephone");

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceField name="typeClient" legend="Vous êtes" options={CLIENT_TYPES} required />
        <ChoiceField name="besoins" legend="Vos besoins" options={NEEDS} required inline={false} />
      </div>

      {typeClient === "professionnel" && (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Nom de l'entreprise" required error={errors.entreprise?.message}>
            <Input autoComplete="organization" {...register("entreprise")} />
          </FormField>
          <FormField label="Poste occupé" hint="Facultatif" error={errors.posteOccupe?.message}>
            <Input autoComplete="organization-title" {...register("posteOccupe")} />
          </FormField>
          <div className="sm:col-span-2">
            <FormField
              label="Numéro de TVA intracommunautaire (obligatoire en 2026)"
              hint="Par exemple FR 12 345678901"
              error={errors.numeroTVA?.message}
            >
              <Input autoComplete="off" {...register("numeroTVA")} />
            </FormField>
          </div>
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nom et prénom" required error={errors.nomPrenom?.message}>
          <Input autoComplete="name" {...register("nomPrenom")} />
        </FormField>
        <FormField label="Téléphone" required hint="10 chiffres, par exemple 0612345678" error={errors.telephone?.message}>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...phone}
            onChange={(event) => {
              // Only digits, at most 10, as the visitor types (docs/product.md §8).
              event.target.value = phoneDigits(event.target.value);
              return phone.onChange(event);
            }}
          />
        </FormField>
      </div>
      <FormField label="E-mail" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-3 text-base font-semibold">Adresse de facturation</legend>
        <FormField label="Adresse" required hint="Numéro et nom de la rue" error={errors.rue?.message}>
          <Input autoComplete="billing address-line1" {...register("rue")} />
        </FormField>
        <FormField label="Complément d'adresse" hint="Facultatif : bâtiment, lieu-dit…" error={errors.rue2?.message}>
          <Input autoComplete="billing address-line2" {...register("rue2")} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
          <FormField label="Code postal" required error={errors.codePostal?.message}>
            <Input inputMode="numeric" maxLength={5} autoComplete="billing postal-code" {...register("codePostal")} />
          </FormField>
          <FormField label="Ville" required error={errors.ville?.message}>
            <Input autoComplete="billing address-level2" {...register("ville")} />
          </FormField>
        </div>
      </fieldset>

      <ChoiceField name="livraisonDifferente" legend="L'adresse de livraison est-elle différente ?" options={YES_NO} required />

      {livraisonDifferente === "oui" && (
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-3 text-base font-semibold">Adresse de livraison</legend>
          <FormField label="Adresse de livraison" error={errors.rueLivraison?.message}>
            <Input autoComplete="shipping address-line1" {...register("rueLivraison")} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
            <FormField label="Code postal de livraison" error={errors.codePostalLivraison?.message}>
              <Input inputMode="numeric" maxLength={5} autoComplete="shipping postal-code" {...register("codePostalLivraison")} />
            </FormField>
            <FormField label="Ville de livraison" error={errors.villeLivraison?.message}>
              <Input autoComplete="shipping address-level2" {...register("villeLivraison")} />
            </FormField>
          </div>
        </fieldset>
      )}
    </div>
  );
}
