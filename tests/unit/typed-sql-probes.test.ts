import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Probes of the dashboards' typed SQL (server/analytics/typed-sql.server.ts): a dashboard module is compiled with the
// project's compiler options after one edit of its text, made in memory only, and the edit must fail the type check
// as `npm run typecheck` would. The unedited modules compile clean, so each failure is the edit's.
const ROOT = path.resolve(import.meta.dirname, "../..");
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(ROOT, "tsconfig.json"),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  },
)!;

/** Parsed files shared by every probe (the libraries' declarations are most of the work), the edited file apart. */
const parsed = new Map<string, ts.SourceFile | undefined>();
const baseHost = ts.createCompilerHost(config.options, true);

const host: ts.CompilerHost = {
  ...baseHost,
  getSourceFile(name, languageVersion, onError, shouldCreate) {
    if (!parsed.has(name)) parsed.set(name, baseHost.getSourceFile(name, languageVersion, onError, shouldCreate));
    return parsed.get(name);
  },
};

function errorTexts(diagnostics: readonly ts.Diagnostic[]): string[] {
  return diagnostics
    .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
    .map((diagnostic) => `${diagnostic.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`);
}

/** One program over every dashboard module as written: their checks share the work of checking what they import. */
const DASHBOARD_MODULES = [
  "server/analytics/technique-report.server.ts",
  "server/analytics/commercial-report.server.ts",
  "server/analytics/business-plan-report.server.ts",
  "server/analytics/traffic-report.server.ts",
  "server/analytics/traffic-rollup.server.ts",
  "server/analytics/usage-rollup.server.ts",
  "server/analytics/contact-quote-requests.server.ts",
  "server/analytics/quote-follow-up-figures.server.ts",
];
let asWritten: ts.Program | undefined;
function programAsWritten(): ts.Program {
  asWritten ??= ts.createProgram({ rootNames: DASHBOARD_MODULES.map((file) => path.join(ROOT, file)), options: config.options, host });
  return asWritten;
}

/**
 * The type errors of `file` (relative to the repository) once `from` is replaced by `to` in its text (first occurrence),
 * compiled alone: nothing it imports imports it back, so every error the edit causes is in the file itself.
 */
function typeErrors(file: string, edit: { from: string; to: string }): string[] {
  const fileName = path.join(ROOT, file);
  const original = readFileSync(fileName, "utf8");
  if (!original.includes(edit.from)) throw new Error(`${file} no longer contains ${JSON.stringify(edit.from)}: update the probe`);
  const edited = ts.createSourceFile(fileName, original.replace(edit.from, edit.to), config.options.target ?? ts.ScriptTarget.Latest, true);
  const editedHost: ts.CompilerHost = {
    ...host,
    getSourceFile: (name, ...rest) => (path.resolve(name) === fileName ? edited : host.getSourceFile(name, ...rest)),
  };
  const program = ts.createProgram({ rootNames: [fileName], options: config.options, host: editedHost });
  const source = program.getSourceFile(fileName)!;
  return errorTexts([...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]);
}

const TIMEOUT_MS = 120_000;

describe("the dashboards' queries as written type-check", () => {
  it.each(DASHBOARD_MODULES)(
    "%s",
    (file) => {
      const program = programAsWritten();
      const source = program.getSourceFile(path.join(ROOT, file))!;
      expect(errorTexts([...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)])).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "and so does every module they import",
    () => expect(errorTexts(ts.getPreEmitDiagnostics(programAsWritten()))).toEqual([]),
    TIMEOUT_MS,
  );
});

describe("an output column renamed on one side only fails the type check", () => {
  it.each([
    // A column of a query `select` builds (a lateral jsonb_array_elements): the list and the row type are one object.
    ["server/analytics/technique-report.server.ts", "createdAt: b.createdAt,", "created: b.createdAt,", "'createdAt'"],
    // A column of Drizzle's query builder.
    ["server/analytics/technique-report.server.ts", "createdAt: c.createdAt,", "created_at: c.createdAt,", "'createdAt'"],
    [
      "server/analytics/commercial-report.server.ts",
      "averageBudget: roundedQuotient",
      "average_budget: roundedQuotient",
      "'averageBudget'",
    ],
    // The per-day totals the roll-up writes and the dashboards read: its readers and the INSERT … SELECT both break.
    ["server/analytics/traffic-sql.server.ts", "visitMs: sql<string>", "visit_ms: sql<string>", "'visitMs'"],
    // A sub-query's column named by an outer statement.
    ["server/analytics/traffic-rollup.server.ts", 'totals.column("day")', 'totals.column("dya")', '"dya"'],
  ])(
    "%s: %s → %s",
    (file, from, to, named) => {
      const errors = typeErrors(file, { from, to });
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.join("\n")).toContain(named);
    },
    TIMEOUT_MS,
  );

  it(
    "a fragment in a select list without its type (sql`…` rather than sql<T>`…`) fails too",
    () => {
      const errors = typeErrors("server/analytics/traffic-sql.server.ts", {
        from: "day: sql<string>`d.day::date::text`",
        to: "day: sql`d.day::date::text`",
      });
      expect(errors.join("\n")).toContain("give this fragment the type node-postgres returns for it");
    },
    TIMEOUT_MS,
  );
});
