import { formatList, formatNumber } from "@domain/format";
import {
  CARBON_STORAGE_RANGE,
  FAQ_FACTS,
  PAILLEMOBILE,
  type Catalogue,
  catalogueList,
  PRODUCTS,
  surfacePerPallet,
  STORAGE,
  THERMAL_RESISTANCE_LABELS,
  theProduct,
} from "@domain/products";
import {
  formatDimensionsCm,
  formatLambda,
  formatResistance,
  formatThickness,
  formatUnitPrice,
  wallCarbonNote,
} from "@domain/product-figures";
import { brand, openingHoursLine } from "@domain/brand";

/**
 * The questions of /faq (docs/product.md §2 'FAQ'), in six categories (docs/product.md §2.13). Answers are plain text so
 * the page and its FAQPage structured data say exactly the same thing; every figure comes from the product module
 * or the brand values, none is typed here.
 */

export type FaqItem = {
  /** Unique on the page: the React key of the question. */
  id: string;
  question: string;
  /** Plain text; paragraphs separated by a blank line. */
  answer: string;
  /** A page of the site that goes further. */
  link?: { label: string; to: string };
};

export type FaqCategory = { id: string; title: string; items: readonly FaqItem[] };

const BOTTES_WITH_R = (["botte-22", "botte-36", "botte-46"] as const).map((id) => ({
  product: PRODUCTS[id],
  resistance: FAQ_FACTS.thermalResistance[id],
}));

const NBSP = "\u00A0";

/** The FAQ with the catalogue's current offers (prices, pallets: docs/product.md §10.1). */
export function faqCategories(catalogue: Catalogue): readonly FaqCategory[] {
  const argibotte = catalogue.argibotte;
  const botte22 = catalogue["botte-22"];
  const products = catalogueList(catalogue);
  return [
    {
      id: "produits",
      title: "Produits et caractéristiques",
      items: [
        {
          id: "gamme",
          question: "Quelles bottes de paille proposez-vous ?",
          answer: `Nous fabriquons quatre produits : ${formatList(
            products.map((p) => `${theProduct(p)} (${formatThickness(p)} d'épaisseur d'isolant)`),
          )}. Les trois bottes sont de la paille de blé densifiée et recalibrée ; l'${argibotte.label} est une botte de ${formatThickness(argibotte)} dont le cœur est garni de barbotine d'argile. Toutes sont dépoussiérées et leur humidité est contrôlée et tracée à la fabrication.`,
          link: { label: "Voir nos produits", to: "/produits" },
        },
        {
          id: "dimensions",
          question: "Quelles sont les dimensions des bottes ?",
          answer: `${formatList(products.map((p) => `${p.label} : ${formatDimensionsCm(p)}`))} (largeur × hauteur × longueur). La largeur correspond à l'épaisseur d'isolant dans le mur. Les bottes sont recalibrées à l'atelier : leurs dimensions sont régulières d'une botte à l'autre, ce qui facilite le calepinage et la pose dans l'ossature.`,
        },
        {
          id: "performance-thermique",
          question: "Quelle est la performance thermique d'un mur en bottes de paille ?",
          answer: `Pour les calculs thermiques, nous retenons la conductivité thermique des règles professionnelles de la construction en paille, λ = ${formatLambda(FAQ_FACTS.lambda)}. Le ${THERMAL_RESISTANCE_LABELS.rules} de la paille seule est alors de ${formatList(
            BOTTES_WITH_R.map(({ product, resistance }) => `${formatResistance(resistance)} pour ${formatThickness(product)}`),
          )}.\n\nCes valeurs sont volontairement prudentes. Le ${THERMAL_RESISTANCE_LABELS.declared}, plus favorable (λ = ${formatLambda(botte22.lambda)} : ${formatList(
            BOTTES_WITH_R.map(({ product }) => `${formatResistance(product)} pour ${formatThickness(product)}`),
          )}), figure à côté sur la page Produits ; nos calculateurs retiennent la valeur des règles professionnelles.`,
          link: { label: "Comparer les produits", to: "/produits#tableau-comparatif" },
        },
        {
          id: "densite",
          question: "Quelle est la densité de vos bottes ?",
          answer: `Nos bottes ont une masse volumique comprise entre ${FAQ_FACTS.density.min} et ${FAQ_FACTS.density.max} kg/m³. Cette densité est le bon équilibre : assez serrée pour que la paille ne se tasse pas dans le mur et résiste bien au feu, assez légère pour garder son pouvoir isolant et ne pas alourdir l'ossature.`,
          link: { label: "Contrôler la densité avec le bordereau d'autocontrôle", to: "/bordereau-autocontrole" },
        },
        {
          id: "feu",
          question: "La paille brûle-t-elle facilement ?",
          answer: `Non. Une botte densifiée contient trop peu d'air pour que le feu s'y propage facilement. Un mur isolé en bottes de paille et enduit atteint la classe de réaction au feu ${FAQ_FACTS.fireClass}, un niveau comparable à celui de nombreux matériaux de construction courants.`,
        },
        {
          id: "argibotte",
          question: "Qu'est-ce qui distingue l'ArgiBotte ?",
          answer: `L'${argibotte.label} a le même format que la ${botte22.label} (${formatDimensionsCm(argibotte)}), mais son cœur est garni de barbotine d'argile. Elle est bien plus lourde (${argibotte.palletWeightKg} kg la palette de ${argibotte.balesPerPallet} bottes, contre ${botte22.palletWeightKg} kg pour la ${botte22.label}) : cette masse apporte de l'inertie et aide à réguler l'humidité intérieure. En contrepartie, elle isole moins : λ déclaré = ${formatLambda(argibotte.lambda)}, soit un ${THERMAL_RESISTANCE_LABELS.declared} de ${formatResistance(argibotte)} ; les règles professionnelles ne donnent pas de valeur pour une botte à cœur d'argile.`,
        },
      ],
    },
    {
      id: "commande-livraison",
      title: "Commande et livraison",
      items: [
        {
          id: "delai-commande",
          question: "Combien de temps à l'avance dois-je commander ?",
          answer: `Nous vous conseillons de commander au moins ${FAQ_FACTS.orderLeadTimeMonths} mois avant la date de livraison souhaitée. Ce délai nous permet de planifier la fabrication et le transport. Une demande plus urgente reste possible : indiquez-la dans votre demande de devis, nous vous dirons rapidement ce que nous pouvons faire.`,
        },
        {
          id: "transport",
          question: "Comment les bottes sont-elles livrées ?",
          answer: `Les bottes sont livrées sur palettes, par semi-remorque. ${formatList(
            products.map((p) => `${p.label} : ${p.balesPerPallet} bottes par palette, ${p.palletsPerTruck} palettes par camion complet`),
          )}.`,
        },
        {
          id: "zone-livraison",
          question: "Livrez-vous partout en France ?",
          answer: `Oui. Depuis notre atelier de ${brand.address.city}, dans le ${brand.address.department}, nous livrons par semi-remorque dans toute la France et dans les pays limitrophes. Le coût du transport dépend de la distance et des conditions d'accès : il est détaillé dans votre devis.`,
        },
        {
          id: "reception",
          question: "Que dois-je prévoir pour la réception sur le chantier ?",
          answer: `Le chantier doit être accessible à un semi-remorque, et le déchargement est à la charge du client : prévoyez un chariot élévateur ou un engin de levage adapté aux palettes, et une personne présente à l'arrivée du camion. Ces deux points vous sont demandés dans le formulaire de devis pour que nous organisions la livraison en conséquence.`,
        },
        {
          id: "stockage",
          question: "Comment stocker les bottes en attendant la pose ?",
          answer: `Toujours au sec : sur un sol plan et sain, à l'abri ou sous bâche, jamais directement exposées à la pluie ou aux remontées d'humidité. Comptez ${formatNumber(STORAGE.floorAreaPerPalletM2, 2)} m² au sol par palette (${STORAGE.palletFootprint}) ; les palettes peuvent être gerbées jusqu'à ${formatNumber(STORAGE.stackingHeightM, 1)} m de hauteur.`,
        },
        {
          id: "marge",
          question: "Quelle marge prévoir sur les quantités ?",
          answer: `Nous recommandons d'ajouter ${FAQ_FACTS.safetyMarginPercent} % aux quantités calculées. Cette marge couvre les coupes autour des ouvertures, les ajustements de chantier et les éventuelles bottes abîmées lors des manutentions.`,
          link: { label: "Calculer mes quantités", to: "/calculateur" },
        },
      ],
    },
    {
      id: "mise-en-oeuvre",
      title: "Mise en œuvre",
      items: [
        {
          id: "support",
          question: "Dans quels murs peut-on poser vos bottes ?",
          answer:
            "Nos bottes sont conçues pour les constructions à ossature bois : elles se placent dans les caissons formés par les montants, en remplissage isolant, en construction neuve comme en rénovation. Leurs dimensions régulières permettent de dimensionner l'ossature dès la conception pour limiter les recoupes.",
        },
        {
          id: "choix-epaisseur",
          question: "Quelle épaisseur de botte choisir ?",
          answer: `Tout dépend de la performance visée et de l'épaisseur de mur acceptable. Avec le λ de ${formatLambda(FAQ_FACTS.lambda)} des règles professionnelles, ${formatList(
            BOTTES_WITH_R.map(
              ({ product, resistance }) =>
                `${theProduct(product)} apporte R = ${formatResistance(resistance)} (${THERMAL_RESISTANCE_LABELS.declared} : ${formatResistance(product)})`,
            ),
          )}. Plus la botte est épaisse, plus elle stocke de carbone et plus elle retarde la chaleur en été. Notre équipe vous aide à choisir selon votre projet.`,
        },
        {
          id: "quantite",
          question: "Comment calculer le nombre de bottes nécessaires ?",
          answer: `Une palette de ${botte22.label} couvre environ ${formatNumber(surfacePerPallet(botte22), 1)} m² de mur ; la surface couverte par une botte est celle de la palette divisée par le nombre de bottes. Notre calculateur fait le calcul pour vous à partir de la surface, du volume ou d'un nombre de bottes, avec les palettes, le poids et le nombre de camions. Ajoutez ensuite une marge de ${FAQ_FACTS.safetyMarginPercent} %.`,
          link: { label: "Ouvrir le calculateur", to: "/calculateur" },
        },
        {
          id: "poseurs",
          question: "Qui peut poser les bottes ?",
          answer:
            "Charpentiers, constructeurs bois et entreprises d'isolation posent nos bottes en suivant les règles professionnelles de la construction en paille. Des auto-constructeurs bien accompagnés peuvent aussi les mettre en œuvre. Dans tous les cas, le soin apporté au remplissage des caissons, sans vide entre les bottes, fait la qualité de l'isolation.",
        },
        {
          id: "finitions",
          question: "Quelles finitions appliquer sur un mur en paille ?",
          answer:
            "La paroi doit rester perméable à la vapeur d'eau. Les enduits à la terre ou à la chaux, appliqués directement sur la paille, sont les plus courants ; un bardage ventilé est également possible à l'extérieur. Les enduits participent aussi à la protection contre le feu et à l'étanchéité à l'air du mur.",
        },
        {
          id: "controle",
          question: "Comment vérifier la qualité des bottes sur le chantier ?",
          answer: `En mesurant leur masse volumique : pesez quelques bottes, mesurez-les et vérifiez que la densité se situe entre ${FAQ_FACTS.density.min} et ${FAQ_FACTS.density.max} kg/m³. Notre bordereau d'autocontrôle en ligne guide ces mesures et vous envoie le récapitulatif.`,
          link: { label: "Ouvrir le bordereau d'autocontrôle", to: "/bordereau-autocontrole" },
        },
      ],
    },
    {
      id: "environnement-reglementation",
      title: "Environnement et réglementation",
      items: [
        {
          id: "re2020",
          question: "Vos bottes sont-elles compatibles avec la RE2020 ?",
          answer:
            "Oui. La RE2020 évalue l'impact carbone des matériaux sur tout leur cycle de vie, et un isolant biosourcé qui stocke du carbone y est avantagé. Chaque format de botte dispose de sa propre fiche de déclaration environnementale et sanitaire (FDES), que le bureau d'études peut intégrer directement dans le calcul réglementaire.",
          link: { label: "Télécharger les FDES", to: "/documents-techniques" },
        },
        {
          id: "carbone",
          question: "Combien de carbone un mur en paille stocke-t-il ?",
          answer: `Entre ${CARBON_STORAGE_RANGE.min} et ${CARBON_STORAGE_RANGE.max} kg de CO₂ par mètre carré de bottes posées selon l'épaisseur : ${formatList(
            products.filter((p) => p.id !== "argibotte").map((p) => `${formatNumber(p.carbonStoragePerM2, 2)} kg/m² pour ${theProduct(p)}`),
          )}. Ce carbone a été capté dans l'atmosphère par le blé pendant sa croissance et reste stocké dans le mur pendant toute la vie du bâtiment. ${wallCarbonNote()}`,
        },
        {
          id: "comparer",
          question: "Comment comparer vos bottes avec un autre isolant ?",
          answer:
            "Notre comparateur environnemental lit la FDES d'un autre isolant, au format PDF, et met ses indicateurs en regard de ceux de nos bottes. Le fichier est analysé sans être conservé.",
          link: { label: "Ouvrir le comparateur environnemental", to: "/comparateur-environnemental" },
        },
        {
          id: "origine",
          question: "D'où vient votre paille ?",
          answer: `De céréaliers proches de notre atelier de ${brand.address.city}, dans le ${brand.address.department}. Nous transformons environ ${brand.claims.strawTonnesPerYear} tonnes de paille par an depuis ${brand.foundedYear}. La paille est un coproduit de la culture du blé : l'utiliser comme isolant ne prend aucune surface agricole à l'alimentation.`,
        },
        {
          id: "reconnaissance",
          question: "La construction en paille est-elle une technique reconnue ?",
          answer: `Oui. Elle est encadrée en France par des règles professionnelles, et environ ${formatNumber(brand.claims.strawBuildingsInFrance, 0)} bâtiments isolés en paille existent déjà en France, avec environ ${brand.claims.newStrawBuildingsPerYear} nouveaux chaque année : maisons, logements sociaux, écoles, bâtiments collectifs.`,
        },
        {
          id: "securite-incendie",
          question: "Quelle est la classe de réaction au feu d'un mur en paille ?",
          answer: `Un mur en bottes de paille enduit atteint la classe ${FAQ_FACTS.fireClass}. Les enduits, appliqués directement sur la paille densifiée, privent le feu de l'air dont il a besoin.`,
        },
      ],
    },
    {
      id: "prix-devis",
      title: "Prix et devis",
      items: [
        {
          id: "prix",
          question: "Combien coûte l'isolation en bottes de paille ?",
          answer: `À titre indicatif : ${formatList(
            products.map((p) => `${p.label} ${formatUnitPrice(p.pricePerM2)}${NBSP}HT le m²`),
          )}. Le prix exact dépend de la distance et des conditions de livraison, du volume commandé et de l'anticipation de la commande : seul un devis l'établit.`,
        },
        {
          id: "obtenir-devis",
          question: "Comment obtenir un devis ?",
          answer: `Remplissez notre formulaire de demande de devis : votre profil, votre projet, les bottes et surfaces souhaitées, puis les conditions de livraison. Le devis est gratuit et sans engagement, et nous vous répondons sous ${brand.claims.quoteReplyHours} h.`,
          link: { label: "Demander un devis", to: "/devis" },
        },
        {
          id: "infos-devis",
          question: "Quelles informations préparer pour un devis précis ?",
          answer:
            "Les surfaces de murs à isoler pour chaque type de botte, l'adresse de livraison, la date souhaitée, l'accessibilité du chantier à un semi-remorque et les moyens de déchargement dont vous disposez. Plus votre description est précise, plus notre devis le sera.",
        },
        {
          id: "ht-ttc",
          question: "Vos prix sont-ils hors taxes ?",
          answer:
            "Oui, nos prix sont indiqués hors taxes (HT). La TVA s'ajoute au taux en vigueur ; votre devis détaille les montants HT et TTC.",
        },
        {
          id: "volume",
          question: "Le prix baisse-t-il pour les grandes quantités ?",
          answer:
            "Le volume commandé entre dans le calcul du prix, tout comme l'anticipation : une commande importante, passée tôt et livrée en camions complets, revient moins cher au mètre carré. Décrivez votre projet dans la demande de devis, nous optimisons la logistique avec vous.",
        },
        {
          id: "contact",
          question: "Puis-je parler à quelqu'un avant de demander un devis ?",
          answer: `Bien sûr. Appelez-nous au ${brand.phone.display} (${openingHoursLine()}) ou écrivez-nous à ${brand.email} ou par le formulaire de contact.`,
          link: { label: "Nous contacter", to: "/contact" },
        },
      ],
    },
    {
      id: "paillemobile",
      title: "PailleMobile",
      items: [
        {
          id: "concept",
          question: "Qu'est-ce que PailleMobile ?",
          answer: `Une usine mobile de fabrication de bottes d'isolation : une unité de ${formatNumber(PAILLEMOBILE.unitLengthM, 0)} m de long, sur semi-remorque, qui densifie et recalibre la paille directement sur l'exploitation agricole, au plus près du champ.`,
          link: { label: "Découvrir PailleMobile", to: "/paillemobile" },
        },
        {
          id: "pour-qui",
          question: "À qui s'adresse PailleMobile ?",
          answer: `Aux céréaliers qui souhaitent valoriser leur paille. Le modèle est pensé pour la paille d'environ ${PAILLEMOBILE.wheatHectares} hectares de blé.`,
        },
        {
          id: "contrat",
          question: "Comment fonctionne le contrat ?",
          answer: `L'agriculteur loue l'unité mobile dans le cadre d'un contrat de ${PAILLEMOBILE.contractYears} ans et fabrique les bottes sur son exploitation, selon nos standards de qualité.`,
        },
        {
          id: "rentabilite",
          question: "À partir de quel volume une machine est-elle rentable ?",
          answer: `Une machine PailleMobile est viable à partir d'environ ${PAILLEMOBILE.viableTonnesPerYear} tonnes de paille transformées par an.`,
        },
        {
          id: "commercialisation",
          question: "Qui vend les bottes fabriquées ?",
          answer: `${brand.name}. Nous prenons en charge la commercialisation auprès des constructeurs, des charpentiers et des maîtres d'ouvrage : l'agriculteur se concentre sur la production.`,
        },
        {
          id: "candidater",
          question: "Comment devenir partenaire PailleMobile ?",
          answer:
            "Contactez-nous en présentant votre exploitation : surfaces en blé, volume de paille disponible, possibilités de stockage au sec. Nous étudions ensemble la faisabilité du projet. Le dossier de presse, sur la page PailleMobile, présente le concept en détail.",
          link: { label: "Nous contacter", to: "/contact" },
        },
      ],
    },
  ];
}
