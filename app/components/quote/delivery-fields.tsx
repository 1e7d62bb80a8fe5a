import { TriangleAlert } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { isIsoDay } from "@domain/calendar";
import { type QuoteFormInput, YES_NO } from "@domain/quote/quote-form";
import { isUrgentDelivery, URGENT_LEAD_TIME_MONTHS } from "@domain/quote/quote-pricing";
import { FormField } from "~/components/forms/form-field";
import { Input } from "~/components/ui/input";
import { ChoiceField } from "./choice-field";

/**
 * Step 3 'Conditions de livraison' (docs/product.md §2.12, §6.6 'Urgency'): the wished date (not in the past; under two months
 * ahead it is flagged URGENT right here, never refused), site access for a semi-trailer and unloading means.
 */
export function DeliveryFields({ today }: { today: string }) {
  const { register, control, formState } = useFormContext<QuoteFormInput>();
  const day = useWatch({ control, name: "dateLivraison" });
  const urgent = isIsoDay(day ?? "") && day >= today && isUrgentDelivery(day, today);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <FormField
          label="Date de livraison souhaitée"
          required
          hint={`Délai minimum conseillé : ${URGENT_LEAD_TIME_MONTHS} mois après la commande.`}
          error={formState.errors.dateLivraison?.message}
        >
          <Input type="date" min={today} className="sm:max-w-56" {...register("dateLivraison")} />
        </FormField>
        <div aria-live="polite">
          {urgent && (
            <p className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
              <span>
                <strong className="font-bold text-destructive">URGENT</strong> : livraison souhaitée dans moins de {URGENT_LEAD_TIME_MONTHS}{" "}
                mois. Votre demande reste possible ; nous vous confirmerons la date réalisable.
              </span>
            </p>
          )}
        </div>
      </div>
      <ChoiceField name="siteAccessible" legend="Le chantier est-il accessible à une semi-remorque ?" options={YES_NO} required />
      <ChoiceField
        name="moyenDechargement"
        legend="Disposez-vous d'un moyen de déchargement (chariot élévateur, télescopique) ?"
        options={YES_NO}
        required
      />
    </div>
  );
}
