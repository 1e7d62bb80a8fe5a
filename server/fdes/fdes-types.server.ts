import type { SourcedFigure, UnreadFigure } from "@domain/fdes/compare-fdes-api";

export type { UnreadFigure };

/** One piece of text of a PDF page, as pdf.js gives it, in PDF points (y grows upwards). */
export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  page: number;
}

/**
 * A straight line the page draws, in the same upright frame as its text (PDF points, y upwards): a table's border, a
 * cell's rule, or an edge of a shaded cell. Horizontal when `y0 === y1`, vertical when `x0 === x1`.
 */
export interface Rule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PageText {
  page: number;
  width: number;
  height: number;
  items: PositionedText[];
  /** The rules the page draws, when they were looked for (pages that may hold a results table). */
  rules: Rule[];
}

export type FdesStandard = "NF EN 15804+A1" | "NF EN 15804+A2" | "NF P01-010" | null;

/**
 * A number read from the PDF with where it came from, so the page and the report can show the architect what each
 * figure sums and where to check it; `null` when the document does not show it.
 */
export interface ReadValue {
  value: number;
  /** 1-based page it was read on (the first one when it sums several readings). */
  page: number;
  /** The life-cycle modules the figure covers, as "A1-C4", "A1-A3", "B1-B7", "C1-C4" or "D". */
  modules: string;
  /** The row's label as printed; null when the figure is derived from other readings (PERT + PENRT). */
  label: string | null;
  /** The title of the results table as printed, when the reader found one. */
  table: string | null;
}

/** GWP by life-cycle stage, each null when the declaration does not print it or the reader is not sure of it. */
export interface GwpByStage {
  a1a3: ReadValue | null;
  a4a5: ReadValue | null;
  b: ReadValue | null;
  c: ReadValue | null;
  d: ReadValue | null;
}

/** One of several products or thicknesses whose results a declaration prints (stage "table selection"). */
export interface FdesVariant {
  id: string;
  label: string;
  thicknessMm: number | null;
  thermalResistance: number | null;
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
  gwpByStage: GwpByStage;
  /** Biogenic carbon content of the product, kg C per functional unit, when printed (EN 15804+A2). */
  biogenicCarbon: ReadValue | null;
  endOfLife: string | null;
  validUntil: string | null;
  /** The products or thicknesses the declaration gives results for, when there are several; empty otherwise. */
  variants: FdesVariant[];
  /** The variant the figures are for (the functional unit's, or the person's choice); null when one must be chosen. */
  chosenVariant: string | null;
  /** For each figure of the answer left unknown: why, and where the reader looked. */
  unread: Partial<Record<SourcedFigure, UnreadFigure>>;
  warnings: string[];
}
