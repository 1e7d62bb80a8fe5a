import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Probe of the layering rule in eslint.config.js: the project's own configuration is run on code strings placed,
// by file name only, at several depths of domain/. Nothing is written to disk.
const ROOT = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("domain/ imports nothing from app/ or server/", () => {
  it.each([
    ["domain/probe.ts", 'import { config } from "../server/config.server";'],
    ["domain/quote/probe.ts", 'import { config } from "../../server/config.server";'],
    ["domain/quote/deeper/probe.ts", 'import { config } from "../../../server/config.server";'],
    ["domain/quote/probe.ts", 'import { Button } from "../../app/components/ui/button";'],
    ["domain/quote/probe.ts", 'import { config } from "@server/config.server";'],
    ["domain/quote/probe.ts", 'import { Button } from "~/components/ui/button";'],
    ["domain/quote/probe.ts", 'export { config } from "../../server/config.server";'],
  ])("%s: %s fails lint", async (filePath, code) => {
    expect(await restrictedImports(filePath, `${code}\nexport const probe = 1;\n`)).toHaveLength(1);
  });

  it.each([
    ["domain/quote/probe.ts", 'import { parisDay } from "../calendar";'],
    ["domain/quote/probe.ts", 'import { parisDay } from "@domain/calendar";'],
    ["domain/probe.ts", 'import { z } from "zod";'],
  ])("%s: %s passes", async (filePath, code) => {
    expect(await restrictedImports(filePath, `${code}\nexport const probe = 1;\n`)).toEqual([]);
  });
});
