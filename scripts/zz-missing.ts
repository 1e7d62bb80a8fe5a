import { readFileSync } from "node:fs";
import { readFdes } from "../server/fdes/read-fdes.server";
import { generateFdes } from "./lib/fdes-corpus-generator";
for (let i = 0; i < 40; i++) {
  const doc = generateFdes(3, i);
  const r = await readFdes(new Uint8Array(readFileSync(`/tmp/g3/seed-3-${i}.pdf`)));
  const miss = [r.gwp, r.pert, r.penrt, r.water, r.wasteHazardous, r.wasteNonHazardous].filter((v) => v === null).length;
  if (miss > 0)
    console.log(
      i,
      miss,
      doc.truth.axes.colonnes,
      doc.truth.axes.tableaux,
      doc.truth.axes.notation,
      "|",
      r.warnings.join(" | ").slice(0, 400),
    );
}
