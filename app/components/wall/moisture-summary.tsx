import { formatNumber, formatSignificant } from "@domain/format";
import type { WallPerformance } from "@domain/wall/compute-wall";
import { FigureSource } from "./figure-source";

const grams = (value: number) => `${formatNumber(value, value < 10 ? 1 : 0)} g/m²`;

/**
 * The moisture verdicts as a professional files them: the DIN 4108-3 block method's amounts and criterion, the
 * EN ISO 13788 monthly balance (or why there is none), the mould check, what to change; the steady Glaser rate of
 * the design condition as a detail.
 */
export function MoistureSummary({ wall, planes }: { wall: WallPerformance; planes: string[] }) {
  const { blockMethod, monthly, monthlyUnavailable, mould, advice } = wall.moisture;
  const dries = monthly ? monthly.driesWithinYear : null;
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-2xl font-bold" data-testid="moisture-verdict">
        {blockMethod.passes && dries !== false ? "Conforme" : "Non conforme"}
      </p>
      <p data-testid="block-method">
        DIN 4108-3 : {grams(blockMethod.condensateGPerM2)} condensés en hiver,{" "}
        {blockMethod.condensateGPerM2 > 0 ? `${grams(blockMethod.evaporationGPerM2)} évaporables en été. ` : ""}
        {blockMethod.criterion}
      </p>
      {monthly ? (
        <div>
          <p data-testid="monthly-balance">{monthly.criterion}</p>
          <div className="overflow-x-auto">
            <table className="mt-1 w-full min-w-[20rem] text-left text-xs">
              <caption className="sr-only">Eau accumulée en fin de mois (g/m²), NF EN ISO 13788</caption>
              <thead>
                <tr>
                  {monthly.months.map((month) => (
                    <th key={month.month} scope="col" className="px-1 font-medium">
                      {month.name.slice(0, 4)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  {monthly.months.map((month) => (
                    <td key={month.month} className="px-1">
                      {formatNumber(month.accumulatedGPerM2, 0)}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </div>
      ) : (
        <p className="text-muted-foreground">{monthlyUnavailable}</p>
      )}
      <p data-testid="mould-check">Moisissure en surface : {mould.criterion}</p>
      {advice.length > 0 ? (
        <div>
          <p className="font-medium">Que changer :</p>
          <ul className="list-disc pl-5">
            {advice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-muted-foreground">
        Détail, débit de Glaser à la condition de calcul :{" "}
        {wall.condensation.occurs
          ? `${formatSignificant(wall.condensation.rateGPerM2H, 3)} g/(m²·h) dans ${planes.join(", ")}`
          : "aucune condensation"}
        ; sd total {formatSignificant(wall.sdTotal, 3)} m.
      </p>
      <FigureSource>
        DIN 4108-3:2018 annexe A (méthode des périodes : 90 jours à 20 °C / 50 % et −5 °C / 80 %, 90 jours d'évaporation à 1 200 Pa et 1 700
        Pa dans la zone, Rsi 0,25, Rse 0,04), NF EN ISO 13788 §6 (bilan mensuel) et §5 (fRsi ≥ fRsi,min, humidité de surface ≤ 80 %) ;
        pressions de saturation de l'annexe E de la NF EN ISO 13788. Condition de calcul du détail :{" "}
        {formatNumber(wall.glaser.climate.insideTemperature, 1)} °C / {formatNumber(wall.glaser.climate.insideHumidity, 0)} % à l'intérieur,{" "}
        {formatNumber(wall.glaser.climate.outsideTemperature, 1)} °C / {formatNumber(wall.glaser.climate.outsideHumidity, 0)} % à
        l'extérieur.
      </FigureSource>
    </div>
  );
}
