/**
 * Records how the reader reads the fixed corpus (tests/fixtures/fdes-corpus/approvals.json): each field of each
 * document exact, lost or wrong. Run it after a reader change that the ratchet test reports as an improvement; it
 * refuses to record a field that got worse unless `--accept-worse` says it is meant (then say why in the commit).
 * `--holdout` prints the holdout's figures instead (nothing recorded, no document named).
 *
 * Usage: npm run fdes:approve -- [--accept-worse] [--holdout]
 */
import { parseArgs } from "node:util";
import { APPROVALS_FILE, HOLDOUT_DIR, loadCorpus } from "./fdes-corpus/corpus-files";
import { readApprovals, ratchet, writeApprovals } from "./fdes-corpus/approvals";
import { printFigures } from "./fdes-corpus/figures";
import { asApprovals, judgeDocument } from "./fdes-corpus/read-corpus";

const { values: args } = parseArgs({
  options: { "accept-worse": { type: "boolean", default: false }, holdout: { type: "boolean", default: false } },
});

const documents = loadCorpus(args.holdout ? HOLDOUT_DIR : undefined);
const judged = [];
for (const doc of documents) judged.push(await judgeDocument(doc));
printFigures(judged);
if (!args.holdout) {
  const now = asApprovals(judged);
  const { worse, better, unapproved } = ratchet(readApprovals(APPROVALS_FILE), now);
  console.log(`\n${better.length} fields better than approved, ${worse.length} worse, ${unapproved.length} documents new`);
  for (const change of worse) console.log(`  worse: ${change.document} ${change.field}: ${change.approved} → ${change.now}`);
  if (worse.length > 0 && !args["accept-worse"]) {
    console.error("Not recorded: fields got worse. Fix the reader, or pass --accept-worse and say why in the commit.");
    process.exitCode = 1;
  } else {
    await writeApprovals(APPROVALS_FILE, now);
    console.log(`Recorded ${APPROVALS_FILE}`);
  }
}
