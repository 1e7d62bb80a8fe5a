import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, realpathSync } from "node:fs";
import path from "node:path";

/**
 * Finding a pg_dump or pg_restore able to work with a given server (docs/operations.md, Sauvegardes). pg_dump refuses
 * a server newer than itself, and pg_restore cannot read an archive written by a newer pg_dump, so the tool's major
 * version must be at least the server's. None is shipped with the site: the embedded PostgreSQL's npm package holds
 * only the server, and Debian 12 has PostgreSQL 15 only.
 */
export type PgToolName = "pg_dump" | "pg_restore";

export interface PgTool {
  name: PgToolName;
  path: string;
  major: number;
}

export class PgToolMissingError extends Error {}

/** The major version a `--version` line names ("pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)" gives 15). */
export function majorOfVersionLine(line: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(line);
  return match ? Number(match[1]) : null;
}

/** The closest tool at or above the server's version: a dump then restores with the same tools as the server's. */
export function chooseTool(found: PgTool[], serverMajor: number): PgTool | undefined {
  return found.filter((tool) => tool.major >= serverMajor).sort((a, b) => a.major - b.major)[0];
}

/** Where to look: PG_BIN_DIR alone when set, else Debian's versioned folders (newest first), then PATH. */
export function candidateDirectories(binDir: string | undefined, pathVariable: string | undefined): string[] {
  if (binDir) return [binDir];
  const debianRoot = "/usr/lib/postgresql";
  const debian = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((name) => path.join(debianRoot, name, "bin"))
    : [];
  return [...debian, ...(pathVariable ?? "").split(path.delimiter).filter(Boolean)];
}

export function foundTools(name: PgToolName, directories: string[]): PgTool[] {
  const tools: PgTool[] = [];
  const seen = new Set<string>();
  for (const directory of directories) {
    const file = path.join(directory, name);
    if (!existsSync(file)) continue;
    // /bin and /usr/bin are one folder on Debian, and /usr/bin/pg_dump a link to Debian's wrapper: each tool once.
    const real = realpathSync(file);
    if (seen.has(real)) continue;
    seen.add(real);
    try {
      const major = majorOfVersionLine(execFileSync(file, ["--version"], { encoding: "utf8", timeout: 10_000 }));
      if (major !== null) tools.push({ name, path: file, major });
    } catch {
      // Not runnable (a broken wrapper, say): not a candidate.
    }
  }
  return tools;
}

/** The tool to use with a server of `serverMajor`, or an error telling the operator exactly what to install. */
export function findPgTool(name: PgToolName, serverMajor: number, binDir: string | undefined, pathVariable: string | undefined): PgTool {
  const found = foundTools(name, candidateDirectories(binDir, pathVariable));
  const tool = chooseTool(found, serverMajor);
  if (tool) return tool;
  const seen = found.length === 0 ? "aucun" : found.map((candidate) => `${candidate.major} (${candidate.path})`).join(", ");
  throw new PgToolMissingError(
    `Le serveur PostgreSQL est en version ${serverMajor} : il faut ${name} ${serverMajor} ou plus récent ` +
      `(trouvé${binDir ? ` dans PG_BIN_DIR=${binDir}` : ""} : ${seen}).\n` +
      `Installez le paquet Debian postgresql-client-${serverMajor} (sur Debian 12, il vient du dépôt APT du projet PostgreSQL, ` +
      `« PGDG » ; voir docs/operations.md, Sauvegardes), ou indiquez dans PG_BIN_DIR le dossier d'un ${name} ${serverMajor}.`,
  );
}
