import { averageTimeOnSiteSeconds, bounceRate, pagesPerVisitor } from "@domain/analytics/definitions";
import type { TrafficSummary } from "@server/analytics/traffic-report.server";
import { formatMinutesSeconds, formatNumber } from "@domain/format";
import { ChangeIndicator } from "./change-indicator";

type TrafficCardsProps = {
  summary: TrafficSummary;
  previousSummary: TrafficSummary;
  comparedWith: string;
};

/** The six cards of docs/product.md §3.8, each with its change against the previous period of the same length. */
const CARDS: { title: string; note?: string; value(s: TrafficSummary): number; format(n: number): string }[] = [
  { title: "Vues totales", value: (s) => s.views, format: (n) => formatNumber(n, 0) },
  { title: "Visiteurs uniques", note: "visiteurs uniques par jour", value: (s) => s.visitors, format: (n) => formatNumber(n, 0) },
  { title: "Pages par visiteur", value: pagesPerVisitor, format: (n) => formatNumber(n, 2) },
  { title: "Temps moyen sur le site", value: averageTimeOnSiteSeconds, format: formatMinutesSeconds },
  { title: "Taux de rebond", value: bounceRate, format: (n) => `${formatNumber(n * 100, 1)}\u00A0%` },
  { title: "Pays couverts", value: (s) => s.countries, format: (n) => formatNumber(n, 0) },
];

export function TrafficCards({ summary, previousSummary, comparedWith }: TrafficCardsProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {CARDS.map((card) => (
        <li key={card.title} className="rounded-lg border border-border bg-card p-5">
          <h2 className="text-sm font-medium text-muted-foreground">{card.title}</h2>
          <p className="mt-1 text-3xl font-bold tabular-nums">{card.format(card.value(summary))}</p>
          {card.note ? <p className="text-xs text-muted-foreground">{card.note}</p> : null}
          <ChangeIndicator current={card.value(summary)} previous={card.value(previousSummary)} comparedWith={comparedWith} />
        </li>
      ))}
    </ul>
  );
}
