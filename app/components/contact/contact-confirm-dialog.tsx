import type { ContactForm } from "@domain/contact/contact-schema";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";

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
  const rows: Array<[string, string | undefined]> = values
    ? [
        ["Prénom", values.firstName],
        ["Nom", values.lastName],
        ["E-mail", values.email],
        ["Téléphone", values.phone],
        ["Entreprise", values.company],
        ["Sujet", values.subject],
        ["Message", values.message],
      ]
    : [];
  return (
    <Dialog open={values !== null} onOpenChange={(open) => !open && !sending && onEdit()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirmer l'envoi de votre message</DialogTitle>
          <DialogDescription>Vérifiez vos informations avant l'envoi.</DialogDescription>
        </DialogHeader>
        <dl className="grid max-h-[50vh] grid-cols-[auto_1fr] gap-x-4 gap-y-2 overflow-y-auto text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="whitespace-pre-wrap break-words">{value || "Non renseigné"}</dd>
            </div>
          ))}
        </dl>
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
