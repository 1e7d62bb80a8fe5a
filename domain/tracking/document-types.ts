/** docs/product.md §7.6: "fiche_technique, fdes, dossier_presse, or other"; "autre" is the site's word for other. */
export const DOCUMENT_TYPES = ["fiche_technique", "fdes", "dossier_presse", "autre"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
