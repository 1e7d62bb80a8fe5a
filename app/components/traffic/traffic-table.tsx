import { Fragment, type ReactNode, useId } from "react";
import { Download } from "lucide-react";
import type { TrafficTable as TrafficTableDefinition, TrafficValueKind } from "~/lib/traffic-tables";
import { formatTrafficValue } from "./traffic-value";

type TrafficTableProps<Row> = {
  table: TrafficTableDefinition<Row>;
  rows: readonly Row[];
  /** The CSV export of the whole table for the period. */
  csvHref: string;
  /** Under the title: what the table holds ("10 premières", "30 derniers jours"). */
  note?: string;
};

/**
 * A cell's text: a date, a figure or an amount never wraps; a text wraps at its spaces, and a long address (an
 * e-mail, a page path) also after its '@', '/' and '.', never inside a word.
 */
function cellContent(kind: TrafficValueKind, text: string): ReactNode {
  if (kind !== "text" || !/[@/.]\S/.test(text)) return text;
  return text.split(/(?<=[@/.])(?=\S)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/** Dates, figures and amounts stay on one line; texts wrap between words. */
const cellWrap = (kind: TrafficValueKind) => (kind === "text" ? "" : "whitespace-nowrap");

/** One table of /traffic with its title and its CSV download. */
export function TrafficTable<Row>({ table, rows, csvHref, note }: TrafficTableProps<Row>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {table.title}
          {note ? <span className="ml-2 text-sm font-normal text-muted-foreground">{note}</span> : null}
        </h2>
        <a href={csvHref} download className="inline-flex items-center gap-1 text-sm font-medium underline underline-offset-4">
          <Download aria-hidden className="size-4" />
          CSV<span className="sr-only"> : {table.title}</span>
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">Aucune donnée pour cette période.</p>
      ) : (
        // A wide table scrolls sideways in its own region, which the keyboard can reach and scroll too.
        <div tabIndex={0} role="region" aria-labelledby={titleId} className="relative mt-4 overflow-x-auto">
          <table className="w-full text-xs sm:text-sm">
            <thead>
              <tr className="border-b border-border text-left">
                {table.columns.map((column, index) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={`py-2 pr-2 align-bottom font-medium last:pr-0 sm:pr-3 ${index > 0 && column.kind !== "text" ? "text-right" : ""}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-b border-border/60 last:border-0">
                  {table.columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.label} scope="row" className={`py-2 pr-2 text-left font-normal sm:pr-3 ${cellWrap(column.kind)}`}>
                        {cellContent(column.kind, formatTrafficValue(column.kind, column.value(row)))}
                      </th>
                    ) : (
                      <td
                        key={column.label}
                        className={`py-2 pr-2 tabular-nums last:pr-0 sm:pr-3 ${column.kind === "text" ? "" : "text-right"} ${cellWrap(column.kind)}`}
                      >
                        {cellContent(column.kind, formatTrafficValue(column.kind, column.value(row)))}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
