import type { BlogArticle } from "@domain/blog-content";
import { formatList, formatNumber } from "@domain/format";
import { FAQ_FACTS, PRODUCT_LIST } from "@domain/products";
import { brand } from "@domain/brand";
import { BLOG_AUTHOR } from "./author";

const formats = formatList(PRODUCT_LIST.map((product) => product.label));

export const trainingCentreVisitArticle: BlogArticle = {
  id: "visite-centre-formation",
  slug: "visite-centre-de-formation-atelier",
  title: "Des stagiaires d'un centre de formation du bâtiment en visite à l'atelier",
  excerpt:
    "Une promotion de futurs professionnels du bâtiment a passé une journée dans notre atelier : de la paille au champ à la botte prête à poser, puis la pratique sur un mur d'essai.",
  publishedDate: "2025-04-08",
  author: BLOG_AUTHOR,
  category: "Formation",
  tags: ["Atelier", "Savoir-faire", "Contrôle qualité", "Construction paille"],
  image: {
    illustration: "workshop",
    alt: "Dessin de l'atelier de fabrication, avec une presse et des palettes de bottes de paille prêtes à partir.",
  },
  content: `Former les artisans de demain fait partie de notre métier. Ce printemps, nous avons accueilli dans notre atelier de Lys-Haut-Layon une promotion de stagiaires d'un centre de formation aux métiers du bâtiment, accompagnés de leurs formateurs. Une journée entière pour comprendre comment une botte de paille devient un isolant fiable, et pour la mettre en œuvre de ses propres mains.

## Du champ à la botte

La visite a commencé là où tout commence : la paille. Nous travaillons avec des céréaliers proches de l'atelier, et la qualité se joue dès la moisson. Une paille bien sèche, récoltée au bon moment et stockée à l'abri, fera une bonne botte ; une paille qui a pris l'humidité ne sera jamais rattrapée.

Les stagiaires ont ensuite suivi le parcours de fabrication : densification, recalibrage aux dimensions exactes de chaque format (${formats}), dépoussiérage, puis contrôle de l'humidité, tracé pour chaque lot. Ce sont ces étapes qui font la différence entre une botte agricole et un produit de construction dont on peut garantir les performances.

## Mesurer plutôt que supposer

Un moment fort de la journée a été l'atelier de contrôle. Chacun a pesé et mesuré des bottes pour en calculer la masse volumique, exactement comme le ferait un contrôleur sur chantier. Une botte d'isolation bien réalisée se situe entre ${FAQ_FACTS.density.min} et ${FAQ_FACTS.density.max} kg/m³ : trop légère, elle se tasse avec le temps ; trop dense, elle perd en pouvoir isolant et pèse inutilement sur l'ossature.

C'est pour rendre ce contrôle accessible à tous que nous proposons un bordereau d'autocontrôle en ligne, dans nos outils professionnels : il permet de relever les mesures d'un échantillon de bottes et d'en vérifier la conformité.

## La pratique sur un mur d'essai

L'après-midi était consacré à la pose. Sur un module d'ossature bois monté pour l'occasion, les stagiaires ont inséré les bottes dans les caissons, appris à les serrer pour éviter tout vide, à retailler proprement une botte autour d'une ouverture et à préparer le support avant l'enduit. Les questions ont fusé sur la réaction au feu : un mur en paille enduit atteint la classe ${FAQ_FACTS.fireClass}, ce qui surprend toujours ceux qui imaginent la paille comme un matériau inflammable. Une botte bien comprimée et enduite ne laisse pas assez d'air au feu pour se propager.

Nous avons aussi parlé de conception : la conductivité thermique retenue pour les calculs, ${formatNumber(FAQ_FACTS.lambda, 3)} W/(m.K) selon les règles professionnelles, l'importance de la gestion de la vapeur d'eau dans la paroi, et le rôle des enduits à la terre ou à la chaux qui laissent le mur respirer.

## Transmettre pour que la filière grandisse

La construction en paille progresse en France : on y compte déjà environ ${formatNumber(brand.claims.strawBuildingsInFrance, 0)} bâtiments isolés en paille, et quelque ${brand.claims.newStrawBuildingsPerYear} nouveaux chaque année. Pour changer d'échelle, la filière a besoin de professionnels formés ; dans notre région, le collectif des professionnels de la construction en paille compte déjà ${brand.claims.regionalCollectiveMembers} membres. Chaque visite comme celle-ci, c'est une promotion qui repart en sachant qu'une botte de paille se choisit, se contrôle et se pose avec la même rigueur que n'importe quel autre isolant.

Vous êtes formateur, enseignant ou responsable d'un organisme de formation ? Nos portes sont ouvertes : contactez-nous pour organiser une visite de l'atelier avec votre groupe.`,
};
