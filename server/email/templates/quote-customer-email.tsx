import { Text } from "@react-email/components";
import { formatDateLong, formatEuros, formatEurosHT, formatList } from "@domain/format";
import { brand } from "@domain/brand";
import type { QuoteEstimateAnnex } from "@domain/quote/estimate-annex";
import { EmailLayout } from "./email-layout";
import { EstimateAnnexSection } from "./estimate-annex-section";
import { EmailSignOff } from "./email-sign-off";

export const quoteCustomerSubject = (number: string) => `Votre devis ${number} – ${brand.name}`;

/** A professional reads and books amounts without VAT: HT first for them, TTC first for a private customer. */
export function quoteAmountText(professional: boolean, subtotalHT: number, totalTTC: number): string {
  const ttc = `${formatEuros(totalTTC)} TTC`;
  return professional ? `${formatEurosHT(subtotalHT)} (${ttc})` : `${ttc} (${formatEurosHT(subtotalHT)})`;
}

/**
 * To the customer, with the personalised PDF attached; in its footer, the seller's legal identity. Its text is the
 * site's words and figures only, not the name the visitor typed (docs/decisions/0017-no-mail-relay.md).
 */
export function QuoteCustomerEmail({
  number,
  professional,
  subtotalHT,
  totalTTC,
  validUntil,
  unspecifiedBales,
  sellerIdentity,
  estimate = null,
}: {
  number: string;
  professional: boolean;
  subtotalHT: number;
  totalTTC: number;
  validUntil: string;
  /** Labels of the bales ticked without a surface. */
  unspecifiedBales: string[];
  /** The seller's legal identity for the footer (domain/legal.ts `sellerIdentityLines`). */
  sellerIdentity: string[];
  /** The RE2020 estimate the request carried (also the quote's annex); null for none. */
  estimate?: QuoteEstimateAnnex | null;
}) {
  return (
    <EmailLayout preview={`Votre devis ${number} est en pièce jointe.`} sellerIdentity={sellerIdentity}>
      <Text style={{ fontSize: 16, margin: "0 0 16px" }}>Bonjour,</Text>
      <Text style={{ fontSize: 14 }}>
        Merci pour votre demande. Vous trouverez ci-joint votre devis personnalisé n° {number}, d'un montant de{" "}
        {quoteAmountText(professional, subtotalHT, totalTTC)}, valable jusqu'au {formatDateLong(validUntil)}.
      </Text>
      {unspecifiedBales.length > 0 ? (
        <Text style={{ fontSize: 14 }}>
          Sans surface indiquée, {formatList(unspecifiedBales)} {unspecifiedBales.length > 1 ? "figurent" : "figure"} au devis comme « Non
          spécifié » : indiquez-nous la surface pour que nous la chiffrions.
        </Text>
      ) : null}
      <Text style={{ fontSize: 14 }}>
        Le transport est chiffré selon la distance de livraison : notre équipe revient vers vous sous 24 h pour le confirmer et répondre à
        vos questions. Pour accepter le devis, renvoyez-le daté et signé avec la mention « Bon pour accord ».
      </Text>
      {estimate ? <EstimateAnnexSection annex={estimate} /> : null}
      <EmailSignOff withPhone />
    </EmailLayout>
  );
}
