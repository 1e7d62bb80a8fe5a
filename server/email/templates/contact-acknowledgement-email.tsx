import { Text } from "@react-email/components";
import { CONTACT_MESSAGES } from "@domain/contact/contact-schema";
import { brand, openingHoursPhrase } from "@domain/brand";
import { EmailLayout } from "./email-layout";
import { EmailSignOff } from "./email-sign-off";

export const CONTACT_ACKNOWLEDGEMENT_SUBJECT = `Nous avons bien reçu votre message – ${brand.name}`;

/**
 * To the sender: the confirmation, in the site's words only. It quotes nothing the visitor typed, neither name nor
 * subject nor message: anyone can give any address in the form (docs/decisions/0017-no-mail-relay.md).
 */
export function ContactAcknowledgementEmail() {
  return (
    <EmailLayout preview={CONTACT_MESSAGES.received}>
      <Text style={{ fontSize: 16, margin: "0 0 16px" }}>Bonjour,</Text>
      <Text style={{ fontSize: 14 }}>
        {CONTACT_MESSAGES.received} Notre équipe est joignable au {brand.phone.display} {openingHoursPhrase()}.
      </Text>
      <EmailSignOff />
    </EmailLayout>
  );
}
