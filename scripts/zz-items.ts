import { readFileSync } from "node:fs";
import { readPdfPages } from "../server/fdes/pdf-text.server";
const pages = await readPdfPages(new Uint8Array(readFileSync(process.argv[2]!)), { maxPages: 30 });
const re = new RegExp(process.argv[3]!);
for (const p of pages)
  for (const it of p.items)
    if (re.test(it.text))
      console.log(p.page, JSON.stringify(it.text), it.x.toFixed(1), it.width.toFixed(1), it.y.toFixed(1), it.height.toFixed(1));
