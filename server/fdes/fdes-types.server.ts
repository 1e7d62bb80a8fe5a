/** One piece of text of a PDF page, as pdf.js gives it, in PDF points (y grows upwards). */
export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  page: number;
}

export interface PageText {
  page: number;
  width: number;
  height: number;
  items: PositionedText[];
}

export type FdesStandard = "NF EN 15804+A1" | "NF EN 15804+A2" | "NF P01-010" | null;

/** A number read from the PDF with the page it came from; `null` when the document does not show it. */
export interface ReadValue {
  value: number;
  page: number;
}

export interface FdesExtraction {
  /** False when the pages read hold no text to speak of: pictures of pages, a scan (see extractFdes). */
  hasText: boolean;
  standard: FdesStandard;
  supported: boolean;
  productName: string | null;
  functionalUnit: {
    quantity: number | null;
    unit: string | null;
    thicknessMm: number | null;
    thermalResistance: number | null;
    referenceServiceLifeYears: number | null;
  };
  gwp: ReadValue | null;
  pert: ReadValue | null;
  penrt: ReadValue | null;
  energy: ReadValue | null;
  water: ReadValue | null;
  wasteHazardous: ReadValue | null;
  wasteNonHazardous: ReadValue | null;
  wasteRadioactive: ReadValue | null;
  waste: ReadValue | null;
  recyclable: ReadValue | null;
  moduleDGwp: ReadValue | null;
  moduleDPenrt: ReadValue | null;
  gwpEndOfLife: ReadValue | null;
  endOfLife: string | null;
  validUntil: string | null;
  warnings: string[];
}
