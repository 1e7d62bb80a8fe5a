import type { ProductId } from "@domain/products";

/**
 * What the site says about each bale in words (the figures come from domain/products.ts): the home teaser, the
 * product cards of /produits and the Product structured data read it from here.
 */
export const PRODUCT_COPY: Record<ProductId, { tagline: string; description: string }> = {
  "botte-22": {
    tagline: "Le format compact",
    description:
      "Une botte de 22 cm d'épaisseur à la finition rectifiée, pour les parois où chaque centimètre compte : ossatures courantes, doublages et extensions.",
  },
  "botte-36": {
    tagline: "L'équilibre performance et emprise",
    description:
      "36 cm d'isolant pour une paroi très performante en hiver comme en été, le format le plus répandu en maison individuelle et en logement collectif.",
  },
  "botte-46": {
    tagline: "La performance maximale",
    description:
      "La plus épaisse de nos bottes : la meilleure résistance thermique, le plus long déphasage et le plus fort stockage de carbone de la gamme.",
  },
  argibotte: {
    tagline: "La paille et l'argile",
    description: "Le format de la Botte 22 avec une barbotine d'argile à cœur, qui apporte de la masse et de l'inertie à la paroi.",
  },
};
