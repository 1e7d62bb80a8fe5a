import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { DocumentAvailability } from "@domain/documents";
import type { Services } from "../context.server";
import { projectRoot } from "../project-root.server";
import { DOCUMENTS_MANIFEST, parseDocumentsManifest } from "./manifest";

/**
 * Which files of /documents/ really exist, with their size and whether each is a generated sample. Read from the
 * folder the site serves them from: build/client/documents in production (copied there by the build from
 * public/documents), public/documents under `npm run dev` (Vite serves public/). Read on every call: a dozen
 * directory entries cost less than a stale answer after files are replaced.
 */
export async function documentAvailability(services: Pick<Services, "config">): Promise<DocumentAvailability> {
  return readAvailability(servedDocumentsDir(services.config.NODE_ENV));
}

export function servedDocumentsDir(nodeEnv: string): string {
  const root = projectRoot();
  return nodeEnv === "development" ? path.join(root, "public", "documents") : path.join(root, "build", "client", "documents");
}

export async function readAvailability(dir: string): Promise<DocumentAvailability> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    // No folder at all (documents not generated): every entry is unavailable.
    return {};
  }
  const manifest = parseDocumentsManifest(await readFile(path.join(dir, DOCUMENTS_MANIFEST), "utf8").catch(() => null));
  const availability: DocumentAvailability = {};
  for (const name of names) {
    if (name.startsWith(".")) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (!info?.isFile() || info.size === 0) continue;
    availability[name] = { sizeBytes: info.size, sample: manifest[name]?.origin === "sample" };
  }
  return availability;
}
