import { z } from "zod";

/**
 * The record that scripts/generate-documents.ts leaves next to the files it writes, saying where each file came
 * from. Its name starts with a dot, so express.static does not serve it.
 */
export const DOCUMENTS_MANIFEST = ".manifest.json";

/**
 * - manufacturer: a file supplied by Isol en Paille (repository folder documents/), served as it is;
 * - generated: produced from the site's own data (data sheets, press kit);
 * - sample: a stand-in generated from reference values and marked EXEMPLE (FDES until the verified ones arrive).
 */
export const DOCUMENT_ORIGINS = ["manufacturer", "generated", "sample"] as const;
export type DocumentOrigin = (typeof DOCUMENT_ORIGINS)[number];

const manifestSchema = z.object({
  files: z.record(z.string(), z.object({ origin: z.enum(DOCUMENT_ORIGINS) })),
});

export type DocumentsManifest = z.infer<typeof manifestSchema>;

/** The files of a manifest; nothing when it is missing or unreadable (then no file counts as a sample). */
export function parseDocumentsManifest(text: string | null): DocumentsManifest["files"] {
  if (text === null) return {};
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.files : {};
  } catch {
    return {};
  }
}
