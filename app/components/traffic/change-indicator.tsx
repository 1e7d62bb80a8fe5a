import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { formatNumber } from "@domain/format";

type ChangeIndicatorProps = {
  current: number;
  previous: number;
  /** "aux 30 jours précédents (du … au …)": completes "par rapport …" for screen readers. */
  comparedWith: string;
};

/** The change of a figure against the previous period, as an arrow and a signed percentage. */
export function ChangeIndicator({ current, previous, comparedWith }: ChangeIndicatorProps) {
  if (previous === 0) {
    return <p className="mt-2 text-sm text-muted-foreground">Sans comparaison : zéro {comparedWith}</p>;
  }
  const change = (current - previous) / previous;
  const rounded = Math.round(change * 1000) / 10;
  const Icon = rounded > 0 ? ArrowUpRight : rounded < 0 ? ArrowDownRight : ArrowRight;
  const text = `${rounded > 0 ? "+" : ""}${formatNumber(rounded, 1)}\u00A0%`;
  return (
    <p
      className="mt-2 flex items-center gap-1 text-sm text-muted-foreground"
      data-change={rounded > 0 ? "up" : rounded < 0 ? "down" : "same"}
    >
      <Icon aria-hidden className="size-4" />
      <span>
        {text} <span className="sr-only">par rapport {comparedWith}</span>
      </span>
    </p>
  );
}
