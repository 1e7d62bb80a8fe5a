import { FDES_MAX_BYTES, FDES_MESSAGES, type FdesMessage } from "@domain/fdes/compare-fdes-api";

/** A PDF starts with "%PDF-", possibly after a little junk: readers look for it in the first kilobyte. */
const PDF_SIGNATURE = "%PDF-";
const SIGNATURE_WINDOW_BYTES = 1024;

/** The file's type as the browser gives it, or its name when the browser gives no type (some systems). */
function looksLikePdf(file: Pick<File, "name" | "type">): boolean {
  if (file.type) return file.type === "application/pdf";
  return /\.pdf$/i.test(file.name);
}

async function hasPdfSignature(file: Blob): Promise<boolean> {
  try {
    const head = new Uint8Array(await file.slice(0, SIGNATURE_WINDOW_BYTES).arrayBuffer());
    const text = String.fromCharCode(...head);
    return text.includes(PDF_SIGNATURE);
  } catch {
    return false;
  }
}

/**
 * The checks of docs/product.md §8.6 made in the browser before anything is sent: a file is there, it is a PDF (declared type
 * or name, and the PDF signature in its first kilobyte), and it weighs at most 600 ko. Returns the toast to show,
 * or null when the file may be sent. The server checks all of it again.
 */
export async function checkFdesFile(file: File | null | undefined): Promise<FdesMessage | null> {
  if (!file) return FDES_MESSAGES.noFile;
  if (!looksLikePdf(file)) return FDES_MESSAGES.invalidFormat;
  if (file.size > FDES_MAX_BYTES) return FDES_MESSAGES.tooLarge;
  if (!(await hasPdfSignature(file))) return FDES_MESSAGES.invalidFormat;
  return null;
}
