/**
 * The long fuzz run for before a release: `npm run fuzz -- --runs 10000` (runs per API call; `--seed N` replays
 * a run). It is the suite of `npm test` (tests/integration/api-fuzz.test.ts) without its one-minute budget.
 */
import { spawnSync } from "node:child_process";
import { argument } from "./lib/load";

const runs = argument("runs", 10_000);
const seed = process.argv.includes("--seed") ? { FUZZ_SEED: String(argument("seed", 0)) } : {};
const result = spawnSync("npx", ["vitest", "run", "--project", "integration", "tests/integration/api-fuzz.test.ts"], {
  stdio: "inherit",
  env: { ...process.env, FUZZ_RUNS: String(runs), ...seed },
});
process.exit(result.status ?? 1);
