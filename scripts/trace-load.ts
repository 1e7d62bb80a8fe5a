/**
 * The main thread of one page load, unthrottled: every task over 5 ms, with what it was (HTML parsing, style and
 * layout, script), from a Chromium performance trace of the production build. Lighthouse's simulation multiplies
 * these durations by four and counts in TBT what exceeds 50 ms of each task after its simulated first paint
 * (docs/decisions/0007): a task over 12.5 ms here is a long task there. Run `npm run build` first, then
 * `npx tsx scripts/trace-load.ts /blog`.
 */
import { BROWSER_USER_AGENT, launchBrowser } from "./lib/browser";
import { startBenchServer } from "./lib/bench-server";

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}

const page = process.argv[2] ?? "/";
const { url, stop } = await startBenchServer();
const browser = await launchBrowser();
try {
  await fetch(url + page); // warm-up
  // Lighthouse's mobile viewport.
  const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT, viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  await browser.startTracing(tab, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "blink", "loading"] });
  await tab.goto(url + page);
  await tab.waitForTimeout(2000);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  // The renderer that loaded the page: the busiest main thread (about:blank's is another one).
  const mains = events.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const busy = (main: TraceEvent) =>
    events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === "RunTask").reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0]!;
  const thread = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const start = Math.min(...thread.filter((event) => event.name === "RunTask").map((event) => event.ts));
  const totals = new Map<string, number>();
  for (const task of thread.filter((event) => event.name === "RunTask" && (event.dur ?? 0) > 5000)) {
    const end = task.ts + task.dur!;
    const inside = thread.filter((event) => event !== task && event.ts >= task.ts && event.ts <= end);
    // The time of the outermost events of some names (a script's call nests further calls, parsing nests scripts).
    const time = (...names: string[]) => {
      const matching = inside.filter((event) => names.includes(event.name));
      const outer = matching.filter(
        (event) =>
          !matching.some(
            (other) =>
              other !== event &&
              other.ts <= event.ts &&
              other.ts + (other.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
              (other.dur ?? 0) > (event.dur ?? 0),
          ),
      );
      return outer.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
    };
    // Parsing includes the inline stylesheet's parsing and the inline scripts it runs; style, the rest of the CSS
    // parsing (Blink parses declarations lazily); CSS parsing is shown apart, as a part of those two.
    const parts = {
      "HTML parsing": time("ParseHTML"),
      style: time("UpdateLayoutTree"),
      layout: time("Layout"),
      paint: time("Paint"),
      script: time("v8.evaluateModule", "v8.callFunction", "v8.run", "FunctionCall", "EvaluateScript"),
      "garbage collection": time("MinorGC", "MajorGC"),
      "(of which CSS parsing)": time("CSSParserImpl::parseStyleSheet"),
    };
    for (const [name, ms] of Object.entries(parts)) totals.set(name, (totals.get(name) ?? 0) + ms);
    const described = Object.entries(parts)
      .filter(([, ms]) => ms >= 1)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(", ");
    // What started the script of a long task: a module's evaluation, a timer, a message (React's scheduler)…
    const entry = inside.find((event) =>
      ["v8.evaluateModule", "FunctionCall", "EvaluateScript", "TimerFire", "FireAnimationFrame", "EventDispatch"].includes(event.name),
    );
    const origin =
      entry && parts.script >= 5 ? ` [${entry.name}${entry.args?.data?.url ? " " + entry.args.data.url.replace(/^.*\//, "") : ""}]` : "";
    const mark = task.dur! > 12_500 ? " (long under a 4× slowdown)" : "";
    console.log(
      `${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms  ${(task.dur! / 1000).toFixed(1).padStart(5)} ms${mark}: ${described}${origin}`,
    );
  }
  console.log(`tasks over 5 ms, by kind: ${[...totals].map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(", ")}`);
} finally {
  await browser.close();
  await stop();
}
