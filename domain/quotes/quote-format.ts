import { formatDateShort, formatNumber } from "../format";

/**
 * How the admin pages and the digest write the instants and waits of quote requests, in Paris time whatever the
 * machine's zone. (Admin pages only: the Intl formatter's cost does not reach the public pages, decision 0007.)
 */
let timeFormat: Intl.DateTimeFormat | undefined;

/** "27/11/2026 à 14:30", Paris time. */
export function formatDateTime(instant: Date | string): string {
  const at = typeof instant === "string" ? new Date(instant) : instant;
  timeFormat ??= new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" });
  return `${formatDateShort(at)} à ${timeFormat.format(at)}`;
}

/** "31 h ouvrées", "2 j ouvrés 4 h" past a working day. */
export function formatWorkingHours(hours: number): string {
  const whole = Math.floor(hours);
  if (whole < 24) return `${whole}\u00A0h ouvrée${whole > 1 ? "s" : ""}`;
  const days = Math.floor(whole / 24);
  const rest = whole % 24;
  return `${days}\u00A0j ouvré${days > 1 ? "s" : ""}${rest > 0 ? ` ${rest}\u00A0h` : ""}`;
}

/** A delay: "5,5 h" (or "5,5 h ouvrées"), in days from two days on ("3,2 j", "3,2 j ouvrés"). */
export function formatHours(hours: number, working = false): string {
  if (hours >= 48) return `${formatNumber(hours / 24, 1)}\u00A0j${working ? " ouvrés" : ""}`;
  return `${formatNumber(hours, 1)}\u00A0h${working ? " ouvrées" : ""}`;
}

/**
 * The instant of a Paris wall-clock time typed in a `datetime-local` field ("2026-11-27T14:30"), or null when it is
 * not one (or names a time skipped by the spring clock change).
 */
export function parisWallTimeToInstant(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== local) return null;
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(wall - offsetHours * 3_600_000);
    if (instantToParisWallTime(candidate) === local) return candidate;
  }
  return null;
}

let wallFormat: Intl.DateTimeFormat | undefined;

/** The `datetime-local` value of an instant in Paris: "2026-11-27T14:30". */
export function instantToParisWallTime(instant: Date): string {
  wallFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = Object.fromEntries(wallFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
