import { useId } from "react";
import type { GeographyPanel as GeographyFigures } from "@server/analytics/commercial-report.server";
import { formatNumber } from "@domain/format";
import { FigureCard } from "~/components/admin/figure-card";
import { TrafficTable } from "~/components/traffic/traffic-table";
import { regionsTable, UNSPECIFIED_REGION } from "~/lib/commercial-tables";

type GeographyPanelProps = {
  title: string;
  tableId: string;
  figures: GeographyFigures;
  csvHref: string;
  /** "téléchargements", "visiteurs uniques par jour": what the counts count. */
  unit: string;
};

const TOP = 5;
const SHOWN = 20;
const COLOURS = ["fill-earth-800", "fill-green-700", "fill-straw-500", "fill-earth-500", "fill-green-500", "fill-earth-200"];

/** docs/product.md §3.6 geographic panel: countries, active regions, total, the top 5 regions in one bar with 'Autres', 20 rows. */
export function GeographyPanel({ title, tableId, figures, csvHref, unit }: GeographyPanelProps) {
  const titleId = useId();
  const top = figures.rows.slice(0, TOP);
  const others = figures.total - top.reduce((sum, row) => sum + row.count, 0);
  const segments = [
    ...top.map((row) => ({ label: row.region || UNSPECIFIED_REGION, count: row.count })),
    ...(others > 0 ? [{ label: "Autres", count: others }] : []),
  ];
  let x = 0;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-card p-5">
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      {/* A card is never narrower than its widest figure (7 digits at 10 million page views): a third card goes under. */}
      <ul className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-3">
        <FigureCard title="Pays couverts" value={figures.countries} />
        <FigureCard title="Régions actives" value={figures.regions} />
        <FigureCard title="Total" value={figures.total} note={unit} />
      </ul>
      {figures.total > 0 ? (
        <figure className="mt-4">
          <svg viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden className="h-6 w-full">
            {segments.map((segment, index) => {
              const width = (segment.count / figures.total) * 100;
              const rect = <rect key={segment.label} x={x} y={0} width={width} height={6} className={COLOURS[index % COLOURS.length]} />;
              x += width;
              return rect;
            })}
          </svg>
          <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {segments.map((segment, index) => (
              <span key={segment.label} className="flex items-center gap-1.5">
                <svg aria-hidden width="10" height="10" className={COLOURS[index % COLOURS.length]}>
                  <rect width="10" height="10" />
                </svg>
                {segment.label} : {formatNumber((segment.count / figures.total) * 100, 1)}&nbsp;%
              </span>
            ))}
          </figcaption>
        </figure>
      ) : null}
      <div className="mt-4">
        <TrafficTable
          table={regionsTable(tableId, "Détail par Région", figures.total)}
          rows={figures.rows.slice(0, SHOWN)}
          csvHref={csvHref}
          note="20 premières"
        />
      </div>
    </section>
  );
}
