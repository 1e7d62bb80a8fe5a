/**
 * Produces the files served under /documents/ (docs/decisions/0005-documents.md). Run by `npm run build` before
 * the Vite build, which copies public/ into build/client/.
 *
 * For each file of the catalogue (domain/documents.ts), in this order:
 * 1. the manufacturer's file in documents/ (committed at the repository root) is copied as it is;
 * 2. otherwise the site generates it when it can (data sheets, press kit; sample FDES marked EXEMPLE);
 * 3. otherwise nothing is written and the site shows the entry as unavailable.
 * Other files in documents/ are copied too (served, not listed). public/documents/.manifest.json records the origin
 * of each file, so that the page can say which declarations are samples; .fdes-readings.json holds our FDES as the
 * comparator reads them (server/fdes/own-readings.server.ts).
 *
 * Usage: tsx scripts/generate-documents.ts [output folder, default public/documents]
 */
import { copyFile, mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { renderToBuffer } from "@react-pdf/renderer";
import { catalogueFiles } from "@domain/documents";
import { PDF_FONTS_DIR, registerPdfFonts } from "@server/pdf/fonts";
import { generatedDocuments } from "@server/pdf/generated-documents";
import { DOCUMENTS_MANIFEST, type DocumentsManifest } from "../server/documents/manifest";
import { recordOwnReadings } from "../server/fdes/own-readings.server";

const root = path.resolve(import.meta.dirname, "..");
const manufacturerDir = path.join(root, "documents");
const outputDir = path.resolve(root, process.argv[2] ?? path.join("public", "documents"));
const MANUFACTURER_README = "README.md";

async function manufacturerFiles(): Promise<string[]> {
  const names = await readdir(manufacturerDir).catch(() => []);
  const files: string[] = [];
  for (const name of names) {
    if (name.startsWith(".") || name === MANUFACTURER_README) continue;
    const info = await stat(path.join(manufacturerDir, name));
    if (info.isFile() && info.size > 0) files.push(name);
  }
  return files;
}

async function main() {
  const started = performance.now();
  await registerPdfFonts(path.join(root, PDF_FONTS_DIR));
  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });

  const supplied = new Set(await manufacturerFiles());
  const generators = generatedDocuments();
  const manifest: DocumentsManifest = { files: {} };
  const lines: string[] = [];

  for (const name of supplied) {
    await copyFile(path.join(manufacturerDir, name), path.join(outputDir, name));
    manifest.files[name] = { origin: "manufacturer" };
  }
  for (const file of catalogueFiles()) {
    const target = path.join(outputDir, file.fileName);
    const generator = generators.get(file.fileName);
    if (supplied.has(file.fileName)) {
      lines.push(`${file.fileName}: fichier du fabricant`);
    } else if (generator) {
      const pdf = await renderToBuffer(generator.render());
      await writeFile(target, pdf);
      manifest.files[file.fileName] = { origin: generator.origin };
      lines.push(`${file.fileName}: ${generator.origin === "sample" ? "exemple généré" : "généré"} (${Math.round(pdf.length / 1024)} Ko)`);
    } else {
      lines.push(`${file.fileName}: absent, affiché comme indisponible`);
    }
  }
  const listed = new Set(catalogueFiles().map((file) => file.fileName));
  for (const name of supplied) {
    if (!listed.has(name)) lines.push(`${name}: fichier du fabricant hors catalogue (servi, non listé)`);
  }

  await writeFile(path.join(outputDir, DOCUMENTS_MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
  // Our FDES read now, with the reader of this build, so that the comparator's first comparison does not wait for them.
  lines.push(...(await recordOwnReadings(outputDir)));
  console.log(`Documents dans ${path.relative(root, outputDir)} (${Math.round(performance.now() - started)} ms) :`);
  for (const line of lines) console.log(`  ${line}`);
}

await main();
