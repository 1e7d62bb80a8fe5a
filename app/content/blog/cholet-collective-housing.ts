import type { BlogArticle } from "@domain/blog-content";
import { formatNumber } from "@domain/format";
import { FAQ_FACTS, PRODUCTS, rulesThermalResistance, THERMAL_RESISTANCE_LABELS } from "@domain/products";
import { BLOG_AUTHOR } from "./author";

const botte46 = PRODUCTS["botte-46"];
const argibotte = PRODUCTS.argibotte;

export const choletCollectiveHousingArticle: BlogArticle = {
  id: "habitat-collectif-cholet",
  slug: "habitat-collectif-cholet",
  title: "Habitat collectif à Cholet : la paille change d'échelle",
  excerpt:
    "À Cholet, un immeuble d'habitat collectif à ossature bois est isolé avec nos bottes préfabriquées. Performance, sécurité incendie et organisation d'un chantier urbain : les enseignements d'un projet à plusieurs niveaux.",
  publishedDate: "2025-06-24",
  author: BLOG_AUTHOR,
  category: "Habitat Collectif",
  tags: ["Cholet", "Botte 46", "Confort d'été", "Sécurité incendie"],
  image: {
    illustration: "collective-housing",
    alt: "Dessin d'un petit immeuble d'habitat collectif dont un mur en coupe montre l'isolation en bottes de paille.",
  },
  content: `La paille a longtemps été associée à la maison individuelle. Le projet d'habitat collectif que nous accompagnons à Cholet, à quelques dizaines de kilomètres de notre atelier, montre qu'elle a toute sa place dans des bâtiments de plusieurs niveaux, en ville, avec les exigences qui vont avec.

## Un immeuble à ossature bois isolé en paille

Le bâtiment est conçu en ossature bois, avec des murs dont les caissons reçoivent nos bottes préfabriquées. L'équipe de maîtrise d'œuvre a retenu la ${botte46.label} pour les façades : avec ${botte46.thicknessMm / 10} cm d'épaisseur, elle atteint une résistance thermique de ${formatNumber(botte46.thermalResistance, 2)} m².K/W (${THERMAL_RESISTANCE_LABELS.declared} ; ${formatNumber(rulesThermalResistance(botte46)!, 2)} m².K/W selon les règles professionnelles) et stocke ${formatNumber(botte46.carbonStoragePerM2, 2)} kg de CO₂ par mètre carré de bottes posées.

Dans un logement collectif, le confort d'été est devenu un enjeu aussi important que le chauffage. La masse de la paille comprimée ralentit la traversée de la chaleur : pour la ${botte46.label}, le déphasage atteint ${formatNumber(botte46.phaseShiftCardHours, 1)} heures. La chaleur accumulée en façade l'après-midi met plus d'une demi-journée à traverser le mur : elle arrive amortie, à une heure où l'on peut aérer pour rafraîchir les logements.

## La sécurité incendie, question centrale

En habitat collectif, la réaction au feu des matériaux est examinée de près. Un mur en bottes de paille correctement comprimées et enduites atteint la classe ${FAQ_FACTS.fireClass}. La densité de nos bottes, contrôlée entre ${FAQ_FACTS.density.min} et ${FAQ_FACTS.density.max} kg/m³, joue ici un rôle essentiel : une paille bien serrée ne laisse pas circuler l'air dont le feu a besoin.

Les détails de conception ont été travaillés avec le bureau d'études et le contrôleur technique : continuité des enduits, traitement des jonctions entre niveaux et des traversées de réseaux. Les fiches techniques et les FDES de chaque format ont alimenté le dossier dès la phase de conception.

## ArgiBotte pour l'inertie intérieure

Pour certaines parois, la maîtrise d'œuvre a aussi étudié l'inertie thermique et la régulation de l'humidité. L'${argibotte.label}, dont le cœur est garni de barbotine d'argile, apporte une masse supplémentaire, l'argile au cœur de chaque botte, qui lisse les variations de température et d'humidité à l'intérieur des logements.

## Un chantier urbain, une logistique au cordeau

Livrer des bottes en semi-remorque dans une rue de centre-ville ne s'improvise pas. Chaque livraison a été planifiée avec l'entreprise de charpente selon l'avancement des niveaux, en vérifiant l'accès du camion et les moyens de déchargement sur place. Sur un chantier où la place manque, mieux vaut plusieurs livraisons ajustées qu'un stock important exposé aux intempéries : les bottes doivent toujours rester au sec.

Pour sécuriser ce calendrier, la commande a été passée bien en amont, au moins ${FAQ_FACTS.orderLeadTimeMonths} mois avant les premières poses, avec une marge de ${FAQ_FACTS.safetyMarginPercent} % sur les quantités.

## Ce que ce projet ouvre

Ce chantier confirme que la botte préfabriquée apporte au collectif ce qui lui manquait : des dimensions régulières, une qualité tracée, des données environnementales vérifiables et une logistique industrielle. Architectes, bureaux d'études, maîtres d'ouvrage : si vous envisagez un bâtiment collectif biosourcé, parlons-en dès l'esquisse.`,
};
