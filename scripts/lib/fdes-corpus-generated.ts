import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { generatedTruthSchema, type GeneratedTruth } from "./fdes-corpus-generator";

/**
 * The committed sample of generated FDES (written by `npx tsx scripts/generate-fdes-fixtures.ts --generated`): each
 * `<name>.pdf` beside `<name>.truth.json`, the answer computed from the numbers it prints.
 */
export const GENERATED_DIR = path.resolve(import.meta.dirname, "../../tests/fixtures/fdes-generated");
export const SAMPLE_SEED = 20261125;
export const SAMPLE_SIZE = 50;

export interface GeneratedFixture {
  name: string;
  pdfPath: string;
  truth: GeneratedTruth;
}

export function generatedSample(dir = GENERATED_DIR): GeneratedFixture[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".pdf"))
    .sort()
    .map((file) => {
      const name = file.slice(0, -".pdf".length);
      const truth = generatedTruthSchema.parse(JSON.parse(readFileSync(path.join(dir, `${name}.truth.json`), "utf8")));
      return { name, pdfPath: path.join(dir, file), truth };
    });
}
