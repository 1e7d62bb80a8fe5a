import { describe, expect, it } from "vitest";
import { aggregateViews, type CountedView } from "@domain/analytics/definitions";
import { trafficCsv } from "./traffic-csv";

const view = (id: number, at: string, key: string, extra: Partial<CountedView> = {}): CountedView => ({
  id,
  at: Date.parse(at),
  visitorKey: key,
  pageUrl: "/",
  source: null,
  country: "France",
  region: "Bretagne",
  ...extra,
});

const aggregate = aggregateViews(
  [
    view(1, "2026-11-20T09:00:00Z", "a", { source: '=HYPERLINK("x")' }),
    view(2, "2026-11-20T09:01:35Z", "a", { pageUrl: "/produits" }),
    view(3, "2026-11-21T09:00:00Z", "b"),
  ],
  "2026-11-20",
  "2026-11-21",
);

describe("trafficCsv", () => {
  it("writes the daily table newest first, with the BOM, ;, French days and decimal commas", () => {
    expect(trafficCsv(aggregate, "jours")).toBe(
      "\uFEFFJour;Vues;Visiteurs uniques par jour;Visites;Taux de rebond (%);Temps moyen sur le site (s)\r\n" +
        "21/11/2026;1;1;1;100;0\r\n" +
        "20/11/2026;2;1;1;0;95\r\n",
    );
  });
  it("writes every line of a breakdown and guards a source that looks like a formula", () => {
    expect(trafficCsv(aggregate, "sources")).toBe(
      "\uFEFFSource;Visites;Visiteurs uniques par jour;Vues\r\n" + '"\'=HYPERLINK(""x"")";1;1;2\r\n' + "Direct;1;1;1\r\n",
    );
    expect(trafficCsv(aggregate, "regions")).toBe("\uFEFFRégion;Pays;Visiteurs uniques par jour;Vues\r\nBretagne;France;2;3\r\n");
  });
  it("knows no other table", () => {
    expect(trafficCsv(aggregate, "toString")).toBeNull();
  });
});
