import { formatDateShort, formatMinutesSeconds, formatNumber } from "@domain/format";
import type { TrafficValueKind } from "~/lib/traffic-tables";

/** A traffic figure as the page writes it: French thousands and decimals, "m:ss", "dd/mm/yyyy". */
export function formatTrafficValue(kind: TrafficValueKind, value: string | number): string {
  if (typeof value === "string") return kind === "day" ? formatDateShort(value) : value;
  switch (kind) {
    case "percent":
      return `${formatNumber(value * 100, 1)}\u00A0%`;
    case "seconds":
      return formatMinutesSeconds(value);
    default:
      return formatNumber(value, kind === "integer" ? 0 : 2);
  }
}
