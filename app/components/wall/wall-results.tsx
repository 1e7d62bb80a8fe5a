import { formatNumber, formatSignificant } from "@domain/format";
import { STORED_CARBON_METHOD } from "@domain/product-figures";
import type { WallPerformance } from "@domain/wall/compute-wall";
import { FigureSource } from "./figure-source";
import { LayerCarbonTable } from "./layer-carbon-table";
import { MoistureSummary } from "./moisture-summary";
import { summerSentence } from "./summer-sentence";
import { WallSectionChart } from "./wall-section-chart";
import { FigureCard } from "~/components/ui/figure-card";

const sig = (n: number) => formatSignificant(n, 3);

/** The wall's figures as a person reads them, each with its standard and source one click away. */
export function WallResults({ wall }: { wall: WallPerformance }) {
  const planes = wall.condensation.planes.map((plane) => `couche ${plane.layerIndex + 1} (${wall.layers[plane.layerIndex]?.label ?? ""})`);
  const gwpTotal = wall.gwp.modules["A1-C4"];
  const moduleD = wall.gwp.modules.D;
  return (
    <section aria-labelledby="resultats" className="grid gap-4">
      <h2 id="resultats" className="text-2xl font-semibold">
        Résultats
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FigureCard title="Coefficient de transmission U">
          <p className="text-3xl font-bold" data-testid="u-value">
            {sig(wall.uValue)} W/(m²·K)
          </p>
          <p className="text-sm">
            R = {sig(wall.rTotal)} m²·K/W, entre la borne basse {sig(wall.rLower)} et la borne haute {sig(wall.rUpper)} (erreur relative
            maximale {formatNumber(wall.maxRelativeError * 100, 1)} %). En partie courante, entre les montants : U = {sig(wall.uClearField)}
            .
          </p>
          <FigureSource>
            NF EN ISO 6946, méthode combinée (bornes haute R' et basse R'', R = (R' + R'')/2) ; Rsi = {formatNumber(wall.rsi, 2)}, Rse ={" "}
            {formatNumber(wall.rse, 2)} m²·K/W. λ des couches : voir le tableau des couches.
          </FigureSource>
        </FigureCard>
        <FigureCard title="Confort d'été : déphasage et amortissement">
          <p className="text-3xl font-bold">
            {formatNumber(wall.timeShiftUnwrappedHours, 1)} h · f = {sig(wall.decrementFactor)}
          </p>
          <p className="text-sm">{summerSentence(wall)}</p>
          {wall.timeShiftExplanation ? <p className="mt-1 text-sm">{wall.timeShiftExplanation}</p> : null}
          <FigureSource>
            NF EN ISO 13786, période de 24 h : déphasage tiré de l'argument de la transmittance périodique |Y12| ={" "}
            {sig(wall.periodicTransmittance)} W/(m²·K), facteur d'amortissement f = |Y12|/U. Admittances intérieure{" "}
            {sig(wall.admittanceInside)} et extérieure {sig(wall.admittanceOutside)} W/(m²·K) ; capacités surfaciques κ1 ={" "}
            {sig(wall.kappaInside)} et κ2 = {sig(wall.kappaOutside)} kJ/(m²·K).
          </FigureSource>
        </FigureCard>
        <FigureCard title="Humidité sur l'année">
          <MoistureSummary wall={wall} planes={planes} />
        </FigureCard>
        <FigureCard title="Carbone">
          <p className="text-3xl font-bold">{sig(wall.storedBiogenicCo2)} kg CO₂/m² stockés</p>
          <p className="text-sm" data-testid="wall-gwp">
            {gwpTotal === null
              ? "Émissions de la paroi sur son cycle de vie (A1-C4) : inconnues, une couche au moins n'a pas de donnée citée (voir le tableau des émissions par couche)."
              : `Émissions de la paroi sur son cycle de vie (A1-C4) : ${sig(gwpTotal)} kg CO₂ éq./m²${wall.gwp.isExample ? ", la botte d'après une FDES d'exemple" : ""}${moduleD === null ? "" : ` ; au-delà du cycle de vie (module D, non additionné) : ${sig(moduleD)}`}.`}{" "}
            Masse surfacique : {sig(wall.arealMass)} kg/m².
          </p>
          <FigureSource>
            {STORED_CARBON_METHOD} Émissions par module selon NF EN 15804 : nos bottes d'après leur FDES, les autres matériaux d'après les
            données génériques de la KBOB par kg (masse = épaisseur × masse volumique × part de surface), détaillées par couche ci-dessous.
          </FigureSource>
        </FigureCard>
      </div>
      <WallSectionChart wall={wall} />
      <LayerCarbonTable wall={wall} />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="mb-2 text-left font-medium">Couches, de l'intérieur vers l'extérieur</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-2">
                Couche
              </th>
              <th scope="col" className="py-2 pr-2">
                Épaisseur
              </th>
              <th scope="col" className="py-2 pr-2">
                λ W/(m·K)
              </th>
              <th scope="col" className="py-2 pr-2">
                R m²·K/W
              </th>
              <th scope="col" className="py-2 pr-2">
                Températures
              </th>
              <th scope="col" className="py-2 pr-2">
                sd (m)
              </th>
            </tr>
          </thead>
          <tbody>
            {wall.layers.map((layer) => (
              <tr key={layer.index} className="border-b border-border align-top">
                <th scope="row" className="py-2 pr-2 font-normal">
                  {layer.index + 1}. {layer.label}
                  {layer.bridgeLabel ? ` + ${layer.bridgeLabel} (${formatNumber((layer.bridgeFraction ?? 0) * 100, 1)} %)` : ""}
                  {layer.excluded ? " — hors calcul (au-delà de la lame ventilée)" : ""}
                  <FigureSource>
                    {layer.statusLabel} : {layer.source}
                  </FigureSource>
                </th>
                <td className="py-2 pr-2">{formatNumber(layer.thicknessMm, 1)} mm</td>
                <td className="py-2 pr-2">{layer.lambda === null ? "—" : sig(layer.lambda)}</td>
                <td className="py-2 pr-2">{layer.r === null ? "—" : sig(layer.r)}</td>
                <td className="py-2 pr-2">
                  {layer.temperatureInside === null || layer.temperatureOutside === null
                    ? "—"
                    : `${formatNumber(layer.temperatureInside, 1)} → ${formatNumber(layer.temperatureOutside, 1)} °C`}
                </td>
                <td className="py-2 pr-2">{sig(layer.sd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {wall.warnings.length > 0 ? (
        <div className="rounded-lg border border-straw-300 bg-straw-50 p-4">
          <h3 className="font-semibold">À savoir</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {wall.warnings.map((warning) => (
              <li key={warning.code + warning.message}>{warning.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Méthode et limites</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {wall.methodNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
