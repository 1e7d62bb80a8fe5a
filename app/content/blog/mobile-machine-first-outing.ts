import type { BlogArticle } from "@domain/blog-content";
import { formatNumber } from "@domain/format";
import { PAILLEMOBILE } from "@domain/products";
import { brand } from "@domain/brand";
import { BLOG_AUTHOR } from "./author";

export const mobileMachineFirstOutingArticle: BlogArticle = {
  id: "premiere-sortie-paillemobile",
  slug: "premiere-sortie-publique-machine-paillemobile",
  title: "PailleMobile : première sortie publique de notre usine mobile",
  excerpt:
    "Notre unité mobile de fabrication de bottes d'isolation a quitté l'atelier pour sa première démonstration publique. Agriculteurs, élus et professionnels du bâtiment ont pu la voir fonctionner.",
  publishedDate: "2025-09-16",
  author: BLOG_AUTHOR,
  category: "Innovation",
  tags: ["PailleMobile", "Agriculture", "Circuit court", "Céréaliers"],
  image: {
    illustration: "mobile-unit",
    alt: "Dessin de l'unité mobile PailleMobile, une usine de fabrication de bottes installée sur une semi-remorque.",
  },
  content: `C'était un moment attendu depuis longtemps par toute l'équipe : pour la première fois, l'unité mobile PailleMobile a quitté notre atelier de Lys-Haut-Layon pour une démonstration publique. Devant des agriculteurs, des élus et des professionnels du bâtiment, la machine a transformé de la paille en bottes d'isolation prêtes à poser, au plus près du champ.

## Fabriquer là où pousse la paille

L'idée de PailleMobile est simple : plutôt que de transporter la paille vers une usine, c'est l'usine qui vient à la paille. Montée sur une semi-remorque de ${formatNumber(PAILLEMOBILE.unitLengthM, 0)} m, l'unité regroupe les étapes que nous réalisons à l'atelier : densification, recalibrage aux dimensions de nos formats et contrôle de la qualité. Les bottes produites répondent aux mêmes exigences que celles qui sortent de Lys-Haut-Layon.

Pour la construction, c'est la promesse d'un isolant encore plus local, fabriqué à proximité des chantiers, avec moins de kilomètres parcourus par des camions chargés de paille brute.

## Un nouveau revenu pour les céréaliers

PailleMobile s'adresse d'abord aux céréaliers. La paille, souvent vendue à bas prix ou simplement broyée, devient une matière première valorisée. L'agriculteur loue l'unité mobile dans le cadre d'un contrat de ${PAILLEMOBILE.contractYears} ans et transforme la paille d'environ ${PAILLEMOBILE.wheatHectares} hectares de blé ; de notre côté, nous prenons en charge la commercialisation auprès des constructeurs, des charpentiers et des maîtres d'ouvrage.

Lors de la démonstration, la question la plus fréquente a été celle de la rentabilité. Nos calculs montrent qu'une machine devient viable à partir d'environ ${PAILLEMOBILE.viableTonnesPerYear} tonnes de paille transformées par an, un volume à la portée d'une exploitation céréalière ou d'un petit groupe d'exploitations voisines.

## Ce que la démonstration nous a appris

Voir la machine fonctionner en conditions réelles, hors de l'atelier, a confirmé plusieurs choix de conception : une installation rapide sur site, une alimentation en paille adaptée aux bottes agricoles courantes, et des contrôles de densité et d'humidité intégrés au processus. Les échanges avec les agriculteurs nous ont aussi donné des pistes d'amélioration, notamment sur l'organisation du stockage des bottes finies, qui doivent rester au sec jusqu'à leur livraison.

Cette première sortie intervient dans une année particulière pour nous, marquée par notre nomination aux ${brand.nomination.award}. Une reconnaissance qui encourage toute l'équipe à poursuivre le développement du concept.

## Et maintenant ?

Nous recherchons des céréaliers prêts à rejoindre l'aventure PailleMobile. Si vous êtes agriculteur et que la valorisation de votre paille vous intéresse, la page PailleMobile présente le concept en détail et notre dossier de presse est disponible au téléchargement. Le plus simple reste d'en parler : contactez-nous pour étudier ensemble le potentiel de votre exploitation.`,
};
