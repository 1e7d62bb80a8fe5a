/** One line of a request read back before sending; `urgent` shows it in bold red (docs/product.md §2, the delivery date). */
export interface SummaryRow {
  label: string;
  value: string | undefined;
  urgent?: boolean;
}

/**
 * The label / value list of a confirmation dialog; an empty value reads "Non renseigné". It never scrolls on its own:
 * the dialog scrolls as a whole, so no region is out of the keyboard's reach. Labels take at most 40 % of the width,
 * so a long one (the RE2020 estimate's) cannot crush its value into a column of a few letters.
 */
export function SummaryList({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[fit-content(40%)_1fr] sm:gap-y-2">
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
