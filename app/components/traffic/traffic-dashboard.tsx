import { TRAFFIC_PERIODS } from "@domain/traffic-period";

import type { TrafficDashboard as TrafficDashboardData } from "@server/analytics/traffic-report.server";
import { COUNTRIES_TABLE, DAILY_TABLE, PAGES_TABLE, REGIONS_TABLE, SOURCES_TABLE, trafficCsvHref } from "~/lib/traffic-tables";
import { DailyChart } from "./daily-chart";
import { TrafficCards } from "./traffic-cards";
import { comparedWithText, DashboardHeader } from "~/components/admin/dashboard-header";
import { TrafficTable } from "./traffic-table";

type TrafficDashboardProps = {
  data: TrafficDashboardData;
  /** A client navigation (another period) is loading. */
  loading?: boolean;
};

/** /traffic (docs/product.md §3.8): cards, daily chart and table, top pages and sources, geography. Aggregates only. */
export function TrafficDashboard({ data, loading = false }: TrafficDashboardProps) {
  const comparedWith = comparedWithText(TRAFFIC_PERIODS, data.periodId, data.previous);
  const csv = (tableId: string) => trafficCsvHref(tableId, data.periodId);
  const latestDays = data.daily.slice(-30).reverse();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <DashboardHeader title="Analyse du Trafic" periodId={data.periodId} current={data.current} loading={loading} />

      <div className={loading ? "opacity-60 transition-opacity" : undefined} aria-busy={loading}>
        <div className="mt-8">
          <TrafficCards summary={data.summary} previousSummary={data.previousSummary} comparedWith={comparedWith} />
        </div>
        <div className="mt-8">
          <DailyChart daily={data.daily} />
        </div>
        <div className="mt-8">
          <TrafficTable table={DAILY_TABLE} rows={latestDays} csvHref={csv(DAILY_TABLE.id)} note="30 derniers jours de la période" />
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <TrafficTable table={PAGES_TABLE} rows={data.pages} csvHref={csv(PAGES_TABLE.id)} note="10 premières" />
          <TrafficTable table={SOURCES_TABLE} rows={data.sources} csvHref={csv(SOURCES_TABLE.id)} note="10 premières" />
          <TrafficTable table={COUNTRIES_TABLE} rows={data.countries} csvHref={csv(COUNTRIES_TABLE.id)} />
          <TrafficTable table={REGIONS_TABLE} rows={data.regions} csvHref={csv(REGIONS_TABLE.id)} note="20 premières" />
        </div>
        <p className="mt-8 text-sm text-muted-foreground">
          Visiteurs uniques par jour : une clé quotidienne anonyme par visiteur, sans cookie ; une visite se termine après 30 minutes sans
          page vue. Les vues en mode administrateur, les pages d'administration et les robots sont exclus.{" "}
          <a href="https://db-ip.com" className="underline underline-offset-4">
            Géolocalisation IP par DB-IP
          </a>
          .
        </p>
      </div>
    </div>
  );
}
