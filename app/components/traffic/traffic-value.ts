import { formatDateShort, formatEurosHT, formatMinutesSeconds, formatNumber } from "@domain/format";
import type { TrafficValueKind } from "~/lib/traffic-tables";

/** A dashboard figure as the page writes it: French thousands and decimals, "m:ss", "dd/mm/yyyy", "2 000 € HT". */
export function formatTrafficValue(kind: TrafficValueKind, value: string | number | null): string {
  if (value === null) return "—";
  if (typeof value === "string") return kind === "day" ? formatDateShort(value) : value;
  switch (kind) {
    case "percent":
      return `${formatNumber(value * 100, 1)}\u00A0%`;
    case "seconds":
      return formatMinutesSeconds(value);
    case "euros":
      return formatEurosHT(value);
    default:
      return formatNumber(value, kind === "integer" ? 0 : 2);
  }
}
