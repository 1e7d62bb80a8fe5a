import { Text } from "@react-email/components";
import { brand } from "@domain/brand";
import type { QuoteEstimateAnnex } from "@domain/quote/estimate-annex";
import { EmailLayout } from "./email-layout";
import { EstimateAnnexSection } from "./estimate-annex-section";
import { EmailSignOff } from "./email-sign-off";

export const QUOTE_REQUEST_ACKNOWLEDGEMENT_SUBJECT = `Votre demande de devis – ${brand.name}`;

/**
 * To the customer of a plain quote request (no surface given): the team will prepare the quote. The site's words only,
 * neither the name nor the project's title the visitor typed (docs/decisions/0017-no-mail-relay.md); the RE2020 estimate
 * the request carried is the site's figures, computed from bounded numbers, without its free-text labels.
 */
export function QuoteRequestAcknowledgementEmail({ estimate = null }: { estimate?: QuoteEstimateAnnex | null } = {}) {
  return (
    <EmailLayout preview="Nous avons bien reçu votre demande de devis.">
      <Text style={{ fontSize: 16, margin: "0 0 16px" }}>Bonjour,</Text>
      <Text style={{ fontSize: 14 }}>
        Nous avons bien reçu votre demande de devis. Notre équipe l'étudie et vous répond sous 24 h avec un devis adapté à votre projet.
      </Text>
      {estimate ? <EstimateAnnexSection annex={estimate} /> : null}
      <EmailSignOff withPhone />
    </EmailLayout>
  );
}
