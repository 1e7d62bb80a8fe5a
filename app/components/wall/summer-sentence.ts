import { formatNumber, formatSignificant } from "@domain/format";
import type { WallPerformance } from "@domain/wall/compute-wall";

/** The hour of the outside peak of a summer afternoon the sentence starts from. */
const PEAK_HOUR = 15;

function whenItArrives(lagHours: number): string {
  const arrival = Math.round(PEAK_HOUR + lagHours);
  const day = Math.floor(arrival / 24);
  const hour = `${arrival % 24} h`;
  if (day === 0) return `vers ${hour}`;
  if (day === 1) return `vers ${hour} le lendemain`;
  return `vers ${hour}, ${day} jours plus tard`;
}

/** What the lag and the decrement factor mean for a summer afternoon, in one French sentence. */
export function summerSentence(wall: Pick<WallPerformance, "timeShiftUnwrappedHours" | "decrementFactor">): string {
  const lag = wall.timeShiftUnwrappedHours;
  const share = formatSignificant(wall.decrementFactor * 100, 2);
  return `Un après-midi d'été, la chaleur du pic extérieur de ${PEAK_HOUR} h met environ ${formatNumber(lag, 1)} h à traverser la paroi : elle arrive à l'intérieur ${whenItArrives(lag)}, et l'onde de chaleur qui la traverse ne garde que ${share} % de l'amplitude qu'elle aurait dans une paroi sans inertie de même U.`;
}
