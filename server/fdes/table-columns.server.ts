import { isValueCell } from "./parse-number.server";

/** A number in a header's neighbourhood; a footnote mark "(1)" after a header or a title is not one. */
function isValue(text: string): boolean {
  return isValueCell(text) && !/^\(\d+\)$/.test(text.trim());
}
import type { PositionedText } from "./fdes-types.server";
import { normalise, type TextLine } from "./text-lines.server";

/** What a column of a results table holds: some of the modules A1..C4, the life-cycle total, or module D. */
export type ColumnKind = "modules" | "total" | "d";

export interface HeaderCell {
  kind: ColumnKind;
  /** Modules A1..C4 the column covers (empty for the total and D). */
  modules: string[];
  /** Stage names ("Étape de production") count only inside a header already found by its module codes. */
  strong: boolean;
  item: PositionedText;
}

export interface TableColumn {
  kind: ColumnKind;
  modules: string[];
  centre: number;
  /** How far from `centre` a value may sit and still belong to the column. */
  reach: number;
  /** The header cell's left and right edges: right-aligned numbers line up with the right one, not the centre. */
  left?: number;
  right?: number;
}

/** A header band: its columns, the x of the other header cells (unit, range…, whose values are dropped). */
export interface TableHeader {
  page: number;
  top: number;
  bottom: number;
  columns: TableColumn[];
  /** Centres of header cells that are not modules ("Unité", "Fourchette"…): a value nearer to one is not a result. */
  sinks: number[];
  /** Text starting left of this x is the indicator's label. */
  labelRight: number;
  /** Text lines just above the header (the table's title), to tell the functional unit's table from the others. */
  context: string;
}

const ORDER = ["A1", "A2", "A3", "A4", "A5", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "C1", "C2", "C3", "C4"];

function moduleRange(from: string, to: string): string[] {
  const start = ORDER.indexOf(from);
  const end = ORDER.indexOf(to);
  if (start < 0 || end < start) return [];
  return ORDER.slice(start, end + 1);
}

function cell(kind: ColumnKind, modules: string[], strong: boolean, item: PositionedText): HeaderCell {
  if (kind === "modules" && modules.length === ORDER.length) return { kind: "total", modules: [], strong, item };
  return { kind, modules, strong, item };
}

const CODE = /^\(?(?:modules? )?([abc]) ?([1-7])(?:\s*(?:-|a|to|\/)\s*([abc]) ?([1-7]))?(?=$|[\s:(),.-])/;
const STAGES: [RegExp, string, string][] = [
  [/^(?:etape de )?(?:production|fabrication)\b/, "A1", "A3"],
  [/^(?:etape (?:de|du) )?(?:processus de )?(?:construction|mise en oeuvre)\b/, "A4", "A5"],
  [/^(?:etape d'utilisation|utilisation$|(?:etape de )?vie en oeuvre)/, "B1", "B7"],
  [/^(?:etape de )?fin de vie\b/, "C1", "C4"],
];

/** Reads one header item as a column of modules, the total or D; `null` for any other text. */
export function parseHeaderCell(item: PositionedText): HeaderCell | null {
  const text = normalise(item.text);
  // Pieces of the D header and of the total's read as one cell: neither column can be told, so neither is taken.
  if (/\btotal\b|somme des/.test(text) && /benefices|module d\b|\(d\)|^d\b/.test(text)) return null;
  const sum = /^\(?(?:sous-total|total|somme)\b\s*(.*)$/.exec(text);
  if (sum) {
    // "Total A1-A3", "Sous-total production": a stage's sub-total, not the life cycle's.
    const rest = sum[1]!.replace(/^(?:des |de l'|du |de la )/, "");
    const range = /([abc]) ?([1-7])\s*(?:-|a|to|\/)\s*([abc]) ?([1-7])/.exec(rest);
    if (range) {
      const modules = moduleRange(`${range[1]!.toUpperCase()}${range[2]}`, `${range[3]!.toUpperCase()}${range[4]}`);
      if (modules.length > 0) return cell("modules", modules, true, item);
    }
    for (const [pattern, from, to] of STAGES) {
      if (pattern.test(rest) && !/cycle de vie/.test(rest)) return cell("modules", moduleRange(from, to), true, item);
    }
    if (/^sous-total/.test(text)) return null;
    return cell("total", [], true, item);
  }
  if (/^\(?(?:module )?d(?=$|[\s:(),.-])/.test(text) || /^benefices et charges|^au-dela des frontieres/.test(text)) {
    return cell("d", [], true, item);
  }
  const code = CODE.exec(text);
  // A module code followed by a total's name is two header cells read as one: neither column can be placed.
  if (code && /\b(?:total|somme)\b/.test(text)) return null;
  if (code) {
    const from = `${code[1]!.toUpperCase()}${code[2]}`;
    const to = code[3] ? `${code[3].toUpperCase()}${code[4]}` : from;
    const modules = moduleRange(from, to);
    if (modules.length > 0) return cell("modules", modules, true, item);
  }
  for (const [pattern, from, to] of STAGES) {
    if (pattern.test(text)) return cell("modules", moduleRange(from, to), false, item);
  }
  return null;
}

function overlaps(a: PositionedText, b: PositionedText): boolean {
  const overlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  return overlap > 0.5 * Math.min(a.width, b.width);
}

const centre = (item: PositionedText) => item.x + item.width / 2;

function isSeed(line: TextLine): boolean {
  if (line.items.some((item) => isValue(item.text))) return false;
  const strong = line.items.map(parseHeaderCell).filter((cell) => cell?.strong);
  if (strong.length >= 2) return true;
  // A one-value results table: "Indicateur | Unité | Total cycle de vie (A1 à C4) | …".
  return strong.some((cell) => cell!.kind === "total") && line.items.length >= 3;
}

/**
 * The header bands of one page's lines (top to bottom). A band starts on a line with at least two module codes
 * (or a "Total cycle de vie" among other headers) and takes in the lines just above and below whose items are
 * headers or fragments of one ("Total cycle" / "de vie", "Étape de fin de vie" over C1..C4). Columns are the
 * lowest header cell of each stack, so a two-level header gives C1..C4, not "fin de vie".
 */
export function findHeaders(lines: readonly TextLine[]): TableHeader[] {
  const headers: TableHeader[] = [];
  const used = new Set<number>();
  const hasValues = (line: TextLine) => line.items.some((item) => isValue(item.text) && !parseHeaderCell(item));
  // A seed with a total as its only module header ("Indicateur | Unité | Total") on a line just above or below a line of
  // values is a piece of a row's label or code ("GWP-" / "total"), not a header: a header is set apart from the values.
  const inRow = (index: number) => {
    const line = lines[index]!;
    if (line.items.map(parseHeaderCell).filter((cell) => cell?.strong).length >= 2) return false;
    return lines.some((other) => other !== line && Math.abs(other.y - line.y) <= (line.height || 8) && hasValues(other));
  };
  // A header whose every cell is wrapped over two or three lines ("Étape de mise en" / "œuvre (A4-A5)", "Fin de vie (C1-"
  // / "C4)") has no line with two module codes: its lines set close together, with no value, are read as one when
  // their stacked cells name two columns or more.
  const wrappedSeed = (index: number): number[] => {
    const group = [index];
    const h = lines[index]!.height || 8;
    // Lines just under a header already found are its own, left out of its band: no second header is made of them.
    if (index > 0 && used.has(index - 1) && lines[index - 1]!.y - lines[index]!.y <= 2.6 * h) return [];
    for (let next = index + 1; next < lines.length && group.length < 3; next++) {
      const line = lines[next]!;
      if (used.has(next) || hasValues(line) || lines[next - 1]!.y - line.y > 1.3 * h) break;
      // A title over the table is set larger; a line with two codes is a header's own seed.
      if (Math.abs((line.height || 8) - h) > 0.2 * h || isSeed(line)) return [];
      group.push(next);
    }
    if (group.length < 2 || hasValues(lines[index]!)) return [];
    const strong = headerStacks(group.map((member) => lines[member]!)).filter((item) => parseHeaderCell(item)?.strong);
    return strong.length >= 2 ? group : [];
  };
  for (let index = 0; index < lines.length; index++) {
    if (used.has(index)) continue;
    const seed = isSeed(lines[index]!) ? (inRow(index) ? [] : [index]) : wrappedSeed(index);
    if (seed.length === 0) continue;
    const band = [...seed];
    const h = lines[index]!.height || 8;
    const tokens = () => band.flatMap((member) => lines[member]!.items).filter((item) => parseHeaderCell(item));
    // A line joins when it is a header line itself (all its items headers or fragments of one), or when it lies
    // between two such lines ("Indicateur", "Unité" centred in a two-level header).
    // A title over the table starts left of the columns: it is not a fragment of their headers; text over the columns is.
    const belongs = (line: TextLine) => {
      if (isSeed(line)) return true;
      const found = tokens();
      const left = Math.min(...found.map((token) => token.x)) - 0.5 * h;
      // A module's name centred under its code starts a little left of it ("Transport" under "A4"), and touches it.
      const under = (item: PositionedText) =>
        item.x >= left - 4 * h && found.some((token) => Math.min(token.x + token.width, item.x + item.width) > Math.max(token.x, item.x));
      return line.items.every((item) => parseHeaderCell(item) || item.x >= left || under(item));
    };
    for (const step of [1, -1]) {
      let pending: number[] = [];
      let last = step > 0 ? seed.at(-1)! : index;
      for (let next = last + step; next >= 0 && next < lines.length; next += step) {
        const line = lines[next]!;
        if (used.has(next) || hasValues(line) || Math.abs(lines[last]!.y - line.y) > 2.6 * h) break;
        if (Math.abs(lines[index]!.y - line.y) > 14 * h) break;
        last = next;
        pending.push(next);
        if (belongs(line)) {
          band.push(...pending);
          pending = [];
        }
      }
    }
    band.sort((a, b) => a - b);
    for (const member of band) used.add(member);
    headers.push(buildHeader(lines, band));
  }
  return headers;
}

/**
 * The header cells of a band, each wrapped header read as one text: a line joins the piece just above it when they
 * overlap and that piece does not span several pieces of the line (a two-level header's "Étape de fin de vie" over
 * C1..C4 stays apart), so that "Total" / "(A1-" / "C4)" reads "Total (A1- C4)" and never as columns A1 and C4.
 */
/**
 * Two header cells set so close that pdf.js gives them as one string ("Module D Somme des étapes", "Total D") are
 * cut where the second begins, when the pieces are a total and D (or modules), each placed by its share of the
 * characters. "Total A1-A3" (a stage's sub-total) and "D Bénéfices et charges" stay whole.
 */
export function splitHeaderItem(item: PositionedText): PositionedText[] {
  const text = item.text;
  for (const match of text.matchAll(/\s+(?=(?:total|somme|module d\b|d\b|b[ée]n[ée]fices))/gi)) {
    const first = text.slice(0, match.index);
    const second = text.slice(match.index + match[0].length);
    const perCharacter = item.width / text.length;
    const cut = match.index + match[0].length;
    // "C4 Total cycle de vie (A1 à C4) Module D": three cells, the rest cut again.
    const rest = splitHeaderItem({ ...item, text: second, x: item.x + cut * perCharacter, width: second.length * perCharacter });
    const a = parseHeaderCell({ ...item, text: first });
    const b = parseHeaderCell(rest[0]!);
    if (!a || !b || a.kind === b.kind || (a.kind === "modules" && b.kind === "modules")) continue;
    if (a.kind === "total" && b.kind === "modules") continue;
    if (rest.length > 1 && rest.some((piece) => !parseHeaderCell(piece))) continue;
    return [{ ...item, text: first, width: first.length * perCharacter }, ...rest];
  }
  // Module cells set a space apart ("C1 Démolition C2 Transport", "Installation B1-B7"): cut before each code that
  // starts modules other than those already named, unless a range's connector precedes it ("A1 à A3", "A1 - A3").
  for (const match of text.matchAll(/\s+(?=[abc] ?[1-7](?:$|[\s:(),.-]))/gi)) {
    const first = text.slice(0, match.index);
    const second = text.slice(match.index + match[0].length);
    if (/(?:^|\s)(?:-|–|à|a|to|\/|et|and)$/i.test(first.trim())) continue;
    // "Sous-total A1-" / "A3": the code is the sub-total's own, not the next column's.
    if (/(?:^|\s)(?:sous-total|total|somme|modules?)$/i.test(first.trim())) continue;
    const a = parseHeaderCell({ ...item, text: first });
    const b = parseHeaderCell({ ...item, text: second });
    // The first part is a module cell or plain words (the previous cell's name, "Installation B1-B7").
    if (!b?.strong || b.kind !== "modules" || (a !== null && (!a.strong || a.kind !== "modules"))) continue;
    if (a?.modules.some((module) => b.modules.includes(module))) continue;
    const perCharacter = item.width / text.length;
    const cut = match.index + match[0].length;
    return [
      { ...item, text: first, width: first.length * perCharacter },
      ...splitHeaderItem({ ...item, text: second, x: item.x + cut * perCharacter, width: second.length * perCharacter }),
    ];
  }
  // Stages named with their codes set a space apart ("Étape de mise en œuvre (A4-A5) Vie en œuvre (B1-B7)"): cut after
  // the closing parenthesis of a stage's codes when what follows reads as another header, with no module in common.
  for (const match of text.matchAll(/\)\s+/g)) {
    const cut = match.index + match[0].length;
    const first = text.slice(0, match.index + 1);
    const second = text.slice(cut);
    const a = parseHeaderCell({ ...item, text: first });
    const b = parseHeaderCell({ ...item, text: second });
    const coded = /\(\s*[abc] ?[1-7](?:\s*(?:-|–|à|a|to)\s*[abc] ?[1-7])?\s*\)$/i.test(first);
    if (!coded || a?.kind !== "modules" || !b || (b.kind === "modules" && b.modules.some((module) => a.modules.includes(module)))) {
      continue;
    }
    const perCharacter = item.width / text.length;
    return [
      { ...item, text: first, width: first.length * perCharacter },
      ...splitHeaderItem({ ...item, text: second, x: item.x + cut * perCharacter, width: second.length * perCharacter }),
    ];
  }
  return [item];
}

/**
 * Header cells set one space apart on a one-line header, each a module code and its name ("A4 Transport", "A1 à A3", "D
 * Bénéfices et charges…"), which pdf.js may give word by word: a word no header on its own that follows a module or
 * D cell within a space's width belongs to it, so the cell spans its whole text (right-aligned values line up with
 * its right edge), and "A1", "à", "A3" read as one range, not as columns A1 and A3.
 */
export function joinCellWords(items: readonly PositionedText[]): PositionedText[] {
  const joined: PositionedText[] = [];
  for (const item of [...items].sort((a, b) => a.x - b.x)) {
    const last = joined.at(-1);
    const lastCell = last ? parseHeaderCell(last) : null;
    const gap = last ? item.x - (last.x + last.width) : Infinity;
    if (last && lastCell && lastCell.kind !== "total" && gap >= 0 && gap < 0.8 * Math.max(last.height, item.height)) {
      const merged = { ...last, text: `${last.text} ${item.text}`, width: item.x + item.width - last.x };
      const cell = parseHeaderCell(merged);
      const alone = parseHeaderCell(item);
      // "A1" "à" "A3": the range replaces the code; a plain word keeps the cell what it was.
      const range = /^(?:-|–|à|a|to|\/)$/i.test(item.text.trim()) && !alone;
      if (range) {
        joined[joined.length - 1] = merged;
        continue;
      }
      if (alone && alone.kind === "modules" && lastCell.kind === "modules" && /(?:-|–|à|a|to|\/)$/i.test(last.text.trim())) {
        if (cell && cell.kind === "modules" && cell.modules.length > lastCell.modules.length) {
          joined[joined.length - 1] = merged;
          continue;
        }
      }
      // "D" then "Bénéfices et charges…": both say D.
      if (alone?.kind === "d" && lastCell.kind === "d") {
        joined[joined.length - 1] = merged;
        continue;
      }
      if (!alone && cell && cell.kind === lastCell.kind && cell.modules.join() === lastCell.modules.join()) {
        joined[joined.length - 1] = merged;
        continue;
      }
    }
    joined.push(item);
  }
  return joined;
}

/**
 * A header's name that pdf.js gives in two pieces a word space apart ("Étape de" "fin de vie"): a piece that is no
 * header on its own joins the next when together they read as the header the next piece is, or as one where it is none.
 */
export function joinNamePieces(items: readonly PositionedText[]): PositionedText[] {
  const joined: PositionedText[] = [];
  for (const item of [...items].sort((a, b) => a.x - b.x)) {
    const last = joined.at(-1);
    const gap = last ? item.x - (last.x + last.width) : Infinity;
    const h = Math.max(last?.height ?? 0, item.height);
    if (last && gap > -0.2 * h && gap < 0.6 * h && !parseHeaderCell(last) && !isValue(last.text) && !isValue(item.text)) {
      const merged = { ...last, text: `${last.text} ${item.text}`, width: item.x + item.width - last.x };
      const cell = parseHeaderCell(merged);
      const alone = parseHeaderCell(item);
      if (cell && (!alone || (alone.kind === cell.kind && alone.modules.join() === cell.modules.join()))) {
        joined[joined.length - 1] = merged;
        continue;
      }
    }
    joined.push(item);
  }
  return joined;
}

/** The text of a stack of header pieces, top to bottom, as one header. */
function stackText(stack: readonly PositionedText[]): string {
  return stack.reduce((label, item) => {
    if (label === "") return item.text;
    // "Béné-" / "fices" is one word; "Sous-" / "total" keeps its hyphen.
    if (/(?:^|\s)(?:sous|au|non)-$/iu.test(label)) return label + item.text;
    if (/\p{L}-$/u.test(label) && /^\p{Ll}/u.test(item.text)) return label.slice(0, -1) + item.text;
    return `${label} ${item.text}`;
  }, "");
}

export function headerStacks(bandLines: readonly TextLine[]): PositionedText[] {
  const stacks: PositionedText[][] = [];
  const lines = [...bandLines].sort((a, b) => b.y - a.y);
  for (const line of lines) {
    const taken = new Set<number>();
    // Words are joined to the cell before them only in a one-line header: in a wrapped one, the word after a code may
    // be the first line of the next column's name ("C2 Traitement" over "des", under "C3").
    const split = joinNamePieces(line.items.flatMap(splitHeaderItem));
    const lineItems = lines.length === 1 ? joinCellWords(split) : split;
    for (const item of lineItems) {
      let best = -1;
      let bestGap = Infinity;
      stacks.forEach((stack, index) => {
        const upper = stack[stack.length - 1]!;
        const gap = upper.y - item.y;
        if (taken.has(index) || gap <= 0.2 * item.height || gap > 1.9 * Math.max(upper.height, item.height)) return;
        // The whole stack so far: a centred "Étape de mise en" / "œuvre" spans A4 and A5 even where "œuvre" does not.
        const left = Math.min(...stack.map((piece) => piece.x));
        const box = { ...upper, x: left, width: Math.max(...stack.map((piece) => piece.x + piece.width)) - left };
        if (!overlaps(box, item) || lineItems.filter((other) => overlaps(box, other)).length !== 1) return;
        // A stage named in words over one of its modules' codes, with other codes of the stage beside it on the line
        // ("Fin de vie" set over C4 alone, C1..C3 to its left): the two levels of a header, not one cell wrapped.
        const upperCell = parseHeaderCell({ ...box, text: stackText(stack) });
        const inStage = (piece: PositionedText) => {
          const cell = parseHeaderCell(piece);
          return (
            upperCell?.kind === "modules" &&
            !upperCell.strong &&
            cell?.kind === "modules" &&
            cell.strong &&
            cell.modules.length < upperCell.modules.length &&
            cell.modules.every((module) => upperCell.modules.includes(module))
          );
        };
        if (inStage(item) && lineItems.some((other) => other !== item && inStage(other))) return;
        if (gap < bestGap) {
          best = index;
          bestGap = gap;
        }
      });
      if (best >= 0) {
        stacks[best]!.push(item);
        taken.add(best);
      } else {
        stacks.push([item]);
        taken.add(stacks.length - 1);
      }
    }
  }
  return stacks.map((stack) => {
    if (stack.length === 1) return stack[0]!;
    const left = Math.min(...stack.map((item) => item.x));
    const right = Math.max(...stack.map((item) => item.x + item.width));
    const lowest = stack[stack.length - 1]!;
    return { ...lowest, text: stackText(stack), x: left, width: right - left };
  });
}

/**
 * A header wrapped over lines reads as a whole: "Fourchette du" over "total" is the range's column, not a total. A cell
 * keeps its kind only when the text just above it in the same cell, joined to it, still reads as that header.
 */
function sameAfterWrap(found: HeaderCell, items: readonly PositionedText[]): boolean {
  const cellItem = found.item;
  const x = centre(cellItem);
  const above = items
    .filter(
      (item) =>
        item !== cellItem &&
        !parseHeaderCell(item) &&
        item.y > cellItem.y + 0.3 * cellItem.height &&
        item.y - cellItem.y < 1.8 * Math.max(cellItem.height, item.height) &&
        item.x <= x &&
        item.x + item.width >= x &&
        item.width < 3 * Math.max(cellItem.width, 4 * cellItem.height),
    )
    .sort((a, b) => a.y - b.y)[0];
  if (!above) return true;
  const joined = parseHeaderCell({ ...cellItem, text: `${above.text} ${cellItem.text}` });
  return joined !== null && joined.kind === found.kind;
}

/**
 * The upper level of a two-level header: a cell over two or more header cells ("Étape de fin de vie" over C1..C4), or
 * over one narrower than itself. A narrow "D" beside a wide wrapped "Total cycle de vie" is no upper level.
 */
function isUpperLevel(upper: HeaderCell, cells: readonly HeaderCell[]): boolean {
  // A stage named in words ("Fin de vie") in a header that has columns for its modules (C3…) groups them.
  const groups = (other: HeaderCell) =>
    other !== upper &&
    other.strong &&
    other.kind === "modules" &&
    other.modules.length < upper.modules.length &&
    other.modules.every((module) => upper.modules.includes(module));
  if (!upper.strong && upper.kind === "modules" && cells.some(groups)) return true;
  const lowers = cells.filter(
    (lower) => lower !== upper && lower.item.y < upper.item.y - 0.5 * upper.item.height && overlaps(upper.item, lower.item),
  );
  return lowers.length >= 2 || (lowers.length === 1 && lowers[0]!.item.width < upper.item.width);
}

function buildHeader(lines: readonly TextLine[], band: number[]): TableHeader {
  const bandLines = band.map((index) => lines[index]!);
  const items = headerStacks(bandLines);
  const cells = items.map(parseHeaderCell).filter((found): found is HeaderCell => found !== null && sameAfterWrap(found, items));
  // A cell with header cells under it is the upper level of a two-level header, not a column.
  const columnsCells = cells.filter((upper) => !isUpperLevel(upper, cells));
  // Other header cells ("Unité", "Fourchette"): not a module, not over one, and not so close to a column that they
  // can only be a piece of its own header ("Béné" / "fices" beside a narrow "D").
  const centres = columnsCells.map((found) => centre(found.item)).sort((a, b) => a - b);
  const gaps = centres.slice(1).map((x, index) => x - centres[index]!);
  const spacing = gaps.length > 0 ? gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)]! : 0;
  const sinkItems = items.filter(
    (item) =>
      !parseHeaderCell(item) &&
      !cells.some((found) => overlaps(found.item, item)) &&
      !centres.some((x) => Math.abs(x - centre(item)) < 0.5 * spacing),
  );
  const anchors = [...columnsCells.map((found) => centre(found.item)), ...sinkItems.map(centre)].sort((a, b) => a - b);
  const columns = columnsCells
    .map((found): TableColumn => {
      const at = centre(found.item);
      const neighbours = anchors.filter((x) => Math.abs(x - at) > 0.5).map((x) => Math.abs(x - at));
      const spacing = neighbours.length > 0 ? Math.min(...neighbours) : found.item.width * 2;
      return {
        kind: found.kind,
        modules: found.modules,
        centre: at,
        reach: Math.max(found.item.width / 2, spacing / 2) + 0.3 * found.item.height,
        left: found.item.x,
        right: found.item.x + found.item.width,
      };
    })
    .sort((a, b) => a.centre - b.centre);
  const headerCells = [...columnsCells.map((found) => found.item), ...sinkItems].sort((a, b) => a.x - b.x);
  const first = headerCells[0]!;
  const firstColumnLeft = columns.length > 0 ? columns[0]!.centre - columns[0]!.reach : first.x;
  let labelRight = firstColumnLeft;
  if (sinkItems.includes(first) && headerCells.length > 1) {
    // "Indicateur" heads the labels: they end where the next header cell (the unit, or a module) begins.
    const next = headerCells[1]!;
    labelRight = Math.min(firstColumnLeft, Math.max(first.x + first.width, (first.x + first.width + next.x) / 2));
  } else if (!sinkItems.includes(first)) {
    labelRight = Math.min(firstColumnLeft, first.x - 0.5 * first.height);
  }
  const top = Math.max(...bandLines.map((line) => line.y + line.height));
  const bottom = Math.min(...bandLines.map((line) => line.y));
  const page = bandLines[0]!.page;
  const firstBand = band[0]!;
  const context: string[] = [];
  for (let index = firstBand - 1; index >= 0 && context.length < 3; index--) {
    const line = lines[index]!;
    if (line.y - top > 6 * (line.height || 8)) break;
    if (line.items.some((item) => isValue(item.text))) break;
    context.unshift(line.text);
  }
  return { page, top, bottom, columns, sinks: sinkItems.map(centre), labelRight, context: context.join(" ") };
}
