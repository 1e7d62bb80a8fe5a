import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Probes of the layering rules in eslint.config.js: the project's own configuration is run on code strings placed,
// by file name only, in each layer and at several depths. Nothing is written to disk.
const ROOT = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });
const RULES = new Set(["no-restricted-imports", "@typescript-eslint/no-restricted-imports"]);

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath: path.join(ROOT, filePath) });
  return result!.messages.filter((message) => RULES.has(message.ruleId ?? "")).map((message) => message.message);
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
    ["domain/quote/probe.ts", 'import type { Config } from "@server/config.server";'],
  ])("%s: %s fails lint", async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["domain/quote/probe.ts", 'import { parisDay } from "../calendar";'],
    ["domain/quote/probe.ts", 'import { parisDay } from "@domain/calendar";'],
    ["domain/probe.ts", 'import { z } from "zod";'],
  ])("%s: %s passes", async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});

describe("server/ imports domain/ and itself, never app/", () => {
  it.each([
    ["server/probe.server.ts", 'import { Button } from "~/components/ui/button";'],
    ["server/quote/probe.server.ts", 'import { Button } from "../../app/components/ui/button";'],
    ["server/quote/deeper/probe.server.ts", 'import type { Route } from "../../../app/routes/+types/home";'],
  ])("%s: %s fails lint", async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["server/quote/probe.server.ts", 'import { brand } from "@domain/brand";'],
    ["server/quote/probe.server.ts", 'import { config } from "../config.server";'],
    ["server/quote/probe.server.ts", 'import { ApiError } from "@server/http/api-error.server";'],
  ])("%s: %s passes", async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});

describe("server/ infrastructure (http, email, pdf, db) imports no feature folder", () => {
  it.each([
    ["server/http/probe.server.ts", 'import { FDES_BODY_MAX_BYTES } from "../fdes/compare-fdes.server";'],
    ["server/http/probe.server.ts", 'import { requireAdmin } from "@server/auth/viewer.server";'],
    ["server/email/probe.server.ts", 'import { saltForDay } from "../analytics/page-views.server";'],
    ["server/email/templates/probe.tsx", 'import { wallReportFigures } from "../../wall/wall-report.server";'],
    ["server/pdf/probe.tsx", 'import type { Re2020Estimate } from "../re2020/re2020-estimate.server";'],
    ["server/db/backup/probe.server.ts", 'import { nextQuoteNumber } from "../../quote/quote-number.server";'],
    ["server/db/probe.server.ts", 'export { quoteStatus } from "@server/quotes/quote-request-list.server";'],
    // The rule of server/** still holds there.
    ["server/http/probe.server.ts", 'import { Button } from "~/components/ui/button";'],
  ])("%s: %s fails lint", async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["server/http/probe.server.ts", 'import { API_MESSAGES } from "./api-error.server";'],
    ["server/http/probe.server.ts", 'import { createPool } from "../db/client.server";'],
    ["server/email/probe.server.ts", 'import { emailDeliveries } from "../metrics/metrics.server";'],
    ["server/email/templates/probe.tsx", 'import { EmailLayout } from "./email-layout";'],
    ["server/email/templates/probe.tsx", 'import { renderEmail } from "../render-email.server";'],
    ["server/pdf/probe.tsx", 'import { wallReportFigures } from "@domain/wall/wall-report-figures";'],
    ["server/db/probe.server.ts", 'import { QUOTE_STATUSES } from "../../domain/quotes/quote-status";'],
    ["server/db/backup/probe.server.ts", 'import { applyMigrations } from "../migrate.server";'],
    ["server/http/probe.server.ts", 'import { parseConfig } from "../config.server";'],
    ["server/http/probe.server.ts", 'import { servicesContext } from "@server/context.server";'],
    // Feature folders may use the infrastructure.
    ["server/analytics/probe.server.ts", 'import { saltForDay } from "../http/daily-salt.server";'],
  ])("%s: %s passes", async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});

describe("browser code (components, lib, islands, hooks, content) imports server/ types only", () => {
  it.each([
    ["app/components/traffic/probe.tsx", 'import { traffic } from "@server/analytics/traffic-report.server";'],
    ["app/lib/probe.ts", 'import { toCsv } from "../../server/http/csv-response.server";'],
    ["app/islands/probe.tsx", 'import { config } from "@server/config.server";'],
    ["app/hooks/probe.ts", 'import { API_MESSAGES } from "@server/http/api-error.server";'],
    ["app/content/probe.ts", 'import { brand } from "@server/anything";'],
  ])("%s: %s fails lint", async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["app/components/traffic/probe.tsx", 'import type { TrafficDashboard } from "@server/analytics/traffic-report.server";'],
    ["app/lib/probe.ts", 'import { type CsvCell, toCsv } from "@domain/csv";'],
  ])("%s: %s passes", async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});

describe("route modules reach server/ only through *.server modules (kept to loaders and actions by the build)", () => {
  it.each([
    ["app/routes/probe.tsx", 'import { something } from "@server/analytics/visitor-key";'],
    ["app/routes/admin/probe.ts", 'import { something } from "../../../server/http/anything";'],
    ["app/root.tsx", 'import { something } from "@server/documents/manifest";'],
  ])("%s: %s fails lint", async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["app/routes/probe.tsx", 'import { requireAdmin } from "@server/auth/viewer.server";'],
    ["app/routes/probe.tsx", 'import type { Something } from "@server/documents/manifest";'],
    ["app/routes/probe.tsx", 'import { Button } from "~/components/ui/button";'],
  ])("%s: %s passes", async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
