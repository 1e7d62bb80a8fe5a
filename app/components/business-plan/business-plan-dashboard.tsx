import { Download } from "lucide-react";
import type { BusinessPlanDashboard as BusinessPlanData } from "@server/analytics/business-plan-report.server";
import { LEAD_FIGURES } from "@domain/analytics/lead-definitions";
import { calculationConversionRate, shareOfViewsThisMonth, yearlyProjections } from "@domain/analytics/business-plan-figures";
import { DASHBOARD_PERIODS } from "@domain/traffic-period";
import { formatEurosHT, formatNumber } from "@domain/format";
import { FigureCard } from "~/components/admin/figure-card";
import { TrafficTable } from "~/components/traffic/traffic-table";
import { businessPlanCsvHref, QUOTE_REQUESTS_TABLE, TOP_PRODUCTS_TABLE } from "~/lib/business-plan-tables";
import { comparedWithText, DashboardHeader } from "~/components/admin/dashboard-header";
import { QuoteRequestCard } from "~/components/admin/quote-request-card";
import { QuoteFollowUpCards, ResponseRateCard } from "~/components/quotes/quote-follow-up-cards";
import { QUOTE_FOLLOW_UP_TABLE } from "~/lib/quote-follow-up-tables";

type BusinessPlanDashboardProps = {
  data: BusinessPlanData;
  loading?: boolean;
};

const percent = (rate: number | null) => (rate === null ? "—" : `${formatNumber(rate * 100, 1)}\u00A0%`);

/** /business-plan (docs/product.md §3.5): six cards, growth projections, top products and the quote requests. */
export function BusinessPlanDashboard({ data, loading = false }: BusinessPlanDashboardProps) {
  const comparedWith = comparedWithText(DASHBOARD_PERIODS, data.periodId, data.previous);
  const { figures, previousFigures: previous, last30Days } = data;
  const thisMonth = shareOfViewsThisMonth(figures, last30Days);
  const projections = yearlyProjections(last30Days);
  const csv = (tableId: string) => businessPlanCsvHref(tableId, data.periodId);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <DashboardHeader
        title="Business Plan Dashboard"
        periodId={data.periodId}
        current={data.current}
        periods={DASHBOARD_PERIODS}
        loading={loading}
      />

      <div className={loading ? "opacity-60 transition-opacity" : undefined} aria-busy={loading}>
        <ul aria-label="Chiffres clés" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FigureCard
            title="Visiteurs uniques"
            value={figures.visitors}
            previous={previous?.visitors ?? null}
            comparedWith={comparedWith}
            note={
              thisMonth === null ? undefined : `+${formatNumber(thisMonth * 100, 0)}\u00A0% ce mois (part des vues des 30 derniers jours)`
            }
          />
          <FigureCard
            title="Calculs réalisés"
            value={figures.calculations}
            previous={previous?.calculations ?? null}
            comparedWith={comparedWith}
            note={`Taux de conversion : ${percent(calculationConversionRate(figures))} (calculs envoyés par e-mail / vues)`}
          />
          <FigureCard
            title="Panier moyen"
            value={figures.averageCost}
            format={formatEurosHT}
            previous={previous?.averageCost ?? null}
            comparedWith={comparedWith}
          />
          <FigureCard
            title={LEAD_FIGURES.businessPlan.title}
            value={figures.qualifiedLeads}
            previous={previous?.qualifiedLeads ?? null}
            comparedWith={comparedWith}
            note={LEAD_FIGURES.businessPlan.definition}
          />
          <FigureCard
            title="Téléchargements"
            value={figures.downloads}
            previous={previous?.downloads ?? null}
            comparedWith={comparedWith}
          />
          <FigureCard
            title="Conversions"
            value={figures.conversions}
            previous={previous?.conversions ?? null}
            comparedWith={comparedWith}
          />
        </ul>

        <section aria-labelledby="bp-projections" className="mt-10">
          <h2 id="bp-projections" className="text-2xl font-semibold tracking-tight">
            Projections de croissance
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">D'après les 30 derniers jours, sur douze mois.</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            <FigureCard title="Vues par an" value={projections.viewsPerYear} />
            <FigureCard
              title="Chiffre d'affaires potentiel annuel"
              value={projections.potentialRevenuePerYear}
              format={formatEurosHT}
              note="coût moyen × nombre de calculs × 12"
            />
            <FigureCard
              title={`${LEAD_FIGURES.businessPlan.title} par an`}
              value={projections.qualifiedLeadsPerYear}
              note={LEAD_FIGURES.businessPlan.definition}
            />
          </ul>
        </section>

        <div className="mt-10">
          <TrafficTable table={TOP_PRODUCTS_TABLE} rows={data.topProducts} csvHref={csv(TOP_PRODUCTS_TABLE.id)} note="3 premiers" />
        </div>

        <section aria-labelledby="bp-devis" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="bp-devis" className="text-2xl font-semibold tracking-tight">
              Demandes de devis
            </h2>
            {data.quoteRequests.total > 0 ? (
              <a
                href={csv(QUOTE_REQUESTS_TABLE.id)}
                download
                className="inline-flex items-center gap-1 text-sm font-medium underline underline-offset-4"
              >
                <Download aria-hidden className="size-4" />
                CSV<span className="sr-only"> : Demandes de devis</span>
              </a>
            ) : null}
          </div>
          {data.quoteRequests.total === 0 ? (
            <p className="mt-4 rounded-lg border border-border bg-card p-5 text-muted-foreground">Aucune demande de devis pour le moment</p>
          ) : (
            <>
              <ul aria-label="Résumé des demandes de devis" className="mt-4 grid gap-4 sm:grid-cols-3">
                <FigureCard
                  title="Total"
                  value={data.quoteRequests.total}
                  note="demandes du formulaire de devis et messages de contact mentionnant un devis"
                />
                <FigureCard title="Entreprises" value={data.quoteRequests.companies} />
                <ResponseRateCard figures={data.followUp} previous={data.previousFollowUp} comparedWith={comparedWith} />
              </ul>
              <ul aria-label="Suivi des demandes de devis" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <QuoteFollowUpCards
                  figures={data.followUp}
                  previous={data.previousFollowUp}
                  comparedWith={comparedWith}
                  withResponseRate={false}
                />
              </ul>
              <p className="mt-2 text-sm">
                <a href={csv(QUOTE_FOLLOW_UP_TABLE.id)} download className="underline underline-offset-4">
                  CSV du suivi des devis
                </a>{" "}
                ·{" "}
                <a href="/commercial/devis" className="underline underline-offset-4">
                  Suivre les demandes de devis
                </a>
              </p>
              <ul aria-label="10 dernières demandes de devis" className="mt-6 grid gap-4">
                {data.quoteRequests.latest.map((request) => (
                  <QuoteRequestCard key={request.id} request={request} />
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
