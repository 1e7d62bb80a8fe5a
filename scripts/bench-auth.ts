/**
 * `npm run bench:auth`: the cost of a sign-in. Times argon2id (our parameters) in this process, then 20 real
 * `POST /api/auth/sign-in/email` against the production build (`npm run build` first) on a throw-away embedded
 * PostgreSQL: median and p95.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hash, verify } from "@node-rs/argon2";
import { ARGON2_OPTIONS } from "../server/auth/auth.server";
import { createOrPromoteAdmin } from "../server/auth/accounts.server";
import { startServer } from "./lib/server";
import { openScriptDatabase, scriptAuth } from "./lib/demo-database";

const RUNS = 20;
const EMAIL = "bench@exemple.fr";
const PASSWORD = "mesure-de-connexion";

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return `median ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms over ${sorted.length}`;
}

const stored = await hash(PASSWORD, ARGON2_OPTIONS);
const verifyTimes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  if (!(await verify(stored, PASSWORD))) throw new Error("argon2 verify failed");
  verifyTimes.push(performance.now() - started);
}
console.log(`argon2id verify (${stored.split("$")[3]}): ${summary(verifyTimes)}`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-bench-auth-"));
process.env.DATA_DIR = dataDir;
const database = await openScriptDatabase(dataDir);
await createOrPromoteAdmin(await scriptAuth(database.pool), EMAIL, PASSWORD);
await database.close();

const server = await startServer({
  DATA_DIR: dataDir,
  TRUST_PROXY: "1",
  SIGN_IN_LIMIT_PER_ADDRESS: "1000",
  SIGN_IN_LIMIT_PER_ACCOUNT: "1000",
});
try {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": `90.84.2.${i + 1}` },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    if (i > 0) times.push(performance.now() - started); // the first warms the server up
  }
  console.log(`sign-in over HTTP (argon2id + session written): ${summary(times)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
