import type { ContactForm } from "@domain/contact/contact-schema";
import { ConfirmSendDialog } from "~/components/forms/confirm-send-dialog";

/** Lets the visitor read back what will be sent before it leaves (docs/product.md §6 'Contact form'). */
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
  return (
    <ConfirmSendDialog
      open={values !== null}
      title="Confirmer l'envoi de votre message"
      description="Vérifiez vos informations avant l'envoi."
      rows={
        values
          ? [
              { label: "Prénom", value: values.firstName },
              { label: "Nom", value: values.lastName },
              { label: "E-mail", value: values.email },
              { label: "Téléphone", value: values.phone },
              { label: "Entreprise", value: values.company },
              { label: "Sujet", value: values.subject },
              { label: "Message", value: values.message },
            ]
          : []
      }
      sending={sending}
      onEdit={onEdit}
      onConfirm={onConfirm}
    />
  );
}
