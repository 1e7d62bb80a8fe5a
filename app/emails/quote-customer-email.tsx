import { Text } from "@react-email/components";
import { formatDateLong, formatEuros } from "@domain/format";
import { brand } from "~/content/brand";
import { EmailLayout } from "./email-layout";
import { EmailSignOff } from "./email-sign-off";

export const quoteCustomerSubject = (number: string) => `Votre devis ${number} – ${brand.name}`;

/** To the customer, with the personalised PDF attached. */
export function QuoteCustomerEmail({
  name,
  number,
  totalTTC,
  validUntil,
}: {
  name: string;
  number: string;
  totalTTC: number;
  validUntil: string;
}) {
  return (
    <EmailLayout preview={`Votre devis ${number} est en pièce jointe.`}>
      <Text style={{ fontSize: 16, margin: "0 0 16px" }}>Bonjour {name},</Text>
      <Text style={{ fontSize: 14 }}>
        Merci pour votre demande. Vous trouverez ci-joint votre devis personnalisé n° {number}, d'un montant de {formatEuros(totalTTC)} TTC,
        valable jusqu'au {formatDateLong(validUntil)}.
      </Text>
      <Text style={{ fontSize: 14 }}>
        Le transport est chiffré selon la distance de livraison : notre équipe revient vers vous sous 24 h pour le confirmer et répondre à
        vos questions. Pour accepter le devis, renvoyez-le daté et signé avec la mention « Bon pour accord ».
      </Text>
      <EmailSignOff withPhone />
    </EmailLayout>
  );
}
