import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { LegalFact } from "~/components/legal/legal-fact";
import { LegalPage } from "~/components/legal/legal-page";
import { LegalSection } from "~/components/legal/legal-section";
import { brand, pageTitle } from "@domain/brand";
import { RETENTION } from "@domain/retention";
import { CNIL, DB_IP_CREDIT, processors } from "@domain/legal";
import { legalIdentityOf } from "@server/legal-identity.server";
import { pageMeta } from "~/lib/seo";
import { islandsHandle } from "~/lib/page-hydration";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Protection des données"),
    description: "Comment nous protégeons vos données personnelles : données collectées, usages, durées de conservation et vos droits.",
    path: "/protection-donnees",
  });

const postalAddress = `${brand.name}, ${brand.address.street}, ${brand.address.postalCode} ${brand.address.city}`;

export const handle = islandsHandle;

export function loader({ context }: Route.LoaderArgs) {
  return { host: legalIdentityOf(context).host };
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { host } = loaderData;
  return (
    <LegalPage
      title="Protection des données"
      introduction={
        <p>
          Cette page décrit précisément ce que le site {brand.name} collecte, pourquoi, combien de temps nous le gardons et comment exercer
          vos droits. Nous collectons le strict nécessaire : aucune publicité, aucun pistage d'un site à l'autre, aucune revente de données.
        </p>
      }
    >
      <LegalSection id="responsable" title="Responsable du traitement">
        <p>
          Le responsable du traitement est {brand.name}, {brand.address.street}, {brand.address.postalCode} {brand.address.city}, joignable
          à l'adresse <a href={`mailto:${brand.email}`}>{brand.email}</a>. Les informations légales de l'entreprise figurent dans les{" "}
          <Link to="/mentions-legales">mentions légales</Link>.
        </p>
      </LegalSection>

      <LegalSection id="donnees-collectees" title="Données collectées">
        <h3 className="text-lg font-semibold">Formulaire de contact</h3>
        <p>
          Prénom, nom, adresse e-mail, téléphone (facultatif), entreprise (facultatif), sujet et message. À la réception, le serveur y
          associe la ville, la région et le pays approximatifs déduits de l'adresse IP, qui, elle, n'est pas enregistrée.
        </p>
        <h3 className="text-lg font-semibold">Demande de devis</h3>
        <p>
          Type de client (particulier ou professionnel), besoins, entreprise et numéro de TVA (professionnels), nom et prénom, téléphone,
          e-mail, adresse de facturation et, le cas échéant, adresse de livraison ; description du projet (titre, détails, bottes et
          surfaces, échéance) et conditions de livraison (date souhaitée, accessibilité du chantier, moyens de déchargement).
        </p>
        <h3 className="text-lg font-semibold">Calculateur et outils professionnels</h3>
        <p>
          Les calculs terminés du calculateur de bottes (produit, surfaces, quantités, estimation de coût), ceux du calculateur de paroi
          (type de paroi, modèle, nombre de couches, botte utilisée, U, déphasage, condensation, jamais la composition) et les mesures
          saisies dans le bordereau d'autocontrôle sont enregistrés sans donnée d'identification, avec la ville, la région et le pays
          approximatifs, pour savoir quels produits et quels outils servent à nos visiteurs. Si vous demandez à recevoir vos résultats par
          e-mail (calculateur ou bordereau d'autocontrôle), votre adresse e-mail est enregistrée avec le calcul. Le fichier PDF que vous
          importez dans le comparateur environnemental est analysé en mémoire et n'est jamais conservé. L'estimation RE2020 n'est pas
          enregistrée ; si vous la joignez à une demande de devis, ses chiffres figurent dans le devis et dans le courriel adressé à notre
          équipe.
        </p>
        <h3 className="text-lg font-semibold">Téléchargements de documents</h3>
        <p>
          Lorsque vous téléchargez une fiche technique, une FDES ou le dossier de presse, nous enregistrons le nom du document, son type, le
          produit concerné, la date, ainsi que la ville, la région et le pays approximatifs. Aucune donnée d'identification n'est demandée.
        </p>
        <h3 className="text-lg font-semibold">Mesure d'audience</h3>
        <p>
          Pour connaître la fréquentation du site, chaque page vue est enregistrée de façon réduite, sur le modèle des outils de mesure
          d'audience respectueux de la vie privée :
        </p>
        <ul>
          <li>
            l'adresse de la page, sans ses paramètres, à l'exception des paramètres de campagne <code>utm_*</code>, <code>ref</code> et{" "}
            <code>source</code> ;
          </li>
          <li>le titre de la page ;</li>
          <li>
            le site d'où vous venez, réduit à son nom de domaine (par exemple «&nbsp;www.google.fr&nbsp;»), sans le reste de l'adresse ;
          </li>
          <li>
            le pays, la région et la ville approximatifs, déduits de l'adresse IP au moment de la réception ; l'adresse IP elle-même n'est
            jamais enregistrée ;
          </li>
          <li>
            une clé de visiteur du jour : une empreinte calculée à partir du site, de l'adresse IP et du navigateur avec un secret aléatoire
            propre à chaque journée. Ces secrets sont effacés au bout de {RETENTION.visitorSaltHours} heures : passé ce délai, plus
            personne, nous compris, ne peut relier une clé à une adresse IP ni reconnaître un visiteur d'un jour à l'autre.
          </li>
        </ul>
        <p>
          La description du navigateur («&nbsp;user agent&nbsp;») sert seulement, à la réception, à écarter les robots et à calculer la clé
          du jour ; elle n'est pas enregistrée. La mesure d'audience ne dépose aucun cookie.
        </p>
        <h3 className="text-lg font-semibold">Stockage dans votre navigateur</h3>
        <p>
          Le site garde dans le stockage local de votre navigateur, sans les transmettre, votre choix concernant les vidéos, la surface et
          le produit choisis avant une demande de devis, les délais d'attente entre deux envois de formulaire et vos saisies du bordereau
          d'autocontrôle. Un cookie de session n'est déposé que lorsqu'un membre de l'équipe se connecte à l'espace d'administration.
        </p>
      </LegalSection>

      <LegalSection id="finalites" title="Utilisation des données">
        <ul>
          <li>
            Répondre à vos messages et établir vos devis, puis assurer le suivi commercial de votre projet : mesures précontractuelles
            prises à votre demande et intérêt légitime de l'entreprise à suivre ses échanges avec ses clients et prospects.
          </li>
          <li>Vous envoyer par e-mail les résultats que vous avez demandés (devis, calculs, bordereau) : exécution de votre demande.</li>
          <li>
            Produire des statistiques anonymes de fréquentation, de téléchargements et d'utilisation du calculateur, pour améliorer le site
            et nos produits : intérêt légitime. Cette mesure d'audience, strictement limitée et sans cookie, relève de l'exemption de
            consentement admise par la CNIL.
          </li>
          <li>
            Protéger les formulaires contre les abus : le nombre d'envois est limité par visiteur, compté avec une empreinte de l'adresse IP
            calculée avec le secret du jour, jamais avec l'adresse elle-même.
          </li>
        </ul>
        <p>
          Vos données ne sont ni vendues, ni louées, ni utilisées à des fins publicitaires. Elles sont accessibles à l'équipe {brand.name}{" "}
          et, pour le strict nécessaire, à nos prestataires techniques : l'hébergeur du site (
          <LegalFact fact={host.name} />) et le <LegalFact fact={processors.emailProvider} />.
        </p>
      </LegalSection>

      <LegalSection id="conservation" title="Durées de conservation">
        <ul>
          <li>
            Pages vues, téléchargements, calculs et mesures du bordereau enregistrés : {RETENTION.rawAnalyticsMonths} mois, puis
            suppression. Seuls restent les totaux quotidiens (nombre de visites, de pages vues, de téléchargements…), qui ne concernent plus
            aucune personne.
          </li>
          <li>Secrets servant à calculer la clé de visiteur du jour : {RETENTION.visitorSaltHours} heures.</li>
          <li>
            Messages de contact, demandes de devis et adresses e-mail associées : {RETENTION.customerDataYears} ans après notre dernier
            échange ; adresse à laquelle un bordereau d'autocontrôle a été envoyé : {RETENTION.customerDataYears} ans après son envoi ; puis
            suppression, sauf obligation légale de conservation plus longue (par exemple les factures, conservées dix ans).
          </li>
          <li>Compteurs de limitation des envois : le temps de la fenêtre de limitation, puis suppression.</li>
        </ul>
      </LegalSection>

      <LegalSection id="cookies-videos" title="Cookies et vidéos">
        <p>
          Le bandeau «&nbsp;Cookies et vidéos&nbsp;» ne concerne que les vidéos YouTube intégrées au site. Tant que vous ne les avez pas
          acceptées, aucune vidéo n'est chargée : un simple aperçu s'affiche à sa place, et rien n'est demandé aux serveurs de YouTube. Si
          vous acceptez, ou si vous cliquez sur l'aperçu d'une vidéo, celle-ci est chargée depuis youtube-nocookie.com, le mode de
          confidentialité renforcée de YouTube (Google), qui peut alors déposer ses propres cookies et traiter des données selon sa propre
          politique de confidentialité.
        </p>
        <p>
          Votre choix est conservé dans votre navigateur. Pour le modifier, effacez les données de ce site dans votre navigateur : le
          bandeau vous sera de nouveau proposé.
        </p>
      </LegalSection>

      <LegalSection id="droits" title="Vos droits">
        <p>
          Conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, vous disposez sur vos
          données des droits suivants :
        </p>
        <ul>
          <li>droit d'accès : savoir quelles données nous détenons sur vous et en obtenir une copie ;</li>
          <li>droit de rectification des données inexactes ou incomplètes ;</li>
          <li>droit à l'effacement de vos données ;</li>
          <li>droit d'opposition au traitement fondé sur notre intérêt légitime ;</li>
          <li>droit à la limitation du traitement ;</li>
          <li>droit à la portabilité des données que vous nous avez fournies ;</li>
          <li>droit de définir des directives sur le sort de vos données après votre décès.</li>
        </ul>
        <p>
          Pour les exercer, écrivez-nous par e-mail à <a href={`mailto:${brand.email}`}>{brand.email}</a> ou par courrier à {postalAddress}.
          Nous vous répondons dans un délai d'un mois à compter de la réception de votre demande ; ce délai peut être prolongé de deux mois
          pour une demande complexe, auquel cas nous vous en informons. Nous pourrons vous demander de justifier de votre identité en cas de
          doute raisonnable.
        </p>
        <p>
          Les statistiques d'audience ne contiennent aucune donnée permettant de vous retrouver : nous ne pouvons donc pas y rattacher une
          demande portant sur vos visites.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la {CNIL.name},{" "}
          {CNIL.address}, ou en ligne sur <a href={CNIL.url}>www.cnil.fr</a>.
        </p>
      </LegalSection>

      <LegalSection id="geolocalisation" title="Géolocalisation et crédits">
        <p>
          La ville, la région et le pays approximatifs sont déterminés sur notre propre serveur, à partir de la base de données libre DB-IP
          Lite, sans faire appel à un service extérieur. Cette base est publiée sous licence{" "}
          <a href={DB_IP_CREDIT.licenceUrl}>{DB_IP_CREDIT.licence}</a>.
        </p>
        <p>
          <a href={DB_IP_CREDIT.url}>{DB_IP_CREDIT.text}</a>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
