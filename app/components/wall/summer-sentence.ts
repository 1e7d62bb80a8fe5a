import { formatNumber, formatSignificant } from "@domain/format";
import type { WallPerformance } from "@domain/wall/compute-wall";

/** The hour of the outside peak of a summer afternoon the sentence starts from. */
const PEAK_HOUR = 15;

/** What the lag and the decrement factor mean for a summer afternoon, in one French sentence. */
export function summerSentence(wall: Pick<WallPerformance, "timeShiftHours" | "timeShiftUnwrappedHours" | "decrementFactor">): string {
  const lag = wall.timeShiftUnwrappedHours;
  const arrival = Math.round(PEAK_HOUR + lag) % 24;
  const share = formatSignificant(wall.decrementFactor * 100, 2);
  return `Un après-midi d'été, la chaleur du pic extérieur de ${PEAK_HOUR} h met environ ${formatNumber(lag, 1)} h à traverser la paroi : elle arrive vers ${arrival} h${lag >= 24 ? " le surlendemain" : lag + PEAK_HOUR >= 24 ? " (la nuit ou le lendemain)" : ""}, et l'onde de chaleur qui la traverse ne garde que ${share} % de l'amplitude qu'elle aurait dans une paroi sans inertie de même U.`;
}
