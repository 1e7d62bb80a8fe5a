import { readdirSync, readFileSync } from "node:fs";

/**
 * Resident memory of a process and of the processes it started, read from /proc (Linux), for the tests that bound
 * what one request may cost the server.
 */

const MB = 1024 * 1024;

/** VmRSS of `pid` in bytes; null once it has gone. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "latin1"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** The processes `pid` started, and theirs. */
export function descendants(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const listed = readFileSync(`/proc/${pid}/task/${task}/children`, "latin1").trim();
      if (listed) children.push(...listed.split(/\s+/).map(Number));
    }
  } catch {
    return children;
  }
  return [...children, ...children.flatMap(descendants)];
}

export interface MemoryPeaks {
  /** The process itself. */
  server: number;
  /** The largest of the processes it started, each at its own peak. */
  largestChild: number;
  /** The process and all it started, summed at each sample. */
  together: number;
}

/** Samples `pid` and its descendants every `everyMs` until `stop()`, which gives the peaks seen. */
export function samplePeaks(pid: number, everyMs = 10): { stop(): MemoryPeaks } {
  const peaks: MemoryPeaks = { server: 0, largestChild: 0, together: 0 };
  const sample = () => {
    const server = residentBytes(pid) ?? 0;
    const children = descendants(pid).map((child) => residentBytes(child) ?? 0);
    peaks.server = Math.max(peaks.server, server);
    peaks.largestChild = Math.max(peaks.largestChild, ...children);
    peaks.together = Math.max(peaks.together, server + children.reduce((sum, bytes) => sum + bytes, 0));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}

export function megabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(0)} MB`;
}
