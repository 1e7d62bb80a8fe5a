import type { BlogArticle } from "@domain/blog-content";
import { formatNumber } from "@domain/format";
import { FAQ_FACTS, PRODUCTS, rulesThermalResistance, STORAGE, THERMAL_RESISTANCE_LABELS } from "@domain/products";
import { BLOG_AUTHOR } from "./author";

const botte36 = PRODUCTS["botte-36"];

export const socialHousingArticle: BlogArticle = {
  id: "logement-social",
  slug: "logement-social-isolation-paille",
  title: "Logement social : des bottes de paille préfabriquées pour des logements sobres et confortables",
  excerpt:
    "Un bailleur social a choisi nos bottes préfabriquées pour isoler un programme de logements à ossature bois. Retour sur les raisons de ce choix, la logistique du chantier et ce que nous en retenons.",
  publishedDate: "2025-02-18",
  author: BLOG_AUTHOR,
  category: "Logement Social",
  tags: ["Ossature bois", "RE2020", "Botte 36", "Bailleur social"],
  image: {
    illustration: "timber-frame-wall",
    alt: "Dessin d'un mur à ossature bois dont les caissons sont remplis de bottes de paille.",
  },
  content: `Le logement social a des exigences que l'on oublie souvent : des loyers maîtrisés, donc des charges de chauffage faibles pour les locataires, des bâtiments qui durent, et un budget de construction tenu au plus juste. C'est précisément sur ce terrain que la paille a convaincu un bailleur social de notre région, qui a retenu nos bottes préfabriquées pour isoler un programme de logements à ossature bois.

## Pourquoi la paille pour du logement social

La réglementation environnementale RE2020 compte désormais le carbone émis par les matériaux tout au long de la vie du bâtiment. Un isolant biosourcé qui stocke du carbone au lieu d'en émettre pèse directement dans ce calcul : chaque mètre carré de bottes ${botte36.label} posées stocke ${formatNumber(botte36.carbonStoragePerM2, 2)} kg de CO₂, prélevés dans l'atmosphère par le blé pendant sa croissance.

Le confort compte autant que le carbone. Avec une résistance thermique de ${formatNumber(botte36.thermalResistance, 2)} m².K/W (${THERMAL_RESISTANCE_LABELS.declared} ; ${formatNumber(rulesThermalResistance(botte36)!, 2)} m².K/W selon les règles professionnelles) et un déphasage de ${formatNumber(botte36.phaseShiftCardHours, 1)} heures, le mur garde la chaleur l'hiver et retarde l'entrée de la chaleur l'été. Pour les locataires, cela se traduit par des factures de chauffage réduites et des logements qui restent frais sans climatisation.

Enfin, chaque format de botte dispose de sa propre fiche de déclaration environnementale et sanitaire (FDES). Le bureau d'études a ainsi pu intégrer nos bottes dans son calcul réglementaire avec des données vérifiables, sans valeur par défaut pénalisante.

## Une botte préfabriquée, pas une botte agricole

Une botte agricole varie d'une extrémité à l'autre du champ : sa densité, ses dimensions et son humidité changent. Les nôtres sont densifiées et recalibrées à l'atelier, dépoussiérées, et leur humidité est contrôlée et tracée avant le départ. Pour les charpentiers, cela change tout : les bottes s'insèrent dans les caissons de l'ossature sans retaille systématique, et le rythme de pose devient prévisible, comme avec n'importe quel isolant industriel.

Pour ce programme, le choix s'est porté sur la ${botte36.label}, dont l'épaisseur de ${botte36.thicknessMm / 10} cm correspond à une ossature courante et offre un excellent compromis entre performance et emprise au sol.

## La logistique, préparée dès la commande

Les bottes quittent notre atelier de Lys-Haut-Layon en semi-remorque, sur palettes filmées, par camions complets de ${botte36.label}. Avec l'entreprise de charpente, nous avons vérifié en amont l'accès du semi-remorque au chantier et les moyens de déchargement, qui sont à la charge du client.

Le stockage se prépare aussi : chaque palette occupe une surface au sol de ${STORAGE.palletFootprint}, les palettes se gerbent jusqu'à ${formatNumber(STORAGE.stackingHeightM, 1)} m de hauteur et doivent impérativement rester au sec, sur une aire plane et bâchée ou à l'abri. Une livraison calée sur l'avancement de la charpente évite de stocker trop longtemps sur le chantier.

## Ce que nous retenons

La clé d'un chantier de logements sociaux réussi, c'est l'anticipation. Nous recommandons de passer commande au moins ${FAQ_FACTS.orderLeadTimeMonths} mois avant la date de pose souhaitée et de prévoir une marge de ${FAQ_FACTS.safetyMarginPercent} % sur les quantités pour absorber les coupes autour des menuiseries et les ajustements de chantier.

Ce projet montre que la paille n'est plus réservée aux maisons d'auto-constructeurs : préfabriquée, tracée et documentée, elle répond aux attentes des maîtres d'ouvrage publics. Vous préparez une opération de logements ? Notre équipe peut vous accompagner dès la phase d'études.`,
};
