import type { ReactElement } from "react";
import type { DocumentProps } from "@react-pdf/renderer";
import { PRODUCTS, type ProductId } from "@domain/products";
import { DOCUMENT_CATALOGUE, type DocumentFileDefinition, dataSheetFile, fdesFile, PRESS_KIT_FILE } from "@domain/documents";
import { DataSheetDocument } from "./data-sheet-document";
import { PressKitDocument } from "./press-kit-document";
import { SampleFdesDocument } from "./sample-fdes-document";

/**
 * The files of the catalogue that the site can produce itself, by file name. The others (the ArgiBotte data sheet,
 * the guides) exist only once the manufacturer supplies them.
 * - "generated": made from the site's own data, a real document (data sheets, press kit);
 * - "sample": a stand-in marked EXEMPLE on every page (FDES until the verified ones are supplied).
 */
export interface GeneratedDocument {
  origin: "generated" | "sample";
  render: () => ReactElement<DocumentProps>;
}

/** The catalogue date of a file, so that each document prints the date the page shows. */
function lastUpdatedOf(file: DocumentFileDefinition): string {
  for (const category of DOCUMENT_CATALOGUE) {
    for (const item of category.items) {
      const files = [item.ficheTechnique, item.fdes, item.document];
      if (item.lastUpdated && files.some((candidate) => candidate?.fileName === file.fileName)) return item.lastUpdated;
    }
  }
  throw new Error(`${file.fileName} : absent du catalogue ou sans date de mise à jour`);
}

const SHEET_PRODUCTS: readonly ProductId[] = ["botte-22", "botte-36", "botte-46"];
const FDES_PRODUCTS: readonly ProductId[] = ["botte-22", "botte-36", "botte-46", "argibotte"];

export function generatedDocuments(): Map<string, GeneratedDocument> {
  const documents = new Map<string, GeneratedDocument>();
  for (const id of SHEET_PRODUCTS) {
    const file = dataSheetFile(id);
    documents.set(file.fileName, {
      origin: "generated",
      render: () => <DataSheetDocument product={PRODUCTS[id]} lastUpdated={lastUpdatedOf(file)} />,
    });
  }
  for (const id of FDES_PRODUCTS) {
    const file = fdesFile(id);
    documents.set(file.fileName, {
      origin: "sample",
      render: () => <SampleFdesDocument product={PRODUCTS[id]} lastUpdated={lastUpdatedOf(file)} />,
    });
  }
  documents.set(PRESS_KIT_FILE.fileName, {
    origin: "generated",
    render: () => <PressKitDocument lastUpdated={lastUpdatedOf(PRESS_KIT_FILE)} />,
  });
  return documents;
}
