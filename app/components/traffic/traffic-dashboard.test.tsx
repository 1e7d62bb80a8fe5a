import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { aggregateViews, type CountedView, countriesCovered } from "@domain/analytics/definitions";
import type { TrafficDashboard as TrafficDashboardData } from "@server/analytics/traffic-report.server";
import { TrafficDashboard } from "./traffic-dashboard";

/** The dashboard rendered on the server from figures computed by the definitions, as the loader would return. */
function dashboardData(): TrafficDashboardData {
  let id = 0;
  const view = (at: string, key: string, extra: Partial<CountedView> = {}): CountedView => ({
    id: ++id,
    at: Date.parse(at),
    visitorKey: key,
    pageUrl: "/",
    source: null,
    country: "France",
    region: "Bretagne",
    ...extra,
  });
  const current = aggregateViews(
    [
      view("2026-11-20T09:00:00Z", "a", { source: "Google" }),
      view("2026-11-20T09:01:35Z", "a", { pageUrl: "/produits" }),
      view("2026-11-21T10:00:00Z", "b", { pageUrl: "/devis", country: "Belgique", region: "Wallonie", source: "=cmd" }),
      view("2026-11-22T10:00:00Z", "c", { country: null, region: null }),
    ],
    "2026-11-16",
    "2026-11-22",
  );
  const previous = aggregateViews([view("2026-11-10T09:00:00Z", "a"), view("2026-11-11T09:00:00Z", "b")], "2026-11-09", "2026-11-15");
  return {
    periodId: "7j",
    current: { from: "2026-11-16", to: "2026-11-22" },
    previous: { from: "2026-11-09", to: "2026-11-15" },
    summary: { ...current.totals, countries: countriesCovered(current) },
    previousSummary: { ...previous.totals, countries: countriesCovered(previous) },
    daily: current.daily,
    pages: current.breakdowns.page,
    sources: current.breakdowns.source,
    countries: current.breakdowns.country,
    regions: current.breakdowns.region,
  };
}

function render(loading = false): string {
  const data = dashboardData();
  const Stub = createRoutesStub([{ path: "/traffic", Component: () => <TrafficDashboard data={data} loading={loading} /> }]);
  return renderToString(<Stub initialEntries={["/traffic"]} />);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("TrafficDashboard", () => {
  it("shows the six cards with their figures and their change against the previous period", () => {
    const page = text(render());
    expect(page).toContain("Vues totales 4 +100 %");
    expect(page).toContain("Visiteurs uniques 3 visiteurs uniques par jour +50 %");
    expect(page).toContain("Pages par visiteur 1,33");
    // One visit of 95 s and two one-view visits: 95 / 3 = 31.7 s.
    expect(page).toContain("Temps moyen sur le site 0:32");
    expect(page).toContain("Taux de rebond 66,7 % -33,3 %");
    expect(page).toContain("Pays couverts 2 +100 %");
    expect(page).toContain("Temps moyen sur le site 0:32 Sans comparaison : zéro aux 7 jours précédents");
    expect(page).toContain("par rapport aux 7 jours précédents (du 09/11/2026 au 15/11/2026)");
  });

  it("draws the daily chart in SVG with a text equivalent, and lists the days newest first", () => {
    const html = render();
    expect(html).toMatch(/<svg viewBox="0 0 800 240" role="img"/);
    expect(html).toContain("Du 16/11/2026 au 22/11/2026. Jour le plus chargé : 20/11/2026, 2 vues.");
    expect(html).not.toMatch(/style=/);
    const page = text(html);
    expect(page.indexOf("22/11/2026 1")).toBeLessThan(page.indexOf("16/11/2026 0"));
  });

  it("names the sources, Direct included, the unknown place, and credits DB-IP", () => {
    const page = text(render());
    expect(page).toContain(
      "Sources de trafic 10 premières CSV : Sources de trafic Source Visites Visiteurs uniques par jour Vues Google 1 1 2",
    );
    expect(page).toContain("Direct 1 1 1");
    expect(page).toContain("Non localisé");
    expect(page).toContain("Géolocalisation IP par DB-IP");
  });

  it("links each table to its CSV export for the period, and marks the current period", () => {
    const html = render();
    for (const table of ["jours", "pages", "sources", "pays", "regions"]) {
      expect(html).toContain(`href="/traffic/export.csv?periode=7j&amp;tableau=${table}"`);
    }
    expect(html).toMatch(/aria-current="page"[^>]*>7 jours</);
  });

  it("shows a spinner while another period loads", () => {
    expect(text(render(true))).toContain("Chargement…");
    expect(text(render(false))).not.toContain("Chargement…");
  });
});
