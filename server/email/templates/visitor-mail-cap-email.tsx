import { Text } from "@react-email/components";
import { EmailLayout } from "./email-layout";

export const VISITOR_MAIL_CAP_SUBJECT = "Alerte : plafond horaire des e-mails automatiques atteint";

/** To the team, once an hour at most, when the site stops sending automatic mail to visitors' addresses. */
export function VisitorMailCapEmail({ perHour }: { perHour: number }) {
  return (
    <EmailLayout preview="Le site a cessé pour l'heure d'envoyer ses e-mails automatiques aux visiteurs.">
      <Text style={{ fontSize: 14 }}>
        Le site a atteint son plafond de {perHour} e-mails automatiques par heure vers des adresses données par des visiteurs
        (VISITOR_MAIL_PER_HOUR). Jusqu'à ce que l'heure écoulée repasse sous ce plafond, les messages de contact et les demandes de devis
        sont enregistrés et vous sont notifiés comme d'habitude, mais le visiteur ne reçoit pas sa copie (la page le lui dit) ; les envois
        de résultats et de rapports par e-mail sont refusés.
      </Text>
      <Text style={{ fontSize: 14 }}>
        Un tel volume vient le plus souvent de quelqu'un qui se sert des formulaires pour écrire à des inconnus. Le compteur
        isolenpaille_visitor_emails_total de /metrics montre les envois et les copies sautées.
      </Text>
    </EmailLayout>
  );
}
