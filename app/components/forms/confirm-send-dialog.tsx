import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { SEND_FEEDBACK } from "~/content/send-feedback";
import { SummaryList, type SummaryRow } from "~/components/forms/summary-list";

/**
 * The read-back before a form leaves (docs/product.md §6, contact and quote): what will be sent, 'Modifier' to return to the
 * form as it was, 'Confirmer et envoyer' to send. Closing it while sending is refused, so a request is never half
 * abandoned.
 */
export function ConfirmSendDialog({
  open,
  title,
  description,
  rows,
  sending,
  busyLabel = SEND_FEEDBACK.sending,
  wide = false,
  onEdit,
  onConfirm,
  children,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  rows: SummaryRow[];
  sending: boolean;
  /** What the confirm button says while sending. */
  busyLabel?: string;
  wide?: boolean;
  onEdit: () => void;
  onConfirm: () => void;
  /** What goes with the form and is read back after its rows (a quote's RE2020 estimate). */
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !sending && onEdit()}>
      <DialogContent className={wide ? "sm:max-w-2xl" : undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <SummaryList rows={rows} />
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={onEdit} disabled={sending}>
            Modifier
          </Button>
          <Button variant="eco" onClick={onConfirm} disabled={sending}>
            {sending ? busyLabel : "Confirmer et envoyer"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
