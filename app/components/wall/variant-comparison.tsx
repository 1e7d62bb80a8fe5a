import { useMemo } from "react";
import { computeWall, type WallPerformance, WallRefusal } from "@domain/wall/compute-wall";
import { type ComparedWall, comparisonTable } from "@domain/wall/variants";
import { decodeState, requestOf, type WallPageState } from "@domain/wall/wall-link";
import { MAX_VARIANTS, wallRequestSchema } from "@domain/wall/wall-schema";
import { Button } from "~/components/ui/button";

/** A wall the person kept to compare: its name and its state as a query string (the link format). */
export interface SavedVariant {
  label: string;
  search: string;
}

/** The browser storage key of the kept variants. */
export const VARIANTS_STORAGE_KEY = "paroi_variantes";

/** The kept variants in this browser; nothing when storage is refused or holds something else. */
export function readVariants(): SavedVariant[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(VARIANTS_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (item): item is SavedVariant =>
          typeof item?.label === "string" && typeof item?.search === "string" && decodeState(item.search) !== null,
      )
      .slice(0, MAX_VARIANTS);
  } catch {
    return [];
  }
}

export function writeVariants(variants: readonly SavedVariant[]): void {
  try {
    window.localStorage.setItem(VARIANTS_STORAGE_KEY, JSON.stringify(variants));
  } catch {
    // storage full or refused: the variants stay for this visit
  }
}

/** A variant as the report's request carries it; null when it no longer reads. */
export function variantRequest(variant: SavedVariant) {
  const state = decodeState(variant.search);
  return state ? { label: variant.label, wall: requestOf(state) } : null;
}

function computeVariant(variant: SavedVariant): ComparedWall {
  const state = decodeState(variant.search);
  const parsed = state ? wallRequestSchema.safeParse(requestOf(state)) : null;
  if (!parsed?.success) return { label: variant.label, performance: null, refusal: "composition illisible" };
  try {
    return { label: variant.label, performance: computeWall(parsed.data) };
  } catch (error) {
    if (error instanceof WallRefusal) return { label: variant.label, performance: null, refusal: error.message };
    throw error;
  }
}

/**
 * Up to three of the person's own walls beside the current one (U, time shift, moisture verdict, carbon, thickness),
 * computed in the page with the same computeWall as the server, as the reference comparison is; kept in this
 * browser, and sent with the report.
 */
export function VariantComparison({
  wall,
  variants,
  onOpen,
  onRemove,
}: {
  wall: WallPerformance;
  variants: readonly SavedVariant[];
  onOpen: (state: WallPageState) => void;
  onRemove: (index: number) => void;
}) {
  const compared = useMemo(() => variants.map(computeVariant), [variants]);
  if (variants.length === 0) return null;
  const table = comparisonTable([{ label: "Paroi en cours", performance: wall }, ...compared]);
  return (
    <section aria-labelledby="variantes" className="grid gap-3 rounded-lg border border-border p-4" data-testid="variants">
      <h2 id="variantes" className="text-xl font-semibold">
        Vos variantes
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">La paroi en cours et vos variantes, côte à côte</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-2">
                <span className="sr-only">Grandeur</span>
              </th>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label} className="border-b border-border align-top">
                <th scope="row" className="py-2 pr-2 font-normal">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={`${row.label}-${index}`} className="py-2 pr-2">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-wrap gap-2">
        {variants.map((variant, index) => (
          <li key={variant.search + variant.label} className="flex gap-1">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                const state = decodeState(variant.search);
                if (state) onOpen(state);
              }}
            >
              Ouvrir<span className="sr-only"> {variant.label}</span>
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => onRemove(index)}>
              Retirer<span className="sr-only"> {variant.label}</span>
            </Button>
          </li>
        ))}
      </ul>
      {compared
        .filter((item) => item.refusal)
        .map((item) => (
          <p key={item.label} className="text-sm text-destructive">
            {item.label} : {item.refusal}
          </p>
        ))}
    </section>
  );
}
