import { spawn, spawnSync } from "node:child_process";
import os from "node:os";

/** The machine's load average over 1, 5 and 15 minutes and its core count, printed beside every figure measured. */
export function loadAverage(): string {
  return `${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ")} on ${os.cpus().length} cores`;
}

/**
 * Holds one core busy (a child process spinning, pinned to core 0 when `taskset` is there) until the returned function
 * is called: timings "with one core held busy" stand for a machine that is doing something else at the same time.
 */
export function holdOneCoreBusy(): () => void {
  const pinned = spawnSync("taskset", ["--version"]).status === 0;
  const loop = ["-e", "for (;;) {}"];
  const child = pinned
    ? spawn("taskset", ["-c", "0", process.execPath, ...loop], { stdio: "ignore" })
    : spawn(process.execPath, loop, { stdio: "ignore" });
  console.log(`Busy loop on ${pinned ? "core 0" : "one core (no taskset: not pinned)"}, process ${child.pid}`);
  return () => {
    child.kill("SIGKILL");
  };
}
