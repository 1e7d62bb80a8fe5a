import { Text } from "@react-email/components";
import { brand } from "@domain/brand";
import type { QuoteEstimateAnnex } from "@domain/quote/estimate-annex";
import { EmailLayout } from "./email-layout";
import { EstimateAnnexSection } from "./estimate-annex-section";
import { EmailSignOff } from "./email-sign-off";

export const QUOTE_REQUEST_ACKNOWLEDGEMENT_SUBJECT = `Votre demande de devis – ${brand.name}`;

/** To the customer of a plain quote request (no surface given): the team will prepare the quote. */
export function QuoteRequestAcknowledgementEmail({
  name,
  projectTitle,
  estimate = null,
}: {
  name: string;
  projectTitle: string;
  /** The RE2020 estimate the request carried; null for none. */
  estimate?: QuoteEstimateAnnex | null;
}) {
  return (
    <EmailLayout preview="Nous avons bien reçu votre demande de devis.">
      <Text style={{ fontSize: 16, margin: "0 0 16px" }}>Bonjour {name},</Text>
      <Text style={{ fontSize: 14 }}>
        Nous avons bien reçu votre demande de devis pour « {projectTitle} ». Notre équipe l'étudie et vous répond sous 24 h avec un devis
        adapté à votre projet.
      </Text>
      {estimate ? <EstimateAnnexSection annex={estimate} /> : null}
      <EmailSignOff withPhone />
    </EmailLayout>
  );
}
