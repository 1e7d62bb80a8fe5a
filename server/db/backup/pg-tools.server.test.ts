import { describe, expect, it } from "vitest";
import { candidateDirectories, chooseTool, findPgTool, majorOfVersionLine, PgToolMissingError } from "./pg-tools.server";

describe("choosing pg_dump and pg_restore", () => {
  it("reads the major version from --version, Debian's and upstream's", () => {
    expect(majorOfVersionLine("pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)\n")).toBe(15);
    expect(majorOfVersionLine("pg_restore (PostgreSQL) 18.1\n")).toBe(18);
    expect(majorOfVersionLine("something else")).toBeNull();
  });

  it("takes the closest version at or above the server's, never an older one", () => {
    const tool = (major: number) => ({ name: "pg_dump" as const, path: `/pg${major}/pg_dump`, major });
    expect(chooseTool([tool(17), tool(15), tool(18)], 16)?.major).toBe(17);
    expect(chooseTool([tool(15), tool(18)], 18)?.major).toBe(18);
    expect(chooseTool([tool(15)], 18)).toBeUndefined();
  });

  it("looks in PG_BIN_DIR alone when it is set", () => {
    expect(candidateDirectories("/opt/pg18/bin", "/usr/bin:/bin")).toEqual(["/opt/pg18/bin"]);
    expect(candidateDirectories(undefined, "/usr/local/bin:/usr/bin").slice(-2)).toEqual(["/usr/local/bin", "/usr/bin"]);
  });

  it("says what to install when no tool is new enough", () => {
    let error: unknown;
    try {
      findPgTool("pg_dump", 99, "/nonexistent", undefined);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PgToolMissingError);
    expect((error as Error).message).toContain("il faut pg_dump 99 ou plus récent (trouvé dans PG_BIN_DIR=/nonexistent : aucun)");
    expect((error as Error).message).toContain("postgresql-client-99");
  });
});
