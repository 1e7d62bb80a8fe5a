import { SOURCED_FIGURES, type FigureSources, type TypedFigure, type TypedValue } from "@domain/fdes/compare-fdes-api";
import { FIGURE_LABELS, formatModules, formatSource, formatTypedSource } from "@domain/fdes/figure-sources";
import { TYPED_FIGURE_LABELS, TYPED_FIGURES } from "@domain/fdes/typed-values";

/**
 * Where each figure of the analysed FDES was read (docs/product.md §5): the modules it sums (A1 à C4 for a total,
 * module D apart) and the page, table and row it comes from, so that an architect can check it in the declaration.
 */
export function FigureSourcesTable({ sources, typed = {} }: { sources: FigureSources; typed?: Partial<Record<TypedFigure, TypedValue>> }) {
  const figures = SOURCED_FIGURES.flatMap((figure) => {
    const source = sources[figure];
    return source ? [{ figure, source }] : [];
  });
  const entered = TYPED_FIGURES.flatMap((figure) => {
    const value = typed[figure];
    return value ? [{ figure, value }] : [];
  });
  if (figures.length === 0 && entered.length === 0) return null;
  // A table's printed title can be long: each is given once, under the table, and the cells name it by its number
  // (issue #40 item 6: every cell repeated the whole title).
  const tables = [...new Set(figures.flatMap(({ source }) => (source.table ? [source.table] : [])))];
  const tableRef = (table: string | null) => (table === null || tables.length === 0 ? undefined : String(tables.indexOf(table) + 1));
  return (
    <div role="region" aria-labelledby="fdes-sources-titre" tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm" data-testid="fdes-sources">
        <caption id="fdes-sources-titre" className="mb-2 text-left font-semibold">
          Où chaque valeur a été lue dans la FDES (ou saisie)
        </caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-1 pr-3 font-medium">
              Valeur
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Modules
            </th>
            <th scope="col" className="py-1 font-medium">
              Lue
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.map(({ figure, source }) => (
            <tr key={figure} className="border-b border-border/60 align-top last:border-0">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {FIGURE_LABELS[figure].label}
              </th>
              <td className="py-1 pr-3 whitespace-nowrap">{formatModules(source.modules)}</td>
              <td className="py-1 break-words">{formatSource(source, tableRef(source.table))}</td>
            </tr>
          ))}
          {entered.map(({ figure, value }) => (
            <tr key={`saisi-${figure}`} className="border-b border-border/60 align-top last:border-0" data-testid="fdes-typed-source">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {TYPED_FIGURE_LABELS[figure].label}
              </th>
              <td className="py-1 pr-3 whitespace-nowrap">
                {figure === "thermal_resistance" ? "—" : figure === "module_d" ? "D" : "A1 à C4"}
              </td>
              <td className="py-1 break-words">{formatTypedSource(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {tables.length > 0 ? (
        <ol className="mt-2 grid gap-1 text-sm text-muted-foreground" data-testid="fdes-source-tables">
          {tables.map((table, index) => (
            <li key={table}>
              Tableau {index + 1} : « {table} »
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
