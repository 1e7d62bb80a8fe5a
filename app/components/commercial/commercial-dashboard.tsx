import { CircleCheck, TriangleAlert } from "lucide-react";
import { funnelDiagnostics, funnelSteps } from "@domain/analytics/commercial-funnel";
import { LEAD_FIGURES } from "@domain/analytics/lead-definitions";
import type { CommercialDashboard as CommercialData } from "@server/analytics/commercial-report.server";
import { DASHBOARD_PERIODS } from "@domain/traffic-period";
import { formatEurosHT, formatNumber } from "@domain/format";
import { FigureCard } from "~/components/admin/figure-card";
import { QuoteRequestCard } from "~/components/admin/quote-request-card";
import { TrafficTable } from "~/components/traffic/traffic-table";
import { commercialCsvHref, CONTACTS_TABLE, PROJECTS_TABLE, REGION_TABLE_IDS } from "~/lib/commercial-tables";
import { FunnelChart } from "./funnel-chart";
import { comparedWithText, DashboardHeader } from "~/components/admin/dashboard-header";
import { GeographyPanel } from "./geography-panel";
import { QuoteFollowUpCards } from "~/components/quotes/quote-follow-up-cards";
import { QUOTE_FOLLOW_UP_TABLE } from "~/lib/quote-follow-up-tables";

type CommercialDashboardProps = {
  data: CommercialData;
  loading?: boolean;
};

/** /commercial (docs/product.md §3.6): cards, the funnel and its diagnostics, geography, projects, quote requests, contacts. */
export function CommercialDashboard({ data, loading = false }: CommercialDashboardProps) {
  const comparedWith = comparedWithText(DASHBOARD_PERIODS, data.periodId, data.previous);
  const { figures, previousFigures: previous } = data;
  const csv = (tableId: string) => commercialCsvHref(tableId, data.periodId);
  const leadRate = figures.visitors === 0 ? null : figures.qualifiedLeads / figures.visitors;
  const diagnostics = funnelDiagnostics(figures);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <DashboardHeader
        title="Tableau de Bord Commercial"
        periodId={data.periodId}
        current={data.current}
        periods={DASHBOARD_PERIODS}
        loading={loading}
      />

      <div className={loading ? "opacity-60 transition-opacity" : undefined} aria-busy={loading}>
        <ul aria-label="Chiffres clés" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FigureCard
            title="Visiteurs uniques"
            value={figures.visitors}
            previous={previous?.visitors ?? null}
            comparedWith={comparedWith}
          />
          <FigureCard
            title={LEAD_FIGURES.commercial.title}
            value={figures.qualifiedLeads}
            previous={previous?.qualifiedLeads ?? null}
            comparedWith={comparedWith}
            note={`${LEAD_FIGURES.commercial.definition} · conversion ${leadRate === null ? "—" : `${formatNumber(leadRate * 100, 1)}\u00A0%`} des visiteurs`}
          />
          <FigureCard
            title="Budget moyen"
            value={figures.averageBudget}
            format={formatEurosHT}
            previous={previous?.averageBudget ?? null}
            comparedWith={comparedWith}
          />
          <FigureCard
            title="Demandes de devis"
            value={figures.quoteRequests}
            previous={previous?.quoteRequests ?? null}
            comparedWith={comparedWith}
            note="formulaire de devis et messages de contact mentionnant un devis"
          />
        </ul>

        <section aria-labelledby="commercial-suivi-devis" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="commercial-suivi-devis" className="text-2xl font-semibold tracking-tight">
              Suivi des devis
            </h2>
            <p className="text-sm">
              <a href={csv(QUOTE_FOLLOW_UP_TABLE.id)} download className="underline underline-offset-4">
                CSV<span className="sr-only"> : Suivi des devis</span>
              </a>{" "}
              ·{" "}
              <a href="/commercial/devis" className="underline underline-offset-4">
                Suivre les demandes de devis
              </a>
            </p>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">Demandes reçues pendant la période, telles qu'elles en sont aujourd'hui.</p>
          <ul aria-label="Suivi des devis" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <QuoteFollowUpCards figures={data.followUp} previous={data.previousFollowUp} comparedWith={comparedWith} />
          </ul>
        </section>

        <section aria-labelledby="commercial-entonnoir" className="mt-10 rounded-lg border border-border bg-card p-5">
          <h2 id="commercial-entonnoir" className="text-xl font-semibold">
            Entonnoir de conversion
          </h2>
          <div className="mt-4">
            <FunnelChart steps={funnelSteps(figures)} />
          </div>
          {diagnostics.length > 0 ? (
            <ul aria-label="Diagnostic" className="mt-6 flex flex-col gap-3">
              {diagnostics.map((diagnostic) => (
                <li
                  key={diagnostic.id}
                  data-diagnostic={diagnostic.id}
                  className={`flex gap-3 rounded-md p-3 text-sm ${diagnostic.tone === "success" ? "bg-green-50 text-green-900" : "bg-straw-100 text-earth-950"}`}
                >
                  {diagnostic.tone === "success" ? (
                    <CircleCheck aria-hidden className="size-5 shrink-0" />
                  ) : (
                    <TriangleAlert aria-hidden className="size-5 shrink-0" />
                  )}
                  {diagnostic.text}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-4 text-xs text-muted-foreground">
            Visiteurs et consultations des produits : visiteurs uniques par jour ; prospects : adresses ayant reçu leur calcul ; demandes de
            devis : demandes envoyées depuis le site ; validation marché : adresses ayant reçu un récapitulatif du bordereau. Chaque étape
            est rapportée aux visiteurs ; d'une étape à l'autre, un taux n'est donné que si la seconde est une partie de la première (on
            peut demander un devis sans calcul, ou remplir le bordereau sans devis).
          </p>
        </section>

        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <GeographyPanel
            title="Téléchargements par région"
            tableId={REGION_TABLE_IDS.downloads}
            figures={data.downloadsGeography}
            csvHref={csv(REGION_TABLE_IDS.downloads)}
            unit="téléchargements"
          />
          <GeographyPanel
            title="Visiteurs par région"
            tableId={REGION_TABLE_IDS.visitors}
            figures={data.visitorsGeography}
            csvHref={csv(REGION_TABLE_IDS.visitors)}
            unit="visiteurs uniques par jour"
          />
        </div>

        <div className="mt-10">
          <TrafficTable table={PROJECTS_TABLE} rows={data.projects} csvHref={csv(PROJECTS_TABLE.id)} note="10 derniers" />
        </div>

        <section aria-labelledby="commercial-devis" className="mt-10">
          <h2 id="commercial-devis" className="text-2xl font-semibold tracking-tight">
            Demandes de Devis
          </h2>
          {data.quoteRequests.length === 0 ? (
            <p className="mt-4 rounded-lg border border-border bg-card p-5 text-muted-foreground">Aucune demande de devis pour le moment</p>
          ) : (
            <ul aria-label="20 dernières demandes de devis" className="mt-4 grid gap-4 lg:grid-cols-2">
              {data.quoteRequests.map((request) => (
                <QuoteRequestCard key={request.id} request={request} messageHeading="Détails du projet" />
              ))}
            </ul>
          )}
        </section>

        <div className="mt-10">
          <TrafficTable
            table={CONTACTS_TABLE}
            rows={data.contacts.latest}
            csvHref={csv(CONTACTS_TABLE.id)}
            note={`20 dernières sur ${formatNumber(data.contacts.total, 0)} au total`}
          />
        </div>
      </div>
    </div>
  );
}
