import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { PageText, PositionedText } from "./fdes-types.server";

type Matrix = [number, number, number, number, number, number];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

interface RawItem {
  text: string;
  /** Combined matrix: text space → viewport (pixels, y down, page rotation applied). */
  matrix: Matrix;
  width: number;
}

/** Quarter turns (0..3) that bring a direction vector of the viewport (y down) back to "left to right". */
function quarterTurns(dx: number, dy: number): number {
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? 0 : 2;
  return dy >= 0 ? 1 : 3;
}

/**
 * Items in the page's upright reading frame, y upwards like PDF space. The viewport transform applies the page's
 * /Rotate; a landscape table drawn with a rotated text matrix on a portrait page (no /Rotate) is turned too, by
 * the direction most of the page's text runs in, so the rows of a table are horizontal in every case.
 */
function upright(items: RawItem[], viewWidth: number, viewHeight: number, page: number): PageText {
  const votes = [0, 0, 0, 0];
  for (const item of items) votes[quarterTurns(item.matrix[0], item.matrix[1])]! += item.text.length;
  const turns = votes.indexOf(Math.max(...votes));
  const width = turns % 2 === 0 ? viewWidth : viewHeight;
  const height = turns % 2 === 0 ? viewHeight : viewWidth;
  const rotate = (x: number, y: number): [number, number] => {
    // Viewport point (y down) turned by -turns quarter turns, then flipped so y grows upwards.
    switch (turns) {
      case 1:
        return [y, x];
      case 2:
        return [viewWidth - x, y];
      case 3:
        return [viewHeight - y, viewWidth - x];
      default:
        return [x, viewHeight - y];
    }
  };
  const positioned: PositionedText[] = items.map(({ text, matrix, width: itemWidth }) => {
    const [x, y] = rotate(matrix[4], matrix[5]);
    return { text, x, y, width: itemWidth, height: Math.hypot(matrix[2], matrix[3]), page };
  });
  return { page, width, height, items: positioned };
}

/**
 * The positioned text of the first `maxPages` pages of a PDF, with pdf.js's legacy build (the modern one needs
 * browser globals). No eval, no system fonts: an uploaded file must not reach anything beyond its own bytes.
 * Throws on a file pdf.js cannot open; the caller turns that into "FDES illisible".
 */
export async function readPdfPages(bytes: Uint8Array, options: { maxPages: number }): Promise<PageText[]> {
  // pdf.js may transfer (detach) the buffer it is given: hand it a copy so the caller's bytes stay usable.
  const loadingTask = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const document = await loadingTask.promise;
    const pages: PageText[] = [];
    const count = Math.min(document.numPages, Math.max(0, Math.floor(options.maxPages)));
    for (let number = 1; number <= count; number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: RawItem[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str.trim() === "") continue;
        items.push({
          text: item.str,
          matrix: multiply(viewport.transform as Matrix, item.transform as Matrix),
          width: item.width,
        });
      }
      pages.push(upright(items, viewport.width, viewport.height, number));
      page.cleanup();
    }
    return pages;
  } finally {
    await loadingTask.destroy();
  }
}
