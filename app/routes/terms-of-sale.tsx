import { Link } from "react-router";
import type { Route } from "./+types/terms-of-sale";
import { formatList, formatNumber } from "@domain/format";
import { FAQ_FACTS, PRODUCT_LIST, STORAGE } from "@domain/products";
import { LegalFact } from "~/components/legal/legal-fact";
import { LegalPage } from "~/components/legal/legal-page";
import { LegalSection } from "~/components/legal/legal-section";
import { brand, pageTitle } from "@domain/brand";
import { consumerMediator, salesTerms } from "@domain/legal";
import { legalIdentityOf } from "@server/legal-identity.server";
import { pageMeta } from "~/lib/seo";
import { islandsHandle } from "~/lib/page-hydration";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Conditions générales de vente"),
    description: `Conditions générales de vente des bottes de paille d'isolation ${brand.name}, livrées par semi-remorque, pour les professionnels et les particuliers.`,
    path: "/cgv",
  });

const productNames = formatList(PRODUCT_LIST.map((product) => product.label));
const sellerAddress = `${brand.address.street}, ${brand.address.postalCode} ${brand.address.city}`;

/**
 * General terms of sale for straw-bale insulation delivered by semi-trailer, to professionals (B2B) and consumers
 * (B2C). Company choices not yet made are shown as "à compléter" (domain/legal.ts); the seller's identity comes
 * from the configuration through the loader.
 */
export const handle = islandsHandle;

export function loader({ context }: Route.LoaderArgs) {
  return { company: legalIdentityOf(context).company };
}

export default function TermsOfSalePage({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData;
  return (
    <LegalPage
      title="Conditions générales de vente"
      introduction={
        <p>
          Les présentes conditions générales de vente (CGV) s'appliquent aux ventes de bottes de paille d'isolation conclues par{" "}
          {brand.name}. Certaines clauses ne concernent que les clients professionnels ou que les clients consommateurs ; elles le
          signalent.
        </p>
      }
    >
      <LegalSection id="vendeur" title="1. Vendeur">
        <p>
          {brand.name}, <LegalFact fact={company.legalForm} /> au capital de <LegalFact fact={company.shareCapital} />, SIRET{" "}
          <LegalFact fact={company.siret} />, RCS <LegalFact fact={company.rcs} />, TVA intracommunautaire{" "}
          <LegalFact fact={company.vatNumber} />. Atelier : {sellerAddress}. Téléphone :{" "}
          <a href={brand.phone.href}>{brand.phone.display}</a>. E-mail : <a href={`mailto:${brand.email}`}>{brand.email}</a>.
        </p>
      </LegalSection>

      <LegalSection id="champ-application" title="2. Champ d'application">
        <p>
          Les CGV s'appliquent à la vente de nos produits ({productNames}) à tout client, professionnel ou consommateur. Est consommateur
          toute personne physique qui achète à des fins qui n'entrent pas dans le cadre de son activité commerciale, industrielle,
          artisanale, libérale ou agricole. Les CGV sont communiquées avec chaque devis ; passer commande emporte leur acceptation. Pour les
          clients professionnels, elles constituent le socle de la négociation commerciale (article L441-1 du Code de commerce) ; des
          conditions particulières écrites dans le devis peuvent y déroger.
        </p>
      </LegalSection>

      <LegalSection id="devis-commande" title="3. Devis et commande">
        <p>
          Les prix et caractéristiques publiés sur le site, ainsi que les résultats du calculateur, sont indicatifs. Chaque commande fait
          l'objet d'un devis gratuit précisant les produits, les quantités, le prix, les frais de livraison, le lieu et la date de livraison
          prévus. Durée de validité du devis : <LegalFact fact={salesTerms.quoteValidity} />.
        </p>
        <p>
          La commande est formée lorsque le client nous retourne le devis signé avec la mention «&nbsp;bon pour accord&nbsp;» pendant sa
          durée de validité. Acompte : <LegalFact fact={salesTerms.deposit} />. Nous confirmons la commande et la date de livraison par
          écrit.
        </p>
        <p>
          Les quantités commandées relèvent de la responsabilité du client. Nous recommandons de prévoir une marge de{" "}
          {FAQ_FACTS.safetyMarginPercent} % pour les coupes et les aléas de chantier, et de commander au moins{" "}
          {FAQ_FACTS.orderLeadTimeMonths} mois avant la date de livraison souhaitée.
        </p>
      </LegalSection>

      <LegalSection id="prix" title="4. Prix">
        <p>
          Les prix sont exprimés en euros. Ils s'entendent hors taxes (HT) pour les clients professionnels et toutes taxes comprises (TTC)
          pour les clients consommateurs, TVA au taux en vigueur le jour de la facturation. Les frais de livraison, qui dépendent de la
          distance, des conditions d'accès et du volume, figurent séparément sur le devis. Le prix applicable est celui du devis accepté.
        </p>
      </LegalSection>

      <LegalSection id="livraison" title="5. Livraison">
        <p>
          Les produits sont livrés sur palettes, par semi-remorque, en France et dans les pays limitrophes, à l'adresse indiquée dans le
          devis. La date de livraison est fixée d'un commun accord et confirmée avant le départ du camion.
        </p>
        <p>
          <strong>Clients consommateurs :</strong> nous livrons à la date ou dans le délai convenus ; à défaut d'indication, au plus tard
          trente jours après la conclusion du contrat (article L216-1 du Code de la consommation). En cas de retard, le consommateur peut
          nous enjoindre de livrer dans un délai supplémentaire raisonnable puis, à défaut, résoudre le contrat dans les conditions des
          articles L216-6 et suivants du même code.
        </p>
        <p>
          <strong>Clients professionnels :</strong> sauf engagement exprès dans le devis, les dates de livraison sont données à titre
          indicatif ; un retard raisonnable ne peut justifier l'annulation de la commande ni une pénalité.
        </p>
      </LegalSection>

      <LegalSection id="acces-dechargement" title="6. Accès au chantier et déchargement">
        <p>
          Le client garantit que le lieu de livraison est accessible à un semi-remorque (voie d'accès, portance du sol, place de manœuvre)
          et nous signale toute contrainte lors de la demande de devis. Le déchargement est à la charge et sous la responsabilité du client,
          qui met à disposition un engin adapté aux palettes (chariot élévateur, chariot télescopique ou grue) et le personnel nécessaire à
          l'arrivée du camion.
        </p>
        <p>
          Si l'accès se révèle impossible ou si les moyens de déchargement manquent, la livraison est faite au point accessible le plus
          proche ou reportée ; l'attente, le report ou le nouveau transport imputables au client lui sont facturés au coût réel, sur
          justificatif.
        </p>
      </LegalSection>

      <LegalSection id="reception" title="7. Réception et réserves">
        <p>
          Le client vérifie les produits à la livraison, en présence du chauffeur : nombre de palettes, références, état apparent. Tout
          manquant ou dommage apparent est noté de façon précise sur le bon de livraison et nous est signalé par écrit dans les meilleurs
          délais.
        </p>
        <p>
          <strong>Clients professionnels :</strong> les réserves doivent en outre être confirmées au transporteur par lettre recommandée
          dans les trois jours, non compris les jours fériés, qui suivent la réception (article L133-3 du Code de commerce). À défaut de
          réserve, les produits sont réputés livrés conformes en quantité et en état apparent.
        </p>
      </LegalSection>

      <LegalSection id="risques" title="8. Transfert des risques">
        <p>
          <strong>Clients professionnels :</strong> les risques de perte et de détérioration sont transférés au client dès la mise à
          disposition des produits sur le lieu de livraison, le déchargement étant réalisé sous sa responsabilité.
        </p>
        <p>
          <strong>Clients consommateurs :</strong> les risques sont transférés au moment où le consommateur, ou un tiers désigné par lui,
          prend physiquement possession des produits (article L216-4 du Code de la consommation).
        </p>
      </LegalSection>

      <LegalSection id="reserve-propriete" title="9. Réserve de propriété">
        <p>
          Les produits restent la propriété de {brand.name} jusqu'au paiement intégral du prix en principal et accessoires (articles 2367 et
          suivants du Code civil). Jusqu'à ce paiement, le client en assure la garde et la conservation ; le transfert des risques prévu à
          l'article 8 s'applique néanmoins dès la livraison.
        </p>
      </LegalSection>

      <LegalSection id="paiement" title="10. Paiement">
        <p>
          Moyens de paiement : <LegalFact fact={salesTerms.paymentMethods} />. Aucun escompte n'est accordé pour paiement anticipé.
        </p>
        <p>
          <strong>Clients professionnels :</strong> les factures sont payables dans un délai de{" "}
          <LegalFact fact={salesTerms.professionalPaymentTerm} />, qui ne peut dépasser soixante jours à compter de la date d'émission de la
          facture ou quarante-cinq jours fin de mois (article L441-10 du Code de commerce). Tout retard de paiement entraîne de plein droit,
          dès le lendemain de l'échéance et sans rappel, des pénalités de retard au taux d'intérêt appliqué par la Banque centrale
          européenne à son opération de refinancement la plus récente, majoré de dix points, ainsi qu'une indemnité forfaitaire pour frais
          de recouvrement de 40 € (articles L441-10 et D441-5 du Code de commerce). Une indemnité complémentaire peut être demandée, sur
          justificatif, lorsque les frais de recouvrement exposés dépassent ce montant.
        </p>
        <p>
          <strong>Clients consommateurs :</strong> le prix est payable selon l'échéancier du devis accepté. Une somme restée impayée produit
          des intérêts au taux légal après mise en demeure (article 1231-6 du Code civil).
        </p>
      </LegalSection>

      <LegalSection id="stockage" title="11. Stockage des bottes">
        <p>
          La paille est un matériau naturel sensible à l'humidité. Dès la livraison, le client stocke les palettes au sec : sur un sol plan,
          sain et drainé, à l'abri ou sous bâche étanche, protégées de la pluie et des remontées d'humidité. Chaque palette occupe{" "}
          {formatNumber(STORAGE.floorAreaPerPalletM2, 2)} m² au sol ({STORAGE.palletFootprint}) ; les palettes peuvent être gerbées jusqu'à{" "}
          {formatNumber(STORAGE.stackingHeightM, 1)} m de hauteur. Les bottes sont ensuite mises en œuvre et protégées selon les règles
          professionnelles de la construction en paille.
        </p>
        <p>
          Les dégradations causées par un stockage ou une mise en œuvre non conformes à ces prescriptions après la livraison ne constituent
          pas un défaut de conformité des produits.
        </p>
      </LegalSection>

      <LegalSection id="garanties" title="12. Garanties">
        <p>
          Les caractéristiques des produits sont celles de leurs fiches techniques en vigueur à la date du devis. La paille étant un
          matériau naturel, de légères variations d'aspect et de couleur entre les lots sont normales.
        </p>
        <p>
          <strong>Clients consommateurs — garantie légale de conformité.</strong> Le consommateur dispose d'un délai de deux ans à compter
          de la délivrance du bien pour obtenir la mise en œuvre de la garantie légale de conformité en cas d'apparition d'un défaut de
          conformité. Durant ce délai, le consommateur n'est tenu d'établir que l'existence du défaut de conformité et non la date
          d'apparition de celui-ci. La garantie légale de conformité emporte le droit à la réparation ou au remplacement du bien dans un
          délai de trente jours suivant la demande, sans frais ni inconvénient majeur pour lui. Le consommateur peut obtenir une réduction
          du prix d'achat en conservant le bien, ou mettre fin au contrat en se faisant rembourser intégralement contre restitution du bien,
          si le professionnel refuse de réparer ou de remplacer le bien, si la réparation ou le remplacement intervient après un délai de
          trente jours ou occasionne un inconvénient majeur pour le consommateur, ou si la non-conformité persiste en dépit de la tentative
          de mise en conformité restée infructueuse. Il y a également droit lorsque le défaut de conformité est si grave qu'il justifie une
          réduction du prix ou une résolution immédiate ; il n'a pas droit à la résolution de la vente si le défaut de conformité est
          mineur. Ces droits résultent des articles L217-1 à L217-32 du Code de la consommation. Le vendeur qui fait obstacle de mauvaise
          foi à la mise en œuvre de la garantie légale de conformité encourt une amende civile d'un montant maximal de 300 000 euros, qui
          peut être porté jusqu'à 10 % du chiffre d'affaires moyen annuel (article L241-5 du Code de la consommation).
        </p>
        <p>
          <strong>Garantie des vices cachés.</strong> Tout client bénéficie de la garantie légale des vices cachés (articles 1641 à 1649 du
          Code civil), à exercer dans les deux ans qui suivent la découverte du vice. Elle donne droit, au choix de l'acheteur, à une
          réduction du prix si le bien est conservé ou à un remboursement intégral contre restitution du bien.
        </p>
        <p>
          Pour mettre en œuvre une garantie, écrivez-nous à <a href={`mailto:${brand.email}`}>{brand.email}</a> en décrivant le défaut,
          photos à l'appui, et conservez les produits concernés au sec jusqu'à notre réponse.
        </p>
      </LegalSection>

      <LegalSection id="retractation" title="13. Droit de rétractation (clients consommateurs)">
        <p>
          Lorsque le contrat est conclu à distance (par exemple par échange du devis par e-mail) ou hors établissement, le consommateur
          dispose d'un délai de quatorze jours à compter de la réception des produits pour se rétracter, sans avoir à motiver sa décision
          (articles L221-18 et suivants du Code de la consommation). Il nous informe de sa décision par une déclaration dénuée d'ambiguïté,
          par e-mail à <a href={`mailto:${brand.email}`}>{brand.email}</a> ou par courrier à {sellerAddress}, par exemple au moyen du
          formulaire ci-dessous.
        </p>
        <p>
          Les produits sont restitués dans leur état d'origine, au plus tard quatorze jours après la communication de la décision. Les frais
          de retour sont à la charge du consommateur ; les palettes ne pouvant être renvoyées par la poste, leur coût est estimé à{" "}
          <LegalFact fact={salesTerms.returnCostEstimate} />. Nous remboursons toutes les sommes versées, frais de livraison initiaux
          compris (dans la limite d'une livraison standard), dans les quatorze jours suivant la communication de la décision ; ce
          remboursement peut être différé jusqu'à la récupération des produits. La responsabilité du consommateur peut être engagée en cas
          de dépréciation des produits résultant de manipulations autres que celles nécessaires pour établir leur nature et leurs
          caractéristiques.
        </p>
        <p>
          Conformément à l'article L221-28, 3° du Code de la consommation, le droit de rétractation ne s'applique pas aux produits
          confectionnés selon les spécifications du consommateur ou nettement personnalisés, par exemple des bottes fabriquées à des
          dimensions hors de nos formats standards à sa demande.
        </p>
        <div className="rounded-lg border border-border bg-muted p-5 text-muted-foreground">
          <p className="font-semibold text-foreground">Modèle de formulaire de rétractation</p>
          <p className="mt-2">
            (Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)
          </p>
          <p className="mt-2">
            À l'attention de {brand.name}, {sellerAddress}, {brand.email} : je vous notifie par la présente ma rétractation du contrat
            portant sur la vente du bien ci-dessous. Commandé le / reçu le : … Nom du consommateur : … Adresse du consommateur : … Signature
            du consommateur (uniquement en cas de notification du présent formulaire sur papier) : … Date : …
          </p>
        </div>
      </LegalSection>

      <LegalSection id="mediation" title="14. Réclamations et médiation (clients consommateurs)">
        <p>
          Toute réclamation est d'abord adressée par écrit à notre service client, à <a href={`mailto:${brand.email}`}>{brand.email}</a> ou
          par courrier. À défaut de solution, le consommateur peut recourir gratuitement au médiateur de la consommation dont nous relevons
          (articles L611-1 et suivants du Code de la consommation) : <LegalFact fact={consumerMediator.name} />,{" "}
          <LegalFact fact={consumerMediator.contact} />. La médiation peut être engagée au plus tard un an après la réclamation écrite.
        </p>
      </LegalSection>

      <LegalSection id="donnees" title="15. Données personnelles">
        <p>
          Les données transmises pour établir un devis et exécuter une commande sont traitées comme décrit sur la page{" "}
          <Link to="/protection-donnees">Protection des données</Link>.
        </p>
      </LegalSection>

      <LegalSection id="droit-applicable" title="16. Droit applicable et litiges">
        <p>
          Les présentes CGV et les ventes qu'elles régissent sont soumises au droit français. Entre professionnels, tout litige relève de la
          compétence exclusive du <LegalFact fact={salesTerms.competentCourt} />. Le consommateur peut saisir, à son choix, la juridiction
          du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable, ou toute autre juridiction
          compétente selon la loi.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
