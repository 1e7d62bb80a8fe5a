import { describe, expect, it } from "vitest";
import { APPROVALS_FILE, corpusPlan, loadCorpus } from "../../scripts/fdes-corpus/corpus-files";
import { readApprovals, ratchet } from "../../scripts/fdes-corpus/approvals";
import { PRODUCERS } from "../../scripts/fdes-corpus/document";
import type { Judged } from "../../scripts/fdes-corpus/figures";
import { asApprovals, judgeDocument } from "../../scripts/fdes-corpus/read-corpus";

// The reader against the fixed corpus of declarations printed by several producers (docs/fdes-corpus.md): no field
// of any document may read worse than tests/fixtures/fdes-corpus/approvals.json records (exact > lost > wrong).
// A better reading passes and says how to record it: npm run fdes:approve.
const corpus = loadCorpus();
const approved = readApprovals(APPROVALS_FILE);

describe("FDES corpus ratchet", () => {
  it("holds the planned documents of every producer, each approved", () => {
    const producers = new Set(corpus.map((doc) => doc.answer.producer));
    expect(corpus.map((doc) => doc.name)).toEqual(
      corpusPlan()
        .map((entry) => entry.name)
        .sort(),
    );
    expect([...producers].sort()).toEqual([...PRODUCERS].sort());
    expect(corpus.filter((doc) => !(doc.name in approved)).map((doc) => doc.name)).toEqual([]);
  });

  it("reads no field worse than approved", { timeout: 600_000 }, async () => {
    const judged: Judged[] = [];
    for (const doc of corpus) judged.push(await judgeDocument(doc));
    const { worse, better, unapproved } = ratchet(approved, asApprovals(judged));
    expect(unapproved).toEqual([]);
    if (better.length > 0) {
      console.info(`${better.length} fields read better than approved: record them with npm run fdes:approve (and commit approvals.json).`);
    }
    expect(worse.map((change) => `${change.document} ${change.field}: ${change.approved} → ${change.now}`)).toEqual([]);
  });
});
