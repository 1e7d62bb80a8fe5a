import { Text } from "@react-email/components";
import { CONTACT_MESSAGES, type ContactForm } from "@domain/contact/contact-schema";
import { brand, openingHoursPhrase } from "@domain/brand";
import { EmailFieldTable } from "./email-field-table";
import { EmailLayout } from "./email-layout";
import { EmailSignOff } from "./email-sign-off";

export const CONTACT_ACKNOWLEDGEMENT_SUBJECT = `Nous avons bien reçu votre message – ${brand.name}`;

/** To the customer: confirmation and a copy of what they sent. */
export function ContactAcknowledgementEmail({ contact }: { contact: ContactForm }) {
  return (
    <EmailLayout preview={CONTACT_MESSAGES.received}>
      <Text style={{ fontSize: 16, margin: "0 0 16px" }}>Bonjour {contact.firstName},</Text>
      <Text style={{ fontSize: 14 }}>
        {CONTACT_MESSAGES.received} Notre équipe est joignable au {brand.phone.display} {openingHoursPhrase()}.
      </Text>
      <Text style={{ fontSize: 14 }}>Pour mémoire, voici votre message :</Text>
      <EmailFieldTable
        fields={[
          ["Sujet", contact.subject],
          ["Message", contact.message],
        ]}
      />
      <EmailSignOff />
    </EmailLayout>
  );
}
