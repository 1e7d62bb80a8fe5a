import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Inside the project's node_modules, so that the packages the bundle leaves out resolve as they do from scripts/. */
const BUNDLE_DIR = path.join(ROOT, "node_modules/.cache/operator-scripts");

export interface ScriptRun {
  code: number | null;
  out: string;
  err: string;
}

const bundles = new Map<string, Promise<string>>();

/**
 * scripts/<script> and our modules it imports bundled into one file, its packages left to node_modules: the same code
 * tsx runs in production, compiled once per worker rather than by tsx at every run (0.9 → 0.2 s CPU a run). Named by
 * its content, so that workers running at once write the same file and a changed script gets a new one.
 */
function bundle(script: string): Promise<string> {
  let file = bundles.get(script);
  if (!file) {
    file = build({
      entryPoints: [path.join(ROOT, "scripts", script)],
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      write: false,
      logLevel: "warning",
    }).then(({ outputFiles }) => {
      const code = outputFiles[0]!.contents;
      const name = path.join(
        BUNDLE_DIR,
        `${script.replace(/\.ts$/, "")}-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`,
      );
      if (!existsSync(name)) {
        mkdirSync(BUNDLE_DIR, { recursive: true });
        const partial = `${name}.${process.pid}`;
        writeFileSync(partial, code);
        renameSync(partial, name);
      }
      return name;
    });
    bundles.set(script, file);
  }
  return file;
}

/** `npm run db:backup` / `db:restore` (scripts/<script>) as an operator runs them, with only the given environment. */
export async function runOperatorScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const file = await bundle(script);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("close", (code) => resolve({ code, out, err }));
  });
}
