import { EQUAL_R_BASIS } from "../product-figures";

/**
 * What limits a comparison of two FDES (NF EN 15804+A2 §5.3, NF EN 15942), printed in the comparison's PDF report
 * (docs/product.md §5): the report is filed by architects, so it says what it can and cannot be used for.
 */
export const FDES_COMPARABILITY_CAVEATS = [
  "NF EN 15804+A2 (§ 5.3) : des déclarations environnementales de produits de construction ne sont comparables que dans le contexte du bâtiment, pour la même fonction, avec les mêmes règles de calcul (mêmes modules déclarés, même unité fonctionnelle, même durée de vie de référence). Une comparaison de produits hors de ce contexte reste indicative.",
  "Une FDES selon NF EN 15804+A1 et une FDES selon NF EN 15804+A2 ne calculent pas de la même façon plusieurs indicateurs (carbone biogénique, eau, énergie) : elles ne sont pas strictement comparables entre elles.",
  "NF EN 15942 : ce rapport reprend les valeurs telles que les déclarations les donnent, par unité fonctionnelle et par module, avec la page où chacune a été lue ; il ne remplace pas les FDES elles-mêmes, qui font foi (base INIES).",
  `Les valeurs de nos bottes sont ramenées à la résistance thermique du produit analysé (valeur pour 1 m² de botte × R visé / R de la botte ; ${EQUAL_R_BASIS}) : cette règle suppose que les impacts d'une botte, matériau homogène, varient comme son épaisseur.`,
  "Les totaux couvrent les modules A1 à C4 ; le module D (au-delà des frontières du système) est donné à part et n'entre dans aucun total. Le carbone biogénique stocké n'est retranché d'aucune valeur.",
  "Les valeurs ont été lues automatiquement dans le PDF : vérifiez-les dans la déclaration à la page indiquée avant tout usage réglementaire (RE2020).",
] as const;
