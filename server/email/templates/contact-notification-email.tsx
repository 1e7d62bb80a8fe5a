import { Heading, Text } from "@react-email/components";
import type { ContactForm } from "@domain/contact/contact-schema";
import { formatDateLong } from "@domain/format";
import { EmailFieldTable } from "./email-field-table";
import { EmailLayout } from "./email-layout";

export const CONTACT_NOTIFICATION_SUBJECT = "Nouveau message depuis le formulaire de contact";

/** To the team: every field of the message; replying answers the customer (Reply-To). */
export function ContactNotificationEmail({
  contact,
  location,
  receivedAt,
}: {
  contact: ContactForm;
  location: string | null;
  receivedAt: Date;
}) {
  return (
    <EmailLayout preview={`Message de ${contact.firstName} ${contact.lastName} : ${contact.subject}`}>
      <Heading as="h1" style={{ fontSize: 20, margin: "0 0 16px" }}>
        Nouveau message de contact
      </Heading>
      <Text style={{ fontSize: 14 }}>Reçu le {formatDateLong(receivedAt)}. Répondez directement à ce courriel pour écrire au client.</Text>
      <EmailFieldTable
        fields={[
          ["Prénom", contact.firstName],
          ["Nom", contact.lastName],
          ["E-mail", contact.email],
          ["Téléphone", contact.phone],
          ["Entreprise", contact.company],
          ["Localisation", location],
          ["Sujet", contact.subject],
          ["Message", contact.message],
        ]}
      />
    </EmailLayout>
  );
}
