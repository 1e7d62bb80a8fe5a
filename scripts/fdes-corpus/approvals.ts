/**
 * The approval ratchet: for each document of the fixed corpus, each field's outcome as the reader last got it.
 * A change of the reader may improve a field (lost → exact, wrong → lost or exact) but never worsen one.
 */
import { readFileSync, writeFileSync } from "node:fs";
import prettier from "prettier";
import type { Outcome } from "./judge";

/** Document → field (an answer's field, "variants", or "<field>@<thickness> mm" for one product of several) → outcome. */
export type Approvals = Record<string, Record<string, Outcome>>;

const RANK: Record<Outcome, number> = { wrong: 0, lost: 1, exact: 2 };

export interface Change {
  document: string;
  field: string;
  approved: Outcome;
  now: Outcome;
}

/**
 * Fields that got worse and fields that got better than approved (a field the approval of a document lacks counts
 * as lost); documents never approved are listed apart, as new.
 */
export function ratchet(approved: Approvals, now: Approvals): { worse: Change[]; better: Change[]; unapproved: string[] } {
  const worse: Change[] = [];
  const better: Change[] = [];
  const unapproved: string[] = [];
  for (const [document, fields] of Object.entries(now)) {
    if (!(document in approved)) {
      unapproved.push(document);
      continue;
    }
    for (const [field, outcome] of Object.entries(fields)) {
      const before = approved[document]?.[field] ?? "lost";
      if (RANK[outcome] < RANK[before]) worse.push({ document, field, approved: before, now: outcome });
      else if (RANK[outcome] > RANK[before]) better.push({ document, field, approved: before, now: outcome });
    }
  }
  return { worse, better, unapproved };
}

export function readApprovals(file: string): Approvals {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Approvals;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}

/** Written sorted, one document per line, as Prettier keeps it. */
export async function writeApprovals(file: string, approvals: Approvals): Promise<void> {
  const sorted = Object.fromEntries(
    Object.keys(approvals)
      .sort()
      .map((name) => [name, approvals[name]]),
  );
  writeFileSync(file, await formatJson(sorted, file));
}

/** JSON as Prettier writes it for `file` (the repository's settings), so that the format check passes. */
export async function formatJson(value: unknown, file: string): Promise<string> {
  const config = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(value, null, 2), { ...config, filepath: file });
}
