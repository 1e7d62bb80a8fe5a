import { LoaderCircle } from "lucide-react";
import { TRAFFIC_PERIODS } from "@domain/traffic-period";
import { formatDateShort } from "@domain/format";
import type { TrafficDashboard as TrafficDashboardData } from "@server/analytics/traffic-report.server";
import { COUNTRIES_TABLE, DAILY_TABLE, PAGES_TABLE, REGIONS_TABLE, SOURCES_TABLE, trafficCsvHref } from "~/lib/traffic-tables";
import { DailyChart } from "./daily-chart";
import { PeriodSelector } from "./period-selector";
import { TrafficCards } from "./traffic-cards";
import { TrafficTable } from "./traffic-table";

type TrafficDashboardProps = {
  data: TrafficDashboardData;
  /** A client navigation (another period) is loading. */
  loading?: boolean;
};

/** /traffic (tools §2.8): cards, daily chart and table, top pages and sources, geography. Aggregates only. */
export function TrafficDashboard({ data, loading = false }: TrafficDashboardProps) {
  const period = TRAFFIC_PERIODS.find((p) => p.id === data.periodId)!;
  const comparedWith = `aux ${period.label} précédents (du ${formatDateShort(data.previous.from)} au ${formatDateShort(data.previous.to)})`;
  const csv = (tableId: string) => trafficCsvHref(tableId, data.periodId);
  const latestDays = data.daily.slice(-30).reverse();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Analyse du Trafic</h1>
          <p className="mt-1 text-muted-foreground">
            Du {formatDateShort(data.current.from)} au {formatDateShort(data.current.to)} (aujourd'hui inclus)
          </p>
        </div>
        <div className="flex items-center gap-3">
          {loading ? (
            <span role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              Chargement…
            </span>
          ) : null}
          <PeriodSelector current={data.periodId} />
        </div>
      </div>

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
