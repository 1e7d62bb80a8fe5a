import { Link } from "react-router";
import type { Route } from "./+types/quote-requests";
import { pageTitle } from "@domain/brand";
import { formatEurosHT, formatNumber } from "@domain/format";
import { QUOTE_SOURCE_LABELS } from "@domain/quotes/quote-source";
import { formatDateTime, formatWorkingHours } from "@domain/quotes/quote-format";
import { parseStatusFilter, QUOTE_STATUS_LABELS, QUOTE_STATUSES } from "@domain/quotes/quote-status";
import { requireAdmin } from "@server/auth/viewer.server";
import { servicesContext } from "@server/context.server";
import { listQuoteRequests } from "@server/quotes/quote-request-list.server";
import { DashboardLoadError } from "~/components/admin/dashboard-load-error";
import { QuoteStatusBadge } from "~/components/quotes/quote-status-badge";
import { OVERDUE_FILTER, quoteListHref } from "~/lib/quote-request-links";
import { useRefreshWhileVisible } from "~/hooks/use-refresh-while-visible";
import { pageMeta } from "~/lib/seo";

const TITLE = "Suivi des demandes de devis";
/** docs/product.md §3.4: the admin pages refetch every 30 seconds while visible. */
const REFRESH_MS = 30_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const params = new URL(request.url).searchParams;
  const filter = params.get("statut");
  const page = Number(params.get("page") ?? "1");
  return listQuoteRequests(context.get(servicesContext).db.$client, {
    status: parseStatusFilter(filter),
    overdueOnly: filter === OVERDUE_FILTER,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: pageTitle(TITLE), description: "Page réservée aux administrateurs.", noindex: true });

/** /commercial/devis (docs/product.md §6.10): every quote request, filtered by status, the overdue ones flagged. */
export default function QuoteRequestsPage({ loaderData: list }: Route.ComponentProps) {
  useRefreshWhileVisible(REFRESH_MS);
  const current = list.overdueOnly ? OVERDUE_FILTER : list.status;
  const filters: Array<{ id: string | null; label: string }> = [
    { id: null, label: "Toutes" },
    { id: OVERDUE_FILTER, label: `En retard (${formatNumber(list.overdueTotal, 0)})` },
    ...QUOTE_STATUSES.map((status) => ({ id: status, label: QUOTE_STATUS_LABELS[status] })),
  ];
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link to="/commercial" className="underline underline-offset-4">
          Tableau de Bord Commercial
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{TITLE}</h1>
      <p className="mt-2 text-muted-foreground">
        Une demande non répondue après 48 heures ouvrées (du lundi au vendredi, hors jours fériés) est signalée en retard.
      </p>
      {list.overdueTotal > 0 ? (
        <p role="status" className="mt-4 rounded-md bg-straw-100 p-3 text-sm font-medium text-earth-950">
          {list.overdueTotal === 1
            ? "1 demande attend une réponse depuis plus de 48 heures ouvrées."
            : `${formatNumber(list.overdueTotal, 0)} demandes attendent une réponse depuis plus de 48 heures ouvrées.`}
        </p>
      ) : null}

      <nav aria-label="Filtrer par statut" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => (
            <li key={filter.id ?? "toutes"}>
              <Link
                to={quoteListHref(filter.id)}
                aria-current={current === filter.id ? "page" : undefined}
                className="inline-flex h-9 items-center rounded-md border border-input px-3 text-sm font-medium aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <p className="mt-4 text-sm text-muted-foreground">
        {list.total === 0 ? "Aucune demande de devis pour le moment" : `${formatNumber(list.total, 0)} demande${list.total > 1 ? "s" : ""}`}
      </p>
      {list.total > 0 ? (
        <div className="mt-2 overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Demandes de devis, les plus récentes d'abord</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Reçue le
                </th>
                <th scope="col" className="px-3 py-2">
                  Client
                </th>
                <th scope="col" className="px-3 py-2">
                  Projet
                </th>
                <th scope="col" className="px-3 py-2">
                  Source
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Montant
                </th>
                <th scope="col" className="px-3 py-2">
                  Statut
                </th>
                <th scope="col" className="px-3 py-2">
                  Attente
                </th>
              </tr>
            </thead>
            <tbody>
              {list.requests.map((request) => (
                <tr key={request.id} className="border-t border-border" data-overdue={request.overdue || undefined}>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(request.createdAt)}</td>
                  <td className="px-3 py-2">
                    <Link to={`/commercial/devis/${request.id}`} className="font-medium underline underline-offset-4">
                      {request.name}
                    </Link>
                    {request.company ? <span className="block text-muted-foreground">{request.company}</span> : null}
                  </td>
                  <td className="px-3 py-2">{request.projectTitle}</td>
                  <td className="px-3 py-2">{QUOTE_SOURCE_LABELS[request.source]}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {request.subtotalHT === null ? "—" : formatEurosHT(request.subtotalHT)}
                  </td>
                  <td className="px-3 py-2">
                    <QuoteStatusBadge status={request.status} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {request.waitingWorkingHours === null ? "—" : formatWorkingHours(request.waitingWorkingHours)}
                    {request.overdue ? <span className="ml-2 font-semibold text-destructive">En retard</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-4 text-sm">
          {list.page > 1 ? (
            <Link to={quoteListHref(current, list.page - 1)} className="underline underline-offset-4">
              Page précédente
            </Link>
          ) : null}
          <span>
            Page {formatNumber(list.page, 0)} sur {formatNumber(pages, 0)}
          </span>
          {list.page < pages ? (
            <Link to={quoteListHref(current, list.page + 1)} className="underline underline-offset-4">
              Page suivante
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <DashboardLoadError title={TITLE} />;
}
