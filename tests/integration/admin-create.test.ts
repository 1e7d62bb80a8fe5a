import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** `npm run admin:create` as a person runs it, the answers typed on its standard input. */
function adminCreate(
  database: TestDatabase,
  args: string[],
  input: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/admin-create.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: "silent", NODE_ENV: "production" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe("npm run admin:create", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("answers an empty password for a new account in French, without a stack trace", async () => {
    const run = await adminCreate(database, ["--email", "nouvelle@exemple.fr"], "\n");
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      "Un mot de passe est nécessaire pour créer le compte nouvelle@exemple.fr : relancez la commande et saisissez-en un (au moins 6 caractères).",
    );
    expect(run.stderr + run.stdout).not.toMatch(/\n\s+at |Error:/);
    const { rows } = await database.pool.query("SELECT count(*)::int AS n FROM auth_user");
    expect(rows[0].n).toBe(0);
  });

  it("answers a malformed e-mail in French, without a stack trace", async () => {
    const run = await adminCreate(database, ["--email", "pas-une-adresse"], "motdepasse\n");
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe("Adresse e-mail refusée : Format d'email invalide.");
    expect(run.stderr + run.stdout).not.toMatch(/\n\s+at |Error:|ZodError/);
  });

  it("creates the admin when the password is given", async () => {
    const run = await adminCreate(database, ["--email", "nouvelle@exemple.fr"], "paille-secrete-2026\n");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Administrateur créé : nouvelle@exemple.fr");
  });
});
