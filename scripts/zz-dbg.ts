import { readFileSync } from "node:fs";
import { readPdfPages } from "../server/fdes/pdf-text.server";
import { pageLines } from "../server/fdes/text-lines.server";
import { findHeaders } from "../server/fdes/table-columns.server";
import { readTableRows } from "../server/fdes/table-rows.server";
const pages = await readPdfPages(new Uint8Array(readFileSync(process.argv[2]!)), { maxPages: 30 });
for (const p of pages) {
  const ls = pageLines(p);
  for (const h of findHeaders(ls)) {
    console.log(
      "HEADER p",
      h.page,
      "ctx:",
      h.context,
      JSON.stringify(h.columns.map((c) => `${c.kind}:${c.modules.join("")}@${c.centre.toFixed(0)}±${c.reach.toFixed(0)}`)),
    );
    for (const row of readTableRows(ls, h).slice(0, +(process.argv[3] ?? 3)))
      console.log("  ", row.y.toFixed(1), row.label.slice(0, 50), JSON.stringify([...row.cells]).slice(0, 80));
  }
}
import { headerStacks } from "../server/fdes/table-columns.server";
{
  const ls = pageLines(pages[2]!);
  const i = ls.findIndex((l) => /Indicateurs$|^Indicateurs /.test(l.text));
  const band = ls.slice(Math.max(0, i - 12), i + 6);
  for (const l of band)
    console.log(l.y.toFixed(1), JSON.stringify(l.items.map((it) => `${it.text}@${it.x.toFixed(0)}-${(it.x + it.width).toFixed(0)}`)));
  console.log(headerStacks(band).map((s) => s.text));
}
