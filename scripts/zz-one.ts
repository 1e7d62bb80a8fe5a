import { readFileSync } from "node:fs";
import { readFdes } from "../server/fdes/read-fdes.server";
import { generateFdes } from "./lib/fdes-corpus-generator";
const i = Number(process.argv[2]);
const doc = generateFdes(3, i);
const r = await readFdes(new Uint8Array(readFileSync(`/tmp/g3/seed-3-${i}.pdf`)));
const a = doc.truth.axes;
console.log(
  i,
  a.colonnes,
  a.tableaux,
  a.notation,
  a["décimale"],
  a.milliers === " " ? "sp" : a.milliers,
  a["non déclaré"],
  a.total,
  a["unité déclarée"],
  a["autres R et épaisseurs"],
  a["unité fonctionnelle"],
  a.codes,
  "| R",
  doc.truth.values.thermal_resistance,
  r.functionalUnit.thermalResistance,
);
console.log("   ", r.warnings.join(" | ").slice(0, 300));
