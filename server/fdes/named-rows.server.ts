import { INDICATOR_VOCABULARY, type IndicatorId, type IndicatorTerm } from "@domain/fdes/indicator-vocabulary";

/**
 * Stage "named rows" of the reader: which indicator a row's label names, from the one vocabulary
 * (domain/fdes/indicator-vocabulary.ts). A label names an indicator when one of its whole names, or its code, is in
 * it, word for word; the longest name found wins (PERT's name holds the combined row's "Utilisation totale des
 * ressources d'énergie primaire", A2's "Changement climatique - fossile" holds "Changement climatique"). Two names of
 * different indicators side by side (two rows' labels read as one) name neither; a label holding a word of the
 * indicator's exclusions ("Changement climatique - émissions biogéniques") is someone else's. Never by first words.
 */

export interface RowName {
  id: IndicatorId;
  /** How it was named: by a whole name, or only by its code. */
  by: "name" | "code";
}

/** Lower case, no accents, one apostrophe, and every dash, bracket or punctuation mark a space: the words of a label. */
export function labelWords(text: string): string[] {
  return text
    .replace(/[œŒ]/g, "oe")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’‘`´ʼ']/g, " ")
    .replace(/([+&])/g, " $1 ")
    .replace(/[^a-z0-9+&]+/g, " ")
    .trim()
    .split(" ")
    .filter((word) => word !== "");
}

interface Pattern {
  term: IndicatorTerm;
  words: string[];
  by: "name" | "code";
  /** For a code: its leading capitals ("GWP" of "GWP-total"), which the label must print in capitals. */
  capitals?: string;
}

const PATTERNS: Pattern[] = INDICATOR_VOCABULARY.flatMap((term) => [
  ...[...term.french, ...term.english].map((name) => ({ term, words: labelWords(name), by: "name" as const })),
  ...term.codes.map((code) => ({ term, words: labelWords(code), by: "code" as const, capitals: /^[A-Z]+/.exec(code)?.[0] ?? code })),
]);

interface Match {
  term: IndicatorTerm;
  start: number;
  end: number;
  by: "name" | "code";
}

function findAll(words: readonly string[], raw: string): Match[] {
  const matches: Match[] = [];
  const capitals = new Set(raw.match(/[A-Z]+/g) ?? []);
  for (const pattern of PATTERNS) {
    const size = pattern.words.length;
    if (size === 0) continue;
    // A code is printed in capitals: "mer" is a word, "MER" a code.
    if (pattern.capitals !== undefined && !capitals.has(pattern.capitals)) continue;
    for (let start = 0; start + size <= words.length; start++) {
      if (pattern.words.every((word, offset) => words[start + offset] === word)) {
        matches.push({ term: pattern.term, start, end: start + size, by: pattern.by });
      }
    }
  }
  return matches;
}

/**
 * The indicator a row's label names, or null: no name of ours in it, two indicators' names side by side, or a word
 * of the named indicator's exclusions anywhere in it.
 */
export function nameRow(label: string): RowName | null {
  const words = labelWords(label);
  const all = findAll(words, label);
  // Only the longest matches: a name inside a longer one ("Changement climatique" in "… - fossile") is that one's.
  const maximal = all.filter(
    (match) =>
      !all.some(
        (other) =>
          other !== match && other.start <= match.start && other.end >= match.end && other.end - other.start > match.end - match.start,
      ),
  );
  const term = oneIndicator(maximal);
  if (term === null) return null;
  const text = ` ${words.join(" ")} `;
  if (term.excludes.some((word) => text.includes(` ${labelWords(word).join(" ")}`))) return null;
  const byName = maximal.some((match) => match.by === "name");
  // A code beside a good part of another indicator's name: two rows' labels read as one ("(FW) l'énergie primaire
  // renouvelable, à l'exclusion…"), which names neither for sure.
  if (!byName && PATTERNS.some((pattern) => pattern.term.id !== term.id && pattern.by === "name" && sharesRun(words, pattern.words)))
    return null;
  return { id: term.id, by: byName ? "name" : "code" };
}

/**
 * The one indicator the matches name: all the same, or a code beside a name of the same quantity under another
 * standard's name (`sameQuantityAs`: "GWP-total Réchauffement climatique" is GWP-total). Otherwise none.
 */
function oneIndicator(matches: readonly Match[]): IndicatorTerm | null {
  const terms = [...new Set(matches.map((match) => match.term))];
  if (terms.length === 1) return terms[0]!;
  const quantities = new Set(terms.map((term) => term.sameQuantityAs ?? term.id));
  const coded = [...new Set(matches.filter((match) => match.by === "code").map((match) => match.term))];
  return quantities.size === 1 && coded.length === 1 ? coded[0]! : null;
}

/** Words in a row that a name and a label share, at least: "énergie primaire renouvelable". */
const SHARED_RUN = 3;

function sharesRun(label: readonly string[], name: readonly string[]): boolean {
  const text = ` ${label.join(" ")} `;
  for (let start = 0; start + SHARED_RUN <= name.length; start++) {
    if (text.includes(` ${name.slice(start, start + SHARED_RUN).join(" ")} `)) return true;
  }
  return false;
}

/** Most words of a name the row above may have taken in after its own. */
const MAX_CARRIED_WORDS = 8;

/**
 * The names of a table's rows, in order. A row whose label names nothing may start in the middle of a name whose
 * first words the row above took in after its own ("… renouvelables Utilisation totale des ressources d'énergie" over
 * "primaire non renouvelables"): those words go back to it when, moved, both rows name an indicator, the row above
 * the same one as before.
 */
export function nameRows(labels: readonly string[]): { label: string; name: RowName | null }[] {
  const rows = labels.map((label) => ({ label, name: label === "" ? null : nameRow(label) }));
  for (let k = 1; k < rows.length; k++) {
    const above = rows[k - 1]!;
    const row = rows[k]!;
    if (row.name !== null || row.label === "" || above.name === null) continue;
    const words = above.label.split(/\s+/);
    for (let n = 1; n <= Math.min(MAX_CARRIED_WORDS, words.length - 1); n++) {
      const head = words.slice(0, -n).join(" ");
      const label = `${words.slice(-n).join(" ")} ${row.label}`;
      const name = nameRow(label);
      if (name !== null && nameRow(head)?.id === above.name.id) {
        rows[k - 1] = { label: head, name: above.name };
        rows[k] = { label, name };
        break;
      }
    }
  }
  return rows;
}
