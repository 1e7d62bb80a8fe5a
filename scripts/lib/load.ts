import autocannon from "autocannon";
import { loadAverage } from "./machine-load";

export interface LoadResult {
  seconds: number;
  requests: number;
  perSecond: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  timeouts: number;
}

/**
 * Drives `url` with autocannon (closed loop: each connection sends its next request when the last is answered) and
 * measures every answer's time itself, for exact percentiles.
 */
export async function runLoad(options: autocannon.Options): Promise<LoadResult> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(times.length * q) - 1)] ?? Number.NaN;
  const seconds = result.duration;
  return {
    seconds,
    requests: times.length,
    perSecond: times.length / seconds,
    statuses,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export function printLoad(label: string, result: LoadResult): void {
  console.log(`${label} (load average ${loadAverage()} at the end)`);
  console.log(`  ${result.requests} answers in ${result.seconds.toFixed(1)} s: ${result.perSecond.toFixed(0)} requests/s`);
  console.log(`  latency p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`);
  console.log(`  statuses ${JSON.stringify(result.statuses)}, errors ${result.errors}, timeouts ${result.timeouts}`);
}

/** `--name value` from the command line, or the default. */
export function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}
