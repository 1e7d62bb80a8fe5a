import type { ContactForm } from "@domain/contact/contact-schema";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { SummaryList, type SummaryRow } from "~/components/forms/summary-list";

/** Lets the visitor read back what will be sent before it leaves (public §4 'Contact form'). */
export function ContactConfirmDialog({
  values,
  sending,
  onEdit,
  onConfirm,
}: {
  values: ContactForm | null;
  sending: boolean;
  onEdit: () => void;
  onConfirm: () => void;
}) {
  const rows: SummaryRow[] = values
    ? [
        { label: "Prénom", value: values.firstName },
        { label: "Nom", value: values.lastName },
        { label: "E-mail", value: values.email },
        { label: "Téléphone", value: values.phone },
        { label: "Entreprise", value: values.company },
        { label: "Sujet", value: values.subject },
        { label: "Message", value: values.message },
      ]
    : [];
  return (
    <Dialog open={values !== null} onOpenChange={(open) => !open && !sending && onEdit()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirmer l'envoi de votre message</DialogTitle>
          <DialogDescription>Vérifiez vos informations avant l'envoi.</DialogDescription>
        </DialogHeader>
        <SummaryList rows={rows} />
        <DialogFooter>
          <Button variant="outline" onClick={onEdit} disabled={sending}>
            Modifier
          </Button>
          <Button variant="eco" onClick={onConfirm} disabled={sending}>
            {sending ? "Envoi en cours..." : "Confirmer et envoyer"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
