/**
 * Every tolerance of the FDES reader, in one place. Distances on the page are in line heights (`h`, the font size of
 * the text concerned: FDES tables are set in 6-pt type and titles in 20-pt, so no distance is in points), except the
 * drawing's own (a rule's thickness). Each says why it has its value; docs/fdes-rules.md lists the rules that use them.
 */

// ───────────── drawn rules (stage "text runs") ─────────────

/** A filled rectangle thinner than this (points) is a rule, not a box: borders are 0.25 to 1.5 pt wide. */
export const RULE_MAX_THICKNESS_PT = 2;
/** A line shorter than this (points) is a tick, a bullet or an underline's dot, not a table's border. */
export const RULE_MIN_LENGTH_PT = 4;

export function isRuleThin(size: number): boolean {
  return size <= RULE_MAX_THICKNESS_PT;
}

/** Two rules this close (points) are one border drawn twice (each cell drawing its own side, or a double border). */
export const RULE_MERGE_PT = 2.5;
/** A rule ending this close (points) to another still meets it: borders are drawn cell by cell with small gaps. */
export const RULE_JOIN_PT = 3;

// ───────────── tokens and lines (stage "tokens") ─────────────

/** Items whose baselines are this close (in h) are on one line: sub- and superscripts drift by up to a third of h. */
export const SAME_LINE_H = 0.4;
/** A gap between two items wider than this (in h) is a word space: pdf.js writes one for 0.1 to 0.6 h. */
export const WORD_GAP_H = 0.15;
/** Pieces of one word set closer than this (in h) are one word ("Béné" "fi" "ces", cut around a ligature). */
export const GLYPH_GAP_H = 0.1;
/** Two digit groups this close (in h) are one number with a thin or no-break space ("1 046,5"). */
export const THOUSANDS_GAP_H = 0.45;
/** Pieces of a word may overlap by this much (in h) and still be one word: kerning pulls glyphs together. */
export const GLYPH_OVERLAP_H = 0.5;
/** A smaller digit this close (in h) after a word is its index or exponent, set off by a little kerning. */
export const SCRIPT_GAP_H = 0.5;
/** The middle of a line of glyphs stands this share of its size above the baseline (the x-height's middle). */
export const GLYPH_MIDDLE_SHARE = 0.33;

// ───────────── table regions and grids (stage "grids") ─────────────

/**
 * Between two columns, the space no token of the body crosses must be at least this wide (in h): cell padding is
 * 0.3 to 1 h on each side, while the space between two words of a label is 0.25 h.
 */
export const COLUMN_GAP_H = 0.5;
/** A word starting this close (in h) left of a text column's start still starts it: kerning, a leading quote. */
export const COLUMN_START_H = 0.5;
/** A token over several columns spans those it covers at least this share of (a mark centred over B1-B7). */
export const COLUMN_COVER_SHARE = 0.5;
/** A label line within this distance (in h) of a row's values is on its line. */
export const LABEL_ON_ROW_H = 0.45;
/** The leading of a table's labels is the smallest gap between their lines within these bounds (in h). */
export const LEADING_RANGE_H: [number, number] = [0.5, 3];
/** The leading assumed when a table's labels never wrap. */
export const DEFAULT_LEADING_H = 1.2;
/** Most lines a label wraps onto above or below its values. */
export const MAX_WRAPPED_LINES = 6;
/** Most lines of a header's own under which its lowest coded line is looked for (beyond a first row's label). */
export const MAX_HEADER_LINES = 4;
/** Most space between two boxes of one table drawn apart, in their rows' heights: the unshaded row between two shaded. */
export const STACK_GAP_ROWS = 3;
/** A table's body ends at a vertical gap wider than this (in h) with nothing in between: a paragraph's break. */
export const TABLE_END_GAP_H = 4;
/** The lines of one wrapped label or header are this close (in h, baseline to baseline): leading is 1.1 to 1.4 h. */
export const WRAPPED_LINE_H = 1.7;
/**
 * A table that sets its labels' lines further apart (a word processor's double spacing: 12 pt for 6-pt type) has them
 * up to this share of its own leading apart: the leading measured on its labels, plus a baseline's drift.
 */
export const WRAPPED_LEADING_SHARE = 1.15;
/**
 * A header may stand this many of the body's row pitches above the first row: a spreadsheet's rows are tall, and the
 * header's padding and the first row's add up (LibreOffice Calc: 31 pt for rows 16 pt apart).
 */
export const HEADER_GAP_ROWS = 2.5;
/**
 * A header whose line names the columns by their codes may end this far (in h) above its first row, whatever the
 * body's pitch: a spreadsheet's header and first row padded apart (Calc shrunk to 3.8-pt type: 25.7 pt, 6.8 h).
 */
export const CODED_HEADER_GAP_H = 10;
/** A title belongs to the table under it when it ends within this distance (in h) above the table's top. */
export const TITLE_DISTANCE_H = 6;
/** A line above a table set larger than this share of its values' size is its title, not its header. */
export const TITLE_SIZE_SHARE = 1.25;
/** A table's title is looked for this many lines up, at most. */
export const TITLE_MAX_LINES = 3;
/** Text smaller than this share of the values' size, on their line, is a sub- or superscript (CO₂, m³), not a cell. */
export const SCRIPT_SIZE_SHARE = 0.8;

// ───────────── continued tables ─────────────

/** Columns of a table continued on the next page stand within this distance (in h) of the first part's columns. */
export const CONTINUED_COLUMN_H = 1.5;
/**
 * A column of a table cut into pieces keeps the edge its cells are set flush to (figures right, labels left) within
 * this distance (in h) in every piece: the same spreadsheet cells pad them alike, a drift is a rounding of the drawing;
 * half a character's width is far below the gap between two columns.
 */
export const ALIGNED_EDGE_H = 0.5;

// ───────────── cross-checks ─────────────

/**
 * How close to what the document means a figure must be for us to show it: a figure that stands in for another one
 * (a combined row for PERT + PENRT, a sum of modules for a total) carries the rounding of both, and with too few
 * printed digits it may then be further from it than this. The corpus scores a value "exact" within the same 0.5 %.
 */
export const SURE_PRECISION = 0.005;
/**
 * Beyond the roundings of the printed digits, a printed total may differ from the sum of its modules by this share:
 * LCA software rounds each module after summing unrounded values.
 */
export const TOTAL_TOLERANCE = 0.01;
