import { Text } from "@react-email/components";
import { brand } from "@domain/brand";
import { EmailLayout } from "./email-layout";
import { EmailSignOff } from "./email-sign-off";

export const SECOND_FACTOR_ENROLLED_SUBJECT = `Double authentification activée sur votre compte – ${brand.name}`;

/** To an account's own address when a second factor was enrolled on it (docs/decisions/0010-sign-in.md). */
export function SecondFactorEnrolledEmail({ at }: { at: string }) {
  return (
    <EmailLayout preview="Une application d'authentification vient d'être enregistrée sur votre compte.">
      <Text style={{ fontSize: 16, margin: "0 0 16px" }}>Bonjour,</Text>
      <Text style={{ fontSize: 14 }}>
        Une application d'authentification (double authentification) a été enregistrée sur votre compte du site {brand.name} le {at}. Les
        prochaines connexions demanderont son code.
      </Text>
      <Text style={{ fontSize: 14 }}>
        Si ce n'est pas vous, quelqu'un connaît votre mot de passe : prévenez l'administrateur du site au {brand.phone.display} pour que le
        compte soit recréé.
      </Text>
      <EmailSignOff />
    </EmailLayout>
  );
}
