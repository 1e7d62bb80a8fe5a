import type { DocumentType } from "@domain/tracking/document-types";
import type { TrackedDocument } from "@domain/tracking/document-download";
import { formatNumber } from "@domain/format";
import { PRODUCTS, type ProductId, theProduct } from "@domain/products";

/**
 * The document catalogue of /documents-techniques (docs/product.md §5 'Document catalogue item'), also read by the product
 * cards of /produits, the press-kit download of /paillemobile and the script that produces the files
 * (scripts/generate-documents.ts).
 *
 * A file is declared here once; whether it can be downloaded is decided on the server by looking at the files
 * really served under /documents/ (server/documents/availability.server.ts), so an entry whose file is absent shows
 * as unavailable and never as a broken link. See docs/decisions/0005-documents.md.
 */

/** Where the files are served (docs/product.md §7 'Static file downloads'). */
export const DOCUMENTS_PATH = "/documents/";

/** A downloadable file as the catalogue declares it. */
export interface DocumentFileDefinition extends TrackedDocument {
  /** File name under /documents/, e.g. "BOTTE_22.pdf". */
  fileName: string;
  /** Text of the download button. */
  label: string;
  /** Text of the disabled button shown while the file does not exist. */
  unavailableLabel: string;
}

/** A file with what the server found: present or not, its size, and whether it is a generated stand-in. */
export interface DocumentFile extends DocumentFileDefinition {
  url: string;
  available: boolean;
  sizeBytes: number | null;
  /** A sample generated from reference values, standing in until the manufacturer supplies the verified file. */
  sample: boolean;
}

/** What the server knows of each file served under /documents/, keyed by file name. Plain data: loaders return it. */
export type DocumentAvailability = Record<string, { sizeBytes: number; sample: boolean }>;

interface CatalogueItemFields<File> {
  /** Stable identifier, used as the HTML id of the entry. */
  id: string;
  name: string;
  description: string;
  /** ISO date of the last revision of the document's content; null for a document not written yet. */
  lastUpdated: string | null;
  ficheTechnique?: File;
  fdes?: File;
  document?: File;
}

export type CatalogueItemDefinition = CatalogueItemFields<DocumentFileDefinition>;
export type CatalogueItem = CatalogueItemFields<DocumentFile>;

interface CategoryFields<Item> {
  id: string;
  title: string;
  introduction: string;
  items: Item[];
}

export type CatalogueCategoryDefinition = CategoryFields<CatalogueItemDefinition>;
export type CatalogueCategory = CategoryFields<CatalogueItem>;

/** The products that have their own data sheet and declaration, in the order of the products page. */
const PRODUCTS_WITH_DOCUMENTS = ["botte-22", "botte-36", "botte-46", "argibotte"] as const satisfies readonly ProductId[];

/** File names and tracking names of docs/product.md §7 for the three bale sizes; ArgiBotte follows the same pattern. */
const FILE_NAMES: Record<ProductId, { sheet: string; sheetTracking: string; fdes: string; fdesTracking: string }> = {
  "botte-22": { sheet: "BOTTE_22.pdf", sheetTracking: "FT_Botte_22cm", fdes: "FDES_Botte_22cm.pdf", fdesTracking: "FDES_Botte_22cm" },
  "botte-36": { sheet: "BOTTE_36.pdf", sheetTracking: "FT_Botte_36cm", fdes: "FDES_Botte_36cm.pdf", fdesTracking: "FDES_Botte_36cm" },
  "botte-46": { sheet: "BOTTE_46.pdf", sheetTracking: "FT_Botte_46cm", fdes: "FDES_Botte_46cm.pdf", fdesTracking: "FDES_Botte_46cm" },
  argibotte: { sheet: "ARGIBOTTE.pdf", sheetTracking: "FT_ArgiBotte", fdes: "FDES_ArgiBotte.pdf", fdesTracking: "FDES_ArgiBotte" },
};

/** Date of the content of the files produced by this site (data sheets, sample declarations, press kit). */
const GENERATED_CONTENT_DATE = "2026-11-20";

/** docs/product.md §2.15: the ArgiBotte data sheet is being written. */
export const SHEET_BEING_WRITTEN = "Fiche Technique en cours d'écriture";

export function dataSheetFile(productId: ProductId): DocumentFileDefinition {
  const product = PRODUCTS[productId];
  return {
    fileName: FILE_NAMES[productId].sheet,
    trackingName: FILE_NAMES[productId].sheetTracking,
    type: "fiche_technique",
    productName: product.label,
    label: "Fiche technique",
    unavailableLabel: SHEET_BEING_WRITTEN,
  };
}

export function fdesFile(productId: ProductId): DocumentFileDefinition {
  const product = PRODUCTS[productId];
  return {
    fileName: FILE_NAMES[productId].fdes,
    trackingName: FILE_NAMES[productId].fdesTracking,
    type: "fdes",
    productName: product.label,
    label: "FDES",
    unavailableLabel: "FDES bientôt disponible",
  };
}

/** The 2025 press kit (docs/product.md §2 PailleMobile, §7). Its tracking name is the file name, as docs/product.md §7 lists it. */
export const PRESS_KIT_FILE: DocumentFileDefinition = {
  fileName: "DOSSIER_DE_PRESSE_2025.pdf",
  trackingName: "DOSSIER_DE_PRESSE_2025.pdf",
  type: "dossier_presse",
  productName: "PailleMobile",
  label: "Télécharger le dossier de presse",
  unavailableLabel: "Dossier de presse bientôt disponible",
};

function guideFile(fileName: string, trackingName: string): DocumentFileDefinition {
  return {
    fileName,
    trackingName,
    type: "autre" satisfies DocumentType,
    productName: null,
    label: "Télécharger le guide",
    unavailableLabel: "Guide en préparation",
  };
}

function sheetDescription(productId: ProductId): string {
  return `Dimensions, résistance thermique, densité, classement au feu, stockage de carbone, conditionnement, transport et stockage de ${theProduct(PRODUCTS[productId])}.`;
}

export const DOCUMENT_CATALOGUE: readonly CatalogueCategoryDefinition[] = [
  {
    id: "fiches-techniques",
    title: "Fiches techniques",
    introduction: "Les caractéristiques de chaque botte, établies à partir de nos données de fabrication.",
    items: PRODUCTS_WITH_DOCUMENTS.map((id) => ({
      id: `fiche-${id}`,
      name: `Fiche technique ${PRODUCTS[id].label}`,
      description: sheetDescription(id),
      lastUpdated: GENERATED_CONTENT_DATE,
      ficheTechnique: dataSheetFile(id),
    })),
  },
  {
    id: "fdes",
    title: "Déclarations environnementales (FDES)",
    introduction:
      "Une déclaration environnementale et sanitaire par format de botte, pour vos calculs RE2020. Tant que la FDES vérifiée n'est pas publiée ici, le document proposé est un exemple signalé comme tel sur chaque page.",
    items: PRODUCTS_WITH_DOCUMENTS.map((id) => ({
      id: `fdes-${id}`,
      name: `FDES ${PRODUCTS[id].label}`,
      description: `Impacts environnementaux sur le cycle de vie d'un mètre carré de paroi isolée en ${PRODUCTS[id].label}, sur une durée de vie de référence de 50 ans.`,
      lastUpdated: GENERATED_CONTENT_DATE,
      fdes: fdesFile(id),
    })),
  },
  {
    id: "presse",
    title: "Presse",
    introduction: "Pour les journalistes et nos partenaires : présentation de l'entreprise, de nos produits et de PailleMobile.",
    items: [
      {
        id: "dossier-de-presse-2025",
        name: "Dossier de presse 2025",
        description:
          "Isol en Paille, ses bottes préfabriquées, l'usine mobile PailleMobile et la nomination au trophée régional de l'innovation 2025.",
        lastUpdated: GENERATED_CONTENT_DATE,
        document: PRESS_KIT_FILE,
      },
    ],
  },
  {
    id: "guides",
    title: "Guides de mise en œuvre",
    introduction:
      "Des guides pratiques pour les entreprises et les autoconstructeurs. Ils sont en préparation ; en attendant, notre équipe répond à vos questions.",
    items: [
      {
        id: "guide-ossature-bois",
        name: "Guide de pose en ossature bois",
        description: "Mise en place des bottes dans les caissons, calepinage, tassement et finitions.",
        lastUpdated: null,
        document: guideFile("GUIDE_POSE_OSSATURE_BOIS.pdf", "GUIDE_Pose_ossature_bois"),
      },
      {
        id: "guide-chantier",
        name: "Réception et stockage sur chantier",
        description: "Déchargement des palettes, protection contre l'humidité et contrôle des bottes à la livraison.",
        lastUpdated: null,
        document: guideFile("GUIDE_RECEPTION_STOCKAGE.pdf", "GUIDE_Reception_stockage"),
      },
    ],
  },
];

/** "PDF" for "BOTTE_22.pdf": the format named next to a download. */
export function fileFormat(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? "" : fileName.slice(dot + 1).toUpperCase();
}

/** "31 Ko", "1,9 Mo": a file size as French readers expect it (1 Ko = 1 024 octets). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00A0Ko`;
  return `${formatNumber(bytes / (1024 * 1024), 1)}\u00A0Mo`;
}

/** Joins a declared file with what the server found under /documents/. */
export function resolveFile(file: DocumentFileDefinition, availability: DocumentAvailability): DocumentFile {
  const found = Object.hasOwn(availability, file.fileName) ? availability[file.fileName] : undefined;
  return {
    ...file,
    url: DOCUMENTS_PATH + file.fileName,
    available: found !== undefined,
    sizeBytes: found?.sizeBytes ?? null,
    sample: found?.sample ?? false,
  };
}

function resolveItem(item: CatalogueItemDefinition, availability: DocumentAvailability): CatalogueItem {
  const { ficheTechnique, fdes, document, ...fields } = item;
  return {
    ...fields,
    ...(ficheTechnique ? { ficheTechnique: resolveFile(ficheTechnique, availability) } : {}),
    ...(fdes ? { fdes: resolveFile(fdes, availability) } : {}),
    ...(document ? { document: resolveFile(document, availability) } : {}),
  };
}

/** The whole catalogue with each file's availability. */
export function resolveCatalogue(availability: DocumentAvailability): CatalogueCategory[] {
  return DOCUMENT_CATALOGUE.map((category) => ({
    ...category,
    items: category.items.map((item) => resolveItem(item, availability)),
  }));
}

/** The data sheet and declaration of one product, for its card on /produits. */
export function productDocuments(
  productId: ProductId,
  availability: DocumentAvailability,
): { ficheTechnique: DocumentFile; fdes: DocumentFile } {
  return { ficheTechnique: resolveFile(dataSheetFile(productId), availability), fdes: resolveFile(fdesFile(productId), availability) };
}

/** The press kit, for /paillemobile. */
export function pressKit(availability: DocumentAvailability): DocumentFile {
  return resolveFile(PRESS_KIT_FILE, availability);
}

/** Every file the catalogue declares, once each. */
export function catalogueFiles(): DocumentFileDefinition[] {
  const files = DOCUMENT_CATALOGUE.flatMap((category) =>
    category.items.flatMap((item) => [item.ficheTechnique, item.fdes, item.document].filter((file) => file !== undefined)),
  );
  return [...new Map(files.map((file) => [file.fileName, file])).values()];
}
