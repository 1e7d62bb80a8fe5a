import { Heading, Text } from "@react-email/components";
import { formatEurosHT } from "@domain/format";
import type { QuoteSummaryRow } from "@domain/quote/quote-summary";
import type { QuoteEstimateAnnex } from "@domain/quote/estimate-annex";
import { EmailFieldTable } from "./email-field-table";
import { EstimateAnnexSection } from "./estimate-annex-section";
import { EmailLayout } from "./email-layout";

export const quoteTeamSubject = (number: string | null) => (number ? `Nouveau devis ${number}` : "Nouvelle demande de devis");

/** To the team: the whole request; with the PDF when a quote was generated. Reply-To is the customer. */
export function QuoteTeamEmail({
  number,
  subtotalHT,
  rows,
  location,
  estimate = null,
}: {
  number: string | null;
  subtotalHT: number | null;
  rows: QuoteSummaryRow[];
  location: string | null;
  /** The RE2020 estimate the request carried, recomputed; null for none. */
  estimate?: QuoteEstimateAnnex | null;
}) {
  return (
    <EmailLayout preview={number ? `Devis ${number} généré et envoyé au client` : "Demande de devis sans surface : à chiffrer"}>
      <Heading as="h1" style={{ fontSize: 20, margin: "0 0 16px" }}>
        {number ? `Devis ${number} envoyé au client` : "Demande de devis à chiffrer"}
      </Heading>
      <Text style={{ fontSize: 14 }}>
        {number && subtotalHT !== null
          ? `Le devis en pièce jointe (${formatEurosHT(subtotalHT)}, transport à chiffrer) a été envoyé au client.`
          : "Aucune surface n'a été indiquée : le devis n'a pas pu être généré automatiquement."}{" "}
        Répondez à ce courriel pour écrire au client.
      </Text>
      <EmailFieldTable fields={[...rows.map((row): [string, string] => [row.label, row.value]), ["Localisation", location ?? ""]]} />
      {estimate ? <EstimateAnnexSection annex={estimate} /> : null}
    </EmailLayout>
  );
}
