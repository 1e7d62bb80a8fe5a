import type { QuoteForm } from "@domain/quote/quote-form";
import { quoteSummaryRows } from "@domain/quote/quote-summary";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { SEND_FEEDBACK } from "~/content/send-feedback";
import { SummaryList } from "~/components/forms/summary-list";

export interface PendingQuote {
  form: QuoteForm;
  urgent: boolean;
}

/**
 * Reads the whole request back before it leaves (public §2), with the rows the team's e-mail shows: a surface left
 * empty reads 'Non spécifié', an urgent delivery date is in bold red with 'URGENT'. 'Modifier' returns to the form
 * as it was.
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
  const rows = pending ? quoteSummaryRows(pending.form, pending.urgent) : [];
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && !sending && onEdit()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Confirmer votre demande de devis</DialogTitle>
          <DialogDescription>Vérifiez vos informations avant l'envoi : vous pouvez encore les modifier.</DialogDescription>
        </DialogHeader>
        <SummaryList rows={rows} />
        <DialogFooter>
          <Button variant="outline" onClick={onEdit} disabled={sending}>
            Modifier
          </Button>
          <Button variant="eco" onClick={onConfirm} disabled={sending}>
            {generating ? SEND_FEEDBACK.quoteGenerating : sending ? "Envoi en cours..." : "Confirmer et envoyer"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
