import type { TechniqueDashboard as TechniqueData } from "@server/analytics/technique-report.server";
import { DASHBOARD_PERIODS } from "@domain/traffic-period";
import { formatEurosHT, formatNumber } from "@domain/format";
import { TrafficTable } from "~/components/traffic/traffic-table";
import {
  CALCULATIONS_TABLE,
  MEASUREMENTS_TABLE,
  SUMMARIES_TABLE,
  techniqueCsvHref,
  WALL_PRESETS_TABLE,
  WORKSHEET_DAYS_TABLE,
} from "~/lib/technique-tables";
import { FigureCard } from "~/components/admin/figure-card";
import { comparedWithText, DashboardHeader } from "~/components/admin/dashboard-header";
import { WorksheetDaysChart } from "./worksheet-days-chart";

type TechniqueDashboardProps = {
  data: TechniqueData;
  loading?: boolean;
};

/** Measurements added per page view of the worksheet, in percent; null without a view. */
function viewsToMeasurements(pageViews: number, measurements: number): number | null {
  return pageViews === 0 ? null : (measurements / pageViews) * 100;
}

/**
 * /technique (docs/product.md §3.7): cards, the calculator's figures and latest calculations, the worksheet's figures,
 * measurements, e-mailed summaries and last 7 days. Aggregates and the latest rows only.
 */
export function TechniqueDashboard({ data, loading = false }: TechniqueDashboardProps) {
  const comparedWith = comparedWithText(DASHBOARD_PERIODS, data.periodId, data.previous);
  const csv = (tableId: string) => techniqueCsvHref(tableId, data.periodId);
  const { cards, calculator, worksheet, wallCalculator } = data;
  const conversion = viewsToMeasurements(worksheet.pageViews, worksheet.measurements);

  return (
    // Wider than the other dashboards: the latest calculations have 12 columns (docs/product.md §3.7).
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <DashboardHeader
        title="Tableau de Bord Technique"
        periodId={data.periodId}
        current={data.current}
        periods={DASHBOARD_PERIODS}
        loading={loading}
        note="Actualisé toutes les 30 secondes."
      />

      <div className={loading ? "opacity-60 transition-opacity" : undefined} aria-busy={loading}>
        <ul aria-label="Chiffres clés" className="mt-8 grid gap-4 sm:grid-cols-3">
          <FigureCard
            title="Téléchargements"
            value={cards.downloads.current}
            previous={cards.downloads.previous}
            comparedWith={comparedWith}
          />
          <FigureCard
            title="Calculs"
            value={cards.calculations.current}
            previous={cards.calculations.previous}
            comparedWith={comparedWith}
          />
          <FigureCard
            title="Bordereaux"
            note="récapitulatifs envoyés par e-mail"
            value={cards.worksheets.current}
            previous={cards.worksheets.previous}
            comparedWith={comparedWith}
          />
        </ul>

        <section aria-labelledby="technique-calculateur" className="mt-10">
          <h2 id="technique-calculateur" className="text-2xl font-semibold tracking-tight">
            Calculateur
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <FigureCard title="Calculs au total" value={calculator.total} />
            <FigureCard title="Avec envoi par e-mail" value={calculator.withEmail} />
            <FigureCard title="Comparaisons" value={calculator.comparisons} />
            <FigureCard title="Coût moyen" value={calculator.averageCost} format={formatEurosHT} />
          </ul>
          <div className="mt-6">
            <TrafficTable
              table={CALCULATIONS_TABLE}
              rows={data.latestCalculations}
              csvHref={csv(CALCULATIONS_TABLE.id)}
              note="30 derniers"
            />
          </div>
        </section>

        <section aria-labelledby="technique-paroi" className="mt-10">
          <h2 id="technique-paroi" className="text-2xl font-semibold tracking-tight">
            Calculateur de paroi
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            <FigureCard title="Calculs de paroi" value={wallCalculator.total} />
            <FigureCard title="Avec condensation" value={wallCalculator.withCondensation} />
            <FigureCard
              title="Botte la plus utilisée"
              note={wallCalculator.topBale ? `${wallCalculator.topBale.label} : calculs qui l'utilisent` : "aucun calcul avec nos bottes"}
              value={wallCalculator.topBale?.calculations ?? null}
            />
          </ul>
          <div className="mt-6">
            <TrafficTable table={WALL_PRESETS_TABLE} rows={data.wallPresets} csvHref={csv(WALL_PRESETS_TABLE.id)} />
          </div>
        </section>

        <section aria-labelledby="technique-bordereau" className="mt-10">
          <h2 id="technique-bordereau" className="text-2xl font-semibold tracking-tight">
            Bordereau d'autocontrôle
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <FigureCard
              title="Vues de la page"
              value={worksheet.pageViews}
              note={`${formatNumber(worksheet.visitors, 0)} visiteurs uniques par jour`}
            />
            <FigureCard title="Mesures ajoutées" value={worksheet.measurements} />
            <FigureCard title="E-mails envoyés" value={worksheet.emailsSent} />
            <FigureCard
              title="Taux vues → mesures"
              value={conversion}
              format={(n) => `${formatNumber(n, 1)}\u00A0%`}
              note="mesures ajoutées pour 100 vues"
            />
          </ul>
          <div className="mt-6">
            <WorksheetDaysChart days={data.lastDays} />
          </div>
          <div className="mt-6">
            <TrafficTable table={WORKSHEET_DAYS_TABLE} rows={data.lastDays} csvHref={csv(WORKSHEET_DAYS_TABLE.id)} />
          </div>
          <div className="mt-6">
            {data.latestMeasurements.length === 0 ? (
              <p className="rounded-lg border border-border bg-card p-5 text-muted-foreground">
                Aucune mesure individuelle enregistrée pour le moment
              </p>
            ) : (
              <TrafficTable
                table={MEASUREMENTS_TABLE}
                rows={data.latestMeasurements}
                csvHref={csv(MEASUREMENTS_TABLE.id)}
                note="100 dernières"
              />
            )}
          </div>
          <div className="mt-6">
            <TrafficTable table={SUMMARIES_TABLE} rows={data.latestSummaries} csvHref={csv(SUMMARIES_TABLE.id)} note="100 derniers" />
          </div>
        </section>
        <p className="mt-8 text-sm text-muted-foreground">
          Les actions en mode administrateur sont exclues. Vues et visiteurs de la page du bordereau : mêmes définitions que l'Analyse du
          Trafic.
        </p>
      </div>
    </div>
  );
}
