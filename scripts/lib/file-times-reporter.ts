import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";
import { processTreeCpuMs } from "./process-tree-cpu";

export interface FileTime {
  file: string;
  /** From the file's start to its end, set-up included, in milliseconds. */
  wallMs: number;
  /** Importing the file and what it imports. */
  collectMs: number;
  /** Its tests and hooks (beforeAll: servers, databases, browsers). */
  testsMs: number;
  /**
   * CPU time of every process of the run since the previous file ended (its worker's start and imports, servers,
   * PostgreSQL, Chromium included): the file's own work, known only when no other file ran beside it (`TEST_FILES_AT_ONCE=1`
   * runs a suite one file at a time, vitest.config.ts). Null when files overlapped, or without /proc.
   */
  cpuMs: number | null;
  state: string;
}

/**
 * Writes how long each test file took into `TEST_TIMES_DIR/<project>.json` (when that variable is set), so that
 * `npm test` can say where a run's time went (scripts/test.ts).
 */
export default class FileTimesReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly times = new Map<string, FileTime[]>();
  private cpuMark: number | undefined;
  /** The files running now, and those that shared some of their time with another (their CPU is not theirs alone). */
  private readonly running = new Set<string>();
  private readonly overlapped = new Set<string>();

  onTestRunStart(): void {
    this.cpuMark = processTreeCpuMs();
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, performance.now());
    if (this.running.size > 0) for (const id of [...this.running, module.moduleId]) this.overlapped.add(id);
    this.running.add(module.moduleId);
  }

  onTestModuleEnd(module: TestModule): void {
    const diagnostic = module.diagnostic();
    const project = module.project.name || "default";
    const list = this.times.get(project) ?? [];
    const started = this.started.get(module.moduleId);
    const cpuMs = processTreeCpuMs();
    this.running.delete(module.moduleId);
    const alone = !this.overlapped.has(module.moduleId);
    list.push({
      file: path.relative(process.cwd(), module.moduleId),
      wallMs: started === undefined ? 0 : Math.round(performance.now() - started),
      cpuMs: alone && cpuMs !== undefined && this.cpuMark !== undefined ? Math.round(cpuMs - this.cpuMark) : null,
      collectMs: Math.round(diagnostic.collectDuration),
      testsMs: Math.round(diagnostic.duration),
      state: module.state(),
    });
    this.times.set(project, list);
    this.cpuMark = cpuMs;
  }

  onTestRunEnd(): void {
    const dir = process.env.TEST_TIMES_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    for (const [project, list] of this.times) {
      list.sort((a, b) => b.wallMs - a.wallMs);
      writeFileSync(path.join(dir, `${project}.json`), JSON.stringify(list, null, 2));
    }
  }
}
