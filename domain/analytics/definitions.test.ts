import { describe, expect, it } from "vitest";
import {
  aggregateViews,
  averageTimeOnSiteSeconds,
  bounceRate,
  type CountedView,
  countriesCovered,
  daysBetween,
  isExcludedView,
  NO_EXCLUSIONS,
  pagePath,
  pagesPerVisitor,
  sourceOf,
} from "./definitions";

let nextId = 1;
function view(at: string, visitorKey: string, extra: Partial<CountedView> = {}): CountedView {
  return {
    id: nextId++,
    at: Date.parse(at),
    visitorKey,
    pageUrl: "/",
    source: null,
    country: "France",
    region: "Pays de la Loire",
    ...extra,
  };
}

describe("visits, bounces and time on site", () => {
  it("a two-view visit with a 31-minute gap is two visits and two bounces", () => {
    const result = aggregateViews([view("2026-03-10T09:00:00Z", "a"), view("2026-03-10T09:31:00Z", "a")], "2026-03-10", "2026-03-10");
    expect(result.totals).toEqual({ views: 2, visitors: 1, visits: 2, bounces: 2, visitMs: 0 });
    expect(bounceRate(result.totals)).toBe(1);
    expect(averageTimeOnSiteSeconds(result.totals)).toBe(0);
  });

  it("views less than 30 minutes apart are one visit whose span is the time on site", () => {
    const result = aggregateViews(
      [view("2026-03-10T09:00:00Z", "a"), view("2026-03-10T09:29:59Z", "a"), view("2026-03-10T09:50:00Z", "a")],
      "2026-03-10",
      "2026-03-10",
    );
    expect(result.totals).toEqual({ views: 3, visitors: 1, visits: 1, bounces: 0, visitMs: 50 * 60 * 1000 });
    expect(averageTimeOnSiteSeconds(result.totals)).toBe(3000);
  });

  it("a gap of exactly 30 minutes starts a new visit", () => {
    const result = aggregateViews([view("2026-03-10T09:00:00Z", "a"), view("2026-03-10T09:30:00Z", "a")], "2026-03-10", "2026-03-10");
    expect(result.totals.visits).toBe(2);
  });

  it("a one-view visit counts 0 in the mean time on site", () => {
    const result = aggregateViews(
      [view("2026-03-10T09:00:00Z", "a"), view("2026-03-10T09:02:00Z", "a"), view("2026-03-10T10:00:00Z", "b")],
      "2026-03-10",
      "2026-03-10",
    );
    expect(averageTimeOnSiteSeconds(result.totals)).toBe(60);
    expect(bounceRate(result.totals)).toBe(0.5);
    expect(pagesPerVisitor(result.totals)).toBe(1.5);
  });
});

describe("unique visitors and Paris days", () => {
  it("a view at 23:59 and one at 00:01 Paris are two days and two visitors", () => {
    // 23:59 Paris in winter is 22:59 UTC.
    const result = aggregateViews([view("2026-01-14T22:59:00Z", "a"), view("2026-01-14T23:01:00Z", "a")], "2026-01-14", "2026-01-15");
    expect(result.daily.map((d) => [d.day, d.views, d.visitors, d.visits])).toEqual([
      ["2026-01-14", 1, 1, 1],
      ["2026-01-15", 1, 1, 1],
    ]);
    expect(result.totals.visitors).toBe(2);
  });

  it("visitors are distinct keys per day, summed over the period", () => {
    const result = aggregateViews(
      [view("2026-01-14T10:00:00Z", "a"), view("2026-01-14T11:00:00Z", "a"), view("2026-01-15T10:00:00Z", "a")],
      "2026-01-14",
      "2026-01-15",
    );
    expect(result.totals.visitors).toBe(2);
  });

  it("the spring-forward day has 23 hours: 00:30 and 23:30 Paris on 29 March 2026 are that day", () => {
    // 00:30 CET = 23:30 UTC the day before; 23:30 CEST = 21:30 UTC.
    const result = aggregateViews(
      [view("2026-03-28T23:30:00Z", "a"), view("2026-03-29T21:30:00Z", "b"), view("2026-03-29T22:00:00Z", "c")],
      "2026-03-28",
      "2026-03-30",
    );
    expect(result.daily.map((d) => d.views)).toEqual([0, 2, 1]);
  });

  it("the fall-back day has 25 hours: 00:30 and 23:30 Paris on 25 October 2026 are that day", () => {
    // 00:30 CEST = 22:30 UTC the day before; 23:30 CET = 22:30 UTC.
    const result = aggregateViews(
      [view("2026-10-24T22:30:00Z", "a"), view("2026-10-25T22:30:00Z", "b"), view("2026-10-25T23:00:00Z", "c")],
      "2026-10-24",
      "2026-10-26",
    );
    expect(result.daily.map((d) => d.views)).toEqual([0, 2, 1]);
  });

  it("lists every day of the period, zeros included, across a DST change", () => {
    expect(daysBetween("2026-03-28", "2026-03-31")).toEqual(["2026-03-28", "2026-03-29", "2026-03-30", "2026-03-31"]);
  });
});

describe("breakdowns", () => {
  it("counts a visit for the source of its first view, and its later views with it", () => {
    const result = aggregateViews(
      [
        view("2026-03-10T09:00:00Z", "a", { source: "Google", pageUrl: "/?utm_source=google" }),
        view("2026-03-10T09:01:00Z", "a", { pageUrl: "/produits" }),
        view("2026-03-10T09:02:00Z", "b"),
      ],
      "2026-03-10",
      "2026-03-10",
    );
    expect(result.breakdowns.source).toEqual([
      { name: "Google", country: "", views: 2, visitors: 1, visits: 1 },
      { name: "Direct", country: "", views: 1, visitors: 1, visits: 1 },
    ]);
    expect(result.breakdowns.page.map((row) => [row.name, row.views])).toEqual([
      ["/", 2],
      ["/produits", 1],
    ]);
  });

  it("counts countries covered, not the unknown one", () => {
    const result = aggregateViews(
      [
        view("2026-03-10T09:00:00Z", "a"),
        view("2026-03-10T09:00:00Z", "b", { country: "Belgique", region: "Wallonie" }),
        view("2026-03-10T09:00:00Z", "c", { country: null, region: null }),
      ],
      "2026-03-10",
      "2026-03-10",
    );
    expect(countriesCovered(result)).toBe(2);
    expect(result.breakdowns.region.map((row) => [row.country, row.name])).toEqual([
      ["", ""],
      ["France", "Pays de la Loire"],
      ["Belgique", "Wallonie"],
    ]);
  });
});

describe("sourceOf", () => {
  const site = "isolenpaille.fr";
  it("names well-known hosts through the alias table, with or without www", () => {
    expect(sourceOf("www.google.fr", "/", site)).toBe("Google");
    expect(sourceOf("news.google.com", "/", site)).toBe("Google");
    expect(sourceOf("www.bing.com", "/", site)).toBe("Bing");
    expect(sourceOf("www.qwant.com", "/", site)).toBe("Qwant");
    expect(sourceOf("www.ecosia.org", "/", site)).toBe("Ecosia");
    expect(sourceOf("duckduckgo.com", "/", site)).toBe("DuckDuckGo");
    expect(sourceOf("www.linkedin.com", "/", site)).toBe("LinkedIn");
    expect(sourceOf("lnkd.in", "/", site)).toBe("LinkedIn");
    expect(sourceOf("l.facebook.com", "/", site)).toBe("Facebook");
    expect(sourceOf("chatgpt.com", "/", site)).toBe("ChatGPT");
    expect(sourceOf("t.co", "/", site)).toBe("X (Twitter)");
  });
  it("keeps an unknown host, without www", () => {
    expect(sourceOf("www.maisons-paille.fr", "/", site)).toBe("maisons-paille.fr");
  });
  it("prefers utm_source, then source, then ref, to the referrer", () => {
    expect(sourceOf("www.google.fr", "/?utm_source=Newsletter&source=x", site)).toBe("newsletter");
    expect(sourceOf(null, "/?source=facebook", site)).toBe("Facebook");
    expect(sourceOf(null, "/?ref=chatgpt.com", site)).toBe("ChatGPT");
  });
  it("gives no source for a self-referral or no referrer (a visit starting there is Direct)", () => {
    expect(sourceOf("isolenpaille.fr", "/produits", site)).toBeNull();
    expect(sourceOf("www.isolenpaille.fr", "/produits", site)).toBeNull();
    expect(sourceOf(null, "/", site)).toBeNull();
  });
});

describe("exclusions", () => {
  const base = { pageUrl: "/produits", referrer: null, city: "Cholet", isAdmin: false };
  const configured = { cities: ["Cholet"], referrerHosts: ["preview.example.dev"], urlMarkers: ["__preview"] };

  it("keeps an ordinary view", () => {
    expect(isExcludedView(base, NO_EXCLUSIONS)).toBe(false);
  });
  it("excludes admin-mode views and the admin paths, not pages merely starting alike", () => {
    expect(isExcludedView({ ...base, isAdmin: true }, NO_EXCLUSIONS)).toBe(true);
    for (const path of ["/auth", "/commercial", "/traffic?x=1", "/donnees", "/business-plan", "/technique/a", "/masse-volumique"]) {
      expect(isExcludedView({ ...base, pageUrl: path }, NO_EXCLUSIONS), path).toBe(true);
    }
    expect(isExcludedView({ ...base, pageUrl: "/techniques-de-pose" }, NO_EXCLUSIONS)).toBe(false);
  });
  it("excludes the configured cities, referrer hosts (and their subdomains) and URL markers", () => {
    expect(isExcludedView({ ...base, city: "Cholet" }, configured)).toBe(true);
    expect(isExcludedView({ ...base, city: "Nantes", referrer: "a.preview.example.dev" }, configured)).toBe(true);
    expect(isExcludedView({ ...base, city: "Nantes", pageUrl: "/?ref=__preview" }, configured)).toBe(true);
    expect(isExcludedView({ ...base, city: "Nantes", referrer: "example.dev" }, configured)).toBe(false);
  });
});

describe("pagePath", () => {
  it("drops the campaign parameters", () => {
    expect(pagePath("/produits?utm_source=google")).toBe("/produits");
    expect(pagePath("/")).toBe("/");
  });
});
