import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux build that matters here). */
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  parent: number;
  /** Its own CPU time and that of its children it has waited for, in ticks. */
  ticks: number;
}

function readProcessTimes(pid: number): ProcessTimes | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined; // gone meanwhile
  }
  // The command name, in parentheses, may hold spaces: the fields are counted from the last parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [utime, stime, cutime, cstime] = [fields[11], fields[12], fields[13], fields[14]].map(Number);
  return { parent: Number(fields[1]), ticks: utime! + stime! + cutime! + cstime! };
}

/**
 * CPU time, in milliseconds, used so far by process `root` and every process below it (test workers, the servers they
 * start, PostgreSQL, Chromium), including those already ended and waited for. Undefined where /proc is missing.
 */
export function processTreeCpuMs(root = process.pid): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const times = new Map<number, ProcessTimes>();
  for (const entry of entries) {
    const read = readProcessTimes(Number(entry));
    if (read) times.set(Number(entry), read);
  }
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of times) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let ticks = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    ticks += times.get(pid)?.ticks ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
