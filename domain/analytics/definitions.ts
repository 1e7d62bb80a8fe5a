import { parisDay } from "@domain/calendar";

/**
 * What every traffic figure means (docs/analytics.md, docs/product.md §3.8), in one place. The SQL of the roll-ups and of
 * the live path (traffic-sql.server.ts) implements exactly these rules; `aggregateViews` below is their plain
 * JavaScript statement, used as the reference the SQL is tested against and as the "fetch every row, aggregate in
 * JavaScript" approach the benchmark compares with.
 *
 * - A day is a Paris calendar day (a DST day has 23 or 25 hours).
 * - Unique visitors = distinct daily visitor keys per day, summed over the period ("visiteurs uniques par jour"):
 *   keys change every day with the salt, so nobody can be followed from one day to the next.
 * - A visit = one key's views on one day with gaps under 30 minutes (a gap of 30 minutes or more starts a new
 *   visit). Keys are daily, so a visit never spans two days.
 * - Time on site = the mean visit span (last view minus first view of a visit); a one-view visit counts 0. This is
 *   the original "span between the first and last view of the same visitor" made per visit (docs/product.md §13), so that a visitor
 *   coming back in the evening does not count the whole afternoon.
 * - A bounce = a one-view visit; bounce rate = bounces / visits. Pages per visitor = views / visitors.
 * - The source of a visit is the source of its first view: the `utm_source`, `source` or `ref` parameter if any,
 *   else the referrer's host without `www.`, named through SOURCE_ALIASES; a referrer from the site itself is no
 *   source; no source at all is 'Direct'.
 * - Excluded from every figure: views flagged is_admin, the admin paths of docs/product.md §7, and the configured lists
 *   (cities, referrer hosts, URL markers). Bots are not even stored.
 * Instants are compared to the millisecond (what a JavaScript Date holds).
 */

export const VISIT_GAP_MS = 30 * 60 * 1000;
export const DIRECT = "Direct";

/** Admin pages (docs/product.md §7 'Traffic exclusions'): a path equal to one of these or below it is not traffic. */
export const ADMIN_PATHS = ["/auth", "/commercial", "/traffic", "/donnees", "/business-plan", "/technique", "/masse-volumique"] as const;

/** Query parameters naming a source, in order of precedence: an explicitly tagged link beats the referrer. */
export const SOURCE_PARAMETERS = ["utm_source", "source", "ref"] as const;

/**
 * Well-known sources: a host or parameter value is given this name when one of its dot-separated labels is one of
 * `labels` (google.fr, news.google.com and utm_source=google are all Google), or when it is one of `hosts`.
 */
export const SOURCE_ALIASES: readonly { name: string; labels?: readonly string[]; hosts?: readonly string[] }[] = [
  { name: "Google", labels: ["google", "googleusercontent"] },
  { name: "Bing", labels: ["bing"] },
  { name: "Qwant", labels: ["qwant"] },
  { name: "Ecosia", labels: ["ecosia"] },
  { name: "DuckDuckGo", labels: ["duckduckgo"] },
  { name: "Yahoo", labels: ["yahoo"] },
  { name: "Brave Search", hosts: ["search.brave.com"] },
  { name: "LinkedIn", labels: ["linkedin", "lnkd"] },
  { name: "Facebook", labels: ["facebook", "fb"] },
  { name: "Instagram", labels: ["instagram"] },
  { name: "YouTube", labels: ["youtube"] },
  { name: "Pinterest", labels: ["pinterest"] },
  { name: "X (Twitter)", labels: ["twitter"], hosts: ["t.co", "x.com"] },
  { name: "ChatGPT", labels: ["chatgpt", "openai"] },
  { name: "Perplexity", labels: ["perplexity"] },
  { name: "Le Bon Coin", labels: ["leboncoin"] },
];

/** The configurable exclusions (docs/configuration.md), never hard-coded. */
export interface TrafficExclusions {
  /** City names exactly as the geolocation writes them. */
  cities: readonly string[];
  /** Referrer hosts, lower case as stored; a subdomain of a listed host is excluded too. */
  referrerHosts: readonly string[];
  /** Text that, found anywhere in the stored page URL, marks a view to leave out (a preview token…). */
  urlMarkers: readonly string[];
}

export const NO_EXCLUSIONS: TrafficExclusions = { cities: [], referrerHosts: [], urlMarkers: [] };

/** A host as sources are named: lower case, without `www.`. */
export function bareHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^www\./, "");
}

function aliasOf(value: string): string | undefined {
  const labels = value.split(".");
  return SOURCE_ALIASES.find((alias) => alias.hosts?.includes(value) || alias.labels?.some((label) => labels.includes(label)))?.name;
}

/**
 * The source of one view, or null when it has none of its own (a visit starting there is 'Direct').
 * `referrerHost` is the stored host, `pageUrl` the stored path with its campaign parameters, `siteHost` ours.
 */
export function sourceOf(referrerHost: string | null, pageUrl: string, siteHost: string): string | null {
  const parameters = new URL(pageUrl, "http://site.invalid").searchParams;
  for (const name of SOURCE_PARAMETERS) {
    const value = parameters.get(name)?.trim().toLowerCase();
    if (value) return aliasOf(bareHost(value)) ?? value;
  }
  if (!referrerHost) return null;
  const host = bareHost(referrerHost);
  if (!host || host === bareHost(siteHost)) return null;
  return aliasOf(host) ?? host;
}

/** The page a view counts for: its path, without the campaign parameters. */
export function pagePath(pageUrl: string): string {
  const end = pageUrl.search(/[?#]/);
  return end === -1 ? pageUrl : pageUrl.slice(0, end);
}

export function isAdminPath(pageUrl: string): boolean {
  const path = pagePath(pageUrl);
  return ADMIN_PATHS.some((admin) => path === admin || path.startsWith(`${admin}/`));
}

export interface ExclusionFacts {
  pageUrl: string;
  referrer: string | null;
  city: string | null;
  isAdmin: boolean;
}

export function isExcludedView(view: ExclusionFacts, exclusions: TrafficExclusions): boolean {
  if (view.isAdmin || isAdminPath(view.pageUrl)) return true;
  if (view.city !== null && exclusions.cities.includes(view.city)) return true;
  if (view.referrer !== null) {
    const host = view.referrer;
    if (exclusions.referrerHosts.some((excluded) => host === excluded || host.endsWith(`.${excluded}`))) return true;
  }
  return exclusions.urlMarkers.some((marker) => view.pageUrl.includes(marker));
}

/** Additive figures of a day or a period; everything shown is derived from them. */
export interface TrafficTotals {
  views: number;
  visitors: number;
  visits: number;
  bounces: number;
  /** Sum of the visit spans, in milliseconds. */
  visitMs: number;
}

export const ZERO_TOTALS: TrafficTotals = { views: 0, visitors: 0, visits: 0, bounces: 0, visitMs: 0 };

export function addTotals(a: TrafficTotals, b: TrafficTotals): TrafficTotals {
  return {
    views: a.views + b.views,
    visitors: a.visitors + b.visitors,
    visits: a.visits + b.visits,
    bounces: a.bounces + b.bounces,
    visitMs: a.visitMs + b.visitMs,
  };
}

export function pagesPerVisitor(t: TrafficTotals): number {
  return t.visitors === 0 ? 0 : t.views / t.visitors;
}

/** Mean visit span in seconds. */
export function averageTimeOnSiteSeconds(t: TrafficTotals): number {
  return t.visits === 0 ? 0 : t.visitMs / t.visits / 1000;
}

/** Bounces / visits, between 0 and 1. */
export function bounceRate(t: TrafficTotals): number {
  return t.visits === 0 ? 0 : t.bounces / t.visits;
}

export type Dimension = "page" | "source" | "country" | "region";

/** One line of a breakdown over a period; `country` is set for regions only ('' otherwise). Unknown = ''. */
export interface BreakdownRow {
  name: string;
  country: string;
  views: number;
  /** Distinct keys per day with a view in this line, summed over the days. */
  visitors: number;
  /** Visits with a view in this line (for sources: visits that started from it). */
  visits: number;
}

export interface DailyFigures extends TrafficTotals {
  day: string;
}

/** Everything a traffic dashboard shows about one period, aggregated: never a raw row. */
export interface TrafficAggregate {
  totals: TrafficTotals;
  daily: DailyFigures[];
  breakdowns: Record<Dimension, BreakdownRow[]>;
}

export function countriesCovered(aggregate: TrafficAggregate): number {
  return aggregate.breakdowns.country.filter((row) => row.name !== "" && row.views > 0).length;
}

/** Breakdown order: most views (sources: most visits), then views, visitors, name; every path sorts the same. */
export function sortBreakdown(dimension: Dimension, rows: BreakdownRow[]): BreakdownRow[] {
  const key = dimension === "source" ? "visits" : "views";
  return rows.sort(
    (a, b) =>
      b[key] - a[key] ||
      b.views - a.views ||
      b.visitors - a.visitors ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      (a.country < b.country ? -1 : a.country > b.country ? 1 : 0),
  );
}

/** A stored view as the figures need it (after the exclusions). `at` is epoch milliseconds. */
export interface CountedView {
  id: number;
  at: number;
  visitorKey: string;
  pageUrl: string;
  source: string | null;
  country: string | null;
  region: string | null;
}

/** Every Paris day from `from` to `to` inclusive (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The definitions above applied in plain JavaScript to the views of the Paris days `from`..`to` (views outside are
 * ignored). Quadratic in nothing, but it needs every row in memory: the reference, not the dashboard's path.
 */
export function aggregateViews(views: readonly CountedView[], from: string, to: string): TrafficAggregate {
  const byDayAndKey = new Map<string, CountedView[]>();
  for (const view of views) {
    const day = parisDay(new Date(view.at));
    if (day < from || day > to) continue;
    const group = `${day}\n${view.visitorKey}`;
    const list = byDayAndKey.get(group);
    if (list) list.push(view);
    else byDayAndKey.set(group, [view]);
  }
  const daily = new Map(daysBetween(from, to).map((day) => [day, { ...ZERO_TOTALS }]));
  const lines: Record<Dimension, Map<string, BreakdownRow & { keys: Set<string>; visitIds: Set<string> }>> = {
    page: new Map(),
    source: new Map(),
    country: new Map(),
    region: new Map(),
  };
  const count = (dimension: Dimension, name: string, country: string, dayKey: string, visitId: string) => {
    const id = `${name}\n${country}`;
    let line = lines[dimension].get(id);
    if (!line) {
      line = { name, country, views: 0, visitors: 0, visits: 0, keys: new Set(), visitIds: new Set() };
      lines[dimension].set(id, line);
    }
    line.views += 1;
    line.keys.add(dayKey);
    line.visitIds.add(visitId);
  };
  for (const [group, list] of byDayAndKey) {
    const day = group.slice(0, 10);
    const figures = daily.get(day)!;
    list.sort((a, b) => a.at - b.at || a.id - b.id);
    figures.visitors += 1;
    let visitNumber = 0;
    let visitStart = 0;
    let visitSource = DIRECT;
    let visitViews = 0;
    for (let i = 0; i < list.length; i++) {
      const view = list[i]!;
      if (i === 0 || view.at - list[i - 1]!.at >= VISIT_GAP_MS) {
        if (i > 0) closeVisit(figures, visitViews, list[i - 1]!.at - visitStart);
        visitNumber += 1;
        visitStart = view.at;
        visitSource = view.source ?? DIRECT;
        visitViews = 0;
      }
      visitViews += 1;
      figures.views += 1;
      const visitId = `${group}\n${visitNumber}`;
      count("page", pagePath(view.pageUrl), "", group, visitId);
      count("source", visitSource, "", group, visitId);
      count("country", view.country ?? "", "", group, visitId);
      count("region", view.region ?? "", view.country ?? "", group, visitId);
    }
    closeVisit(figures, visitViews, list[list.length - 1]!.at - visitStart);
  }
  const breakdowns = {} as Record<Dimension, BreakdownRow[]>;
  for (const dimension of Object.keys(lines) as Dimension[]) {
    breakdowns[dimension] = sortBreakdown(
      dimension,
      [...lines[dimension].values()].map(({ keys, visitIds, ...row }) => ({ ...row, visitors: keys.size, visits: visitIds.size })),
    );
  }
  const dailyRows = [...daily].map(([day, figures]) => ({ day, ...figures }));
  return { totals: dailyRows.reduce<TrafficTotals>(addTotals, { ...ZERO_TOTALS }), daily: dailyRows, breakdowns };
}

function closeVisit(figures: TrafficTotals, views: number, spanMs: number) {
  figures.visits += 1;
  if (views === 1) figures.bounces += 1;
  figures.visitMs += spanMs;
}
