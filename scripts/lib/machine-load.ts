import { spawn } from "node:child_process";
import { loadavg } from "node:os";

/** The machine's load average over 1, 5 and 15 minutes, printed beside every timing (a busy machine is slower). */
export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
}

/**
 * Holds one core busy (a child process spinning) until the returned function is called: timings "with one core held
 * busy" stand for a machine that is doing something else at the same time.
 */
export function holdOneCoreBusy(): () => void {
  const child = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
  return () => {
    child.kill("SIGKILL");
  };
}
