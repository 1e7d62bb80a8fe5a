import type { QuoteForm } from "@domain/quote/quote-form";
import { quoteSummaryRows } from "@domain/quote/quote-summary";
import { ConfirmSendDialog } from "~/components/forms/confirm-send-dialog";
import { SEND_FEEDBACK } from "~/content/send-feedback";

export interface PendingQuote {
  form: QuoteForm;
  urgent: boolean;
}

/**
 * Reads the whole request back before it leaves (docs/product.md §2), with the rows the team's e-mail shows: a surface left
 * empty reads 'Non spécifié', an urgent delivery date is in bold red with 'URGENT'.
 */
export function QuoteConfirmDialog({
  pending,
  sending,
  generating,
  onEdit,
  onConfirm,
}: {
  pending: PendingQuote | null;
  sending: boolean;
  generating: boolean;
  onEdit: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmSendDialog
      open={pending !== null}
      title="Confirmer votre demande de devis"
      description="Vérifiez vos informations avant l'envoi : vous pouvez encore les modifier."
      rows={pending ? quoteSummaryRows(pending.form, pending.urgent) : []}
      sending={sending}
      busyLabel={generating ? SEND_FEEDBACK.quoteGenerating : SEND_FEEDBACK.sending}
      wide
      onEdit={onEdit}
      onConfirm={onConfirm}
    />
  );
}
