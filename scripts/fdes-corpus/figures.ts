/**
 * Read %, lost and wrong counts of a set of judged documents, in all, per producer, per author and per kind: the
 * figures the corpus scripts print.
 */
import type { Answer } from "./answer";
import type { Outcome } from "./judge";

export interface Tally {
  declared: number;
  exact: number;
  lost: number;
  /** Wrong values, including figures read where the document declares none. */
  wrong: number;
}

const empty = (): Tally => ({ declared: 0, exact: 0, lost: 0, wrong: 0 });

export interface Judged {
  name: string;
  answer: Answer;
  /** By field: the answer's fields, and for a document of several products "variants" and "<field>@<thickness> mm". */
  outcomes: Record<string, Outcome>;
  /** The fields the document declares a value for (the others must be left unknown). */
  declared: ReadonlySet<string>;
}

function count(t: Tally, doc: Judged, field: string, outcome: Outcome) {
  const counted = doc.declared.has(field);
  if (counted) t.declared++;
  if (outcome === "wrong") t.wrong++;
  else if (counted) t[outcome]++;
}

/** Tallies by the groups each document belongs to (by field when `groupOf` is "field"). */
export function tally(documents: Judged[], groupOf: ((doc: Judged) => string[]) | "field"): Map<string, Tally> {
  const groups = new Map<string, Tally>();
  const of = (name: string) => {
    if (!groups.has(name)) groups.set(name, empty());
    return groups.get(name)!;
  };
  for (const doc of documents) {
    for (const [field, outcome] of Object.entries(doc.outcomes)) {
      // One product's fields of several are counted together, by field.
      const name = field.replace(/@.*/, " (produit choisi)");
      for (const group of groupOf === "field" ? [name] : groupOf(doc)) count(of(group), doc, field, outcome);
    }
  }
  return groups;
}

const pct = (part: number, whole: number) => (whole === 0 ? "    -" : `${((100 * part) / whole).toFixed(1).padStart(5)} %`);

export function printTallies(title: string, groups: Map<string, Tally>, log: (line: string) => void = console.log): void {
  log(`\n${title}`);
  log(`${"".padEnd(40)} ${"values".padStart(7)}   read      lost     wrong`);
  for (const [name, t] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    log(
      `${name.slice(0, 40).padEnd(40)} ${String(t.declared).padStart(7)}  ${pct(t.exact, t.declared)}  ${pct(t.lost, t.declared)}  ${String(t.wrong).padStart(6)}${t.wrong > 0 ? "  <<<" : ""}`,
    );
  }
}

export function printFigures(documents: Judged[], log: (line: string) => void = console.log): Tally {
  printTallies(
    "Per producer",
    tally(documents, (doc) => [doc.answer.producer]),
    log,
  );
  printTallies(
    "Per author",
    tally(documents, (doc) => [doc.answer.author]),
    log,
  );
  printTallies(
    "Per kind (a document counts in each of its kinds)",
    tally(documents, (doc) => (doc.answer.kinds.length ? doc.answer.kinds : ["(aucun)"])),
    log,
  );
  printTallies("Per field", tally(documents, "field"), log);
  const all = tally(documents, () => ["all"]).get("all") ?? empty();
  log(
    `\nIn all: ${documents.length} documents, ${all.declared} values declared, read ${pct(all.exact, all.declared)}, lost ${pct(all.lost, all.declared)}, wrong ${all.wrong}`,
  );
  return all;
}
