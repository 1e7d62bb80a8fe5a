import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { PageText, PositionedText, Rule } from "./fdes-types.server";
import { isRuleThin, RULE_MIN_LENGTH_PT } from "./reading-tolerances.server";

/**
 * Stage "text runs" of the reader: what pdf.js gives of each page, its positioned text and the straight lines it
 * draws (table borders, cell rules, shaded cells' edges), both in the page's upright reading frame, y upwards.
 */

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

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
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
 * The page's upright frame: the viewport transform applies the page's /Rotate; a landscape table drawn with a rotated
 * text matrix on a portrait page (no /Rotate) is turned too, by the direction most of the page's text runs in.
 */
function uprightFrame(items: readonly RawItem[], viewWidth: number, viewHeight: number) {
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
  return { width, height, rotate };
}

/**
 * A ligature's letters whose ToUnicode entry was written as one byte each into two-byte codes ("fi" as U+6600 U+6900,
 * Ghostscript's pdfwrite re-rendering a PDF): "Land昀椀ll" reads "Landfill". Only the ligatures fonts carry (ff, fi,
 * fl, ffi, ffl), so that no real ideograph is touched.
 */
const BYTE_SPLIT_LIGATURE = /\u6600\u6600[\u6900\u6c00]?|\u6600[\u6900\u6c00]/g;

export function repairLigatures(text: string): string {
  return text.replace(BYTE_SPLIT_LIGATURE, (codes) => [...codes].map((code) => String.fromCharCode(code.charCodeAt(0) >> 8)).join(""));
}

/** Digits, as many as a page of results prints: the pages worth looking at for drawn rules. */
const DIGITS_OF_A_RESULTS_PAGE = 60;

/**
 * The positioned text (and, on pages that hold enough digits to carry a results table, the drawn rules) of the
 * first `maxPages` pages of a PDF, with pdf.js's legacy build (the modern one needs browser globals). No eval, no
 * system fonts: an uploaded file must not reach anything beyond its own bytes. Throws on a file pdf.js cannot open;
 * the caller turns that into "FDES illisible".
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
          text: repairLigatures(item.str),
          matrix: multiply(viewport.transform as Matrix, item.transform as Matrix),
          width: item.width,
        });
      }
      const frame = uprightFrame(items, viewport.width, viewport.height);
      const positioned: PositionedText[] = items.map(({ text, matrix, width: itemWidth }) => {
        const [x, y] = frame.rotate(matrix[4], matrix[5]);
        return { text, x, y, width: itemWidth, height: Math.hypot(matrix[2], matrix[3]), page: number };
      });
      const digits = positioned.reduce((sum, item) => sum + (item.text.match(/\d/g)?.length ?? 0), 0);
      let rules: Rule[] = [];
      if (digits >= DIGITS_OF_A_RESULTS_PAGE) {
        const operators = await page.getOperatorList();
        rules = drawnRules(operators, viewport.transform as Matrix).map((rule) => uprightRule(rule, frame.rotate));
      }
      pages.push({ page: number, width: frame.width, height: frame.height, items: positioned, rules });
      page.cleanup();
    }
    return pages;
  } finally {
    await loadingTask.destroy();
  }
}

function uprightRule(rule: Rule, rotate: (x: number, y: number) => [number, number]): Rule {
  const [ax, ay] = rotate(rule.x0, rule.y0);
  const [bx, by] = rotate(rule.x1, rule.y1);
  return { x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) };
}

/** A fill colour close to white paints no visible edge (a page's or a cell's white background). */
function isWhite(color: unknown): boolean {
  if (typeof color !== "string" || !/^#[0-9a-f]{6}$/i.test(color)) return false;
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16));
  return r! > 245 && g! > 245 && b! > 245;
}

interface OperatorList {
  fnArray: number[];
  argsArray: unknown[];
}

/** pdf.js's path drawing codes inside a constructPath (DrawOPS). */
const MOVE_TO = 0;
const LINE_TO = 1;
const CURVE_TO = 2;
const QUADRATIC_TO = 3;
const CLOSE_PATH = 4;

const STROKES: ReadonlySet<number> = new Set([
  OPS.stroke,
  OPS.closeStroke,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
const FILLS: ReadonlySet<number> = new Set([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);

/**
 * The straight horizontal and vertical lines a page draws, in viewport space (y down): stroked segments, thin filled
 * rectangles (how Chromium and LibreOffice draw a cell's border), and the four edges of a filled box that is not
 * white (a shaded row or header). Curves, clipping paths and text are left out.
 */
export function drawnRules(operators: OperatorList, viewport: Matrix): Rule[] {
  const rules: Rule[] = [];
  const stack: { ctm: Matrix; fill: unknown }[] = [];
  let ctm: Matrix = viewport;
  let fill: unknown = "#000000";
  const push = (a: [number, number], b: [number, number]) => {
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length < RULE_MIN_LENGTH_PT) return;
    const horizontal = Math.abs(a[1] - b[1]) <= 0.5;
    const vertical = Math.abs(a[0] - b[0]) <= 0.5;
    if (horizontal) rules.push({ x0: Math.min(a[0], b[0]), x1: Math.max(a[0], b[0]), y0: (a[1] + b[1]) / 2, y1: (a[1] + b[1]) / 2 });
    else if (vertical) rules.push({ x0: (a[0] + b[0]) / 2, x1: (a[0] + b[0]) / 2, y0: Math.min(a[1], b[1]), y1: Math.max(a[1], b[1]) });
  };
  operators.fnArray.forEach((fn, index) => {
    const args = operators.argsArray[index] as unknown[] | null;
    if (fn === OPS.save) stack.push({ ctm, fill });
    else if (fn === OPS.restore) ({ ctm, fill } = stack.pop() ?? { ctm, fill });
    else if (fn === OPS.transform && args) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin && args) {
      stack.push({ ctm, fill });
      if (Array.isArray(args[0]) || ArrayBuffer.isView(args[0])) ctm = multiply(ctm, Array.from(args[0] as ArrayLike<number>) as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ({ ctm, fill } = stack.pop() ?? { ctm, fill });
    else if (fn === OPS.setFillRGBColor && args) fill = args[0];
    else if (fn === OPS.constructPath && args) {
      const paint = args[0] as number;
      const data = (args[1] as ArrayLike<number>[] | undefined)?.[0];
      if (!data || (!STROKES.has(paint) && !FILLS.has(paint))) return;
      for (const subpath of subpaths(data)) {
        const points = subpath.map(([x, y]) => apply(ctm, x, y));
        if (STROKES.has(paint)) for (let k = 1; k < points.length; k++) push(points[k - 1]!, points[k]!);
        if (FILLS.has(paint) && points.length >= 4) {
          const xs = points.map(([x]) => x);
          const ys = points.map(([, y]) => y);
          const box = { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
          if (!isAxisAlignedBox(points, box)) continue;
          const width = box.x1 - box.x0;
          const height = box.y1 - box.y0;
          if (isRuleThin(height) && width >= RULE_MIN_LENGTH_PT) push([box.x0, (box.y0 + box.y1) / 2], [box.x1, (box.y0 + box.y1) / 2]);
          else if (isRuleThin(width) && height >= RULE_MIN_LENGTH_PT)
            push([(box.x0 + box.x1) / 2, box.y0], [(box.x0 + box.x1) / 2, box.y1]);
          else if (!isWhite(fill)) {
            push([box.x0, box.y0], [box.x1, box.y0]);
            push([box.x0, box.y1], [box.x1, box.y1]);
            push([box.x0, box.y0], [box.x0, box.y1]);
            push([box.x1, box.y0], [box.x1, box.y1]);
          }
        }
      }
    }
  });
  return rules;
}

/** Every point of the path lies on the box's edges: a rectangle, not a polygon or a curve's outline. */
function isAxisAlignedBox(points: readonly [number, number][], box: { x0: number; x1: number; y0: number; y1: number }): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.5;
  return points.every(([x, y]) => (near(x, box.x0) || near(x, box.x1)) && (near(y, box.y0) || near(y, box.y1)));
}

/** The subpaths of a pdf.js path (DrawOPS codes and their coordinates); a subpath with a curve is dropped. */
function subpaths(data: ArrayLike<number>): [number, number][][] {
  const result: [number, number][][] = [];
  let current: [number, number][] = [];
  let curved = false;
  const flush = () => {
    if (current.length > 1 && !curved) result.push(current);
    current = [];
    curved = false;
  };
  for (let i = 0; i < data.length;) {
    const op = data[i++];
    if (op === MOVE_TO) {
      flush();
      current.push([data[i++]!, data[i++]!]);
    } else if (op === LINE_TO) current.push([data[i++]!, data[i++]!]);
    else if (op === CURVE_TO) {
      i += 6;
      curved = true;
    } else if (op === QUADRATIC_TO) {
      i += 4;
      curved = true;
    } else if (op === CLOSE_PATH) {
      if (current.length > 0) current.push(current[0]!);
    } else break;
  }
  flush();
  return result;
}
