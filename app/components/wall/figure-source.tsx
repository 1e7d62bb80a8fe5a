import type { ReactNode } from "react";

/** A figure's standard and source, one click away (a disclosure under it). */
export function FigureSource({ children }: { children: ReactNode }) {
  return (
    <details className="mt-1 text-xs text-muted-foreground">
      <summary className="cursor-pointer underline underline-offset-2">Norme et source</summary>
      <div className="mt-1">{children}</div>
    </details>
  );
}
