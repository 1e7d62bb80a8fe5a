/**
 * The kinds of documents that broke the reader on unseen declarations (issue #37), each a tag an author sets on the
 * documents it makes of that kind, so that the figures can be split by kind.
 */
export const KINDS = [
  "deux produits",
  "total A1-D",
  "en-têtes nommés",
  "par R = 1",
  "EPD anglaise",
  "par m³",
  "par kg",
  "écotoxicité près de l'eau",
  "catégorie de déchets non déclarée",
  "épaisseur de variante",
  "tableau transposé",
  "suite sans en-tête",
  "renvois de note",
  "exposant U+2212",
  "sans grille",
  "filets seuls",
  "lignes ombrées",
  "cellules fusionnées",
  "paysage",
  "export tableur",
] as const;
export type Kind = (typeof KINDS)[number];
