/** One line of a request read back before sending; `urgent` shows it in bold red (docs/product.md §2, the delivery date). */
export interface SummaryRow {
  label: string;
  value: string | undefined;
  urgent?: boolean;
}

/** The label / value list of a confirmation dialog; an empty value reads "Non renseigné". */
export function SummaryList({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="grid max-h-[55vh] gap-x-4 gap-y-1 overflow-y-auto text-sm sm:grid-cols-[minmax(10rem,auto)_1fr] sm:gap-y-2">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-medium text-muted-foreground">{row.label}</dt>
          <dd className="mb-2 whitespace-pre-wrap break-words sm:mb-0">
            {row.urgent ? (
              <strong data-urgent className="font-bold text-destructive">
                {row.value}
              </strong>
            ) : (
              row.value || "Non renseigné"
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
