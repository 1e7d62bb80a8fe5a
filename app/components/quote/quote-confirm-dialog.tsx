import type { QuoteForm } from "@domain/quote/quote-form";
import { quoteSummaryRows } from "@domain/quote/quote-summary";
import { ConfirmSendDialog } from "~/components/forms/confirm-send-dialog";
import { SEND_FEEDBACK } from "~/content/send-feedback";
import { SummaryList } from "~/components/forms/summary-list";
import { QUOTE_ESTIMATE_ANNEX_TITLE, type QuoteEstimateAnnex } from "@domain/quote/estimate-annex";

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
  estimate,
  sending,
  generating,
  onEdit,
  onConfirm,
}: {
  pending: PendingQuote | null;
  /** The RE2020 estimate joined to the request: read back too, as it will go (issue #40 item 5). */
  estimate: QuoteEstimateAnnex | null;
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
    >
      {estimate ? (
        <section
          aria-labelledby="confirmation-estimation"
          className="rounded-md border border-border p-3 text-sm"
          data-testid="confirm-estimate"
        >
          <h3 id="confirmation-estimation" className="font-semibold">
            {QUOTE_ESTIMATE_ANNEX_TITLE}
          </h3>
          <SummaryList rows={estimate.figures.map(({ label, value }) => ({ label, value }))} />
          <p className="mt-2 text-muted-foreground">{estimate.method[0]}</p>
        </section>
      ) : null}
    </ConfirmSendDialog>
  );
}
