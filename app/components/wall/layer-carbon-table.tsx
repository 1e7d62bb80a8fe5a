import { formatSignificant } from "@domain/format";
import type { WallPerformance } from "@domain/wall/compute-wall";
import { FigureSource } from "./figure-source";

const sig = (value: number | null) => (value === null ? "—" : formatSignificant(value, 3));

/**
 * The wall's emissions material by material (main material and frame apart), per m² of wall, with each figure's
 * dataset one click away; the materials without cited data listed with why; the wall's total, or "inconnu".
 */
export function LayerCarbonTable({ wall }: { wall: WallPerformance }) {
  const total = wall.gwp.modules;
  return (
    <div tabIndex={0} role="region" aria-label="Émissions par couche, défilement horizontal" className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="layer-carbon">
        <caption className="mb-2 text-left font-medium">Émissions par couche (kg CO₂ éq. par m² de paroi, NF EN 15804)</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-2">
              Matériau
            </th>
            <th scope="col" className="py-2 pr-2">
              Masse (kg/m²)
            </th>
            <th scope="col" className="py-2 pr-2">
              Fabrication A1-A3
            </th>
            <th scope="col" className="py-2 pr-2">
              Fin de vie C1-C4
            </th>
            <th scope="col" className="py-2 pr-2">
              Cycle de vie A1-C4
            </th>
          </tr>
        </thead>
        <tbody>
          {wall.gwp.layers.map((layer) => (
            <tr key={`${layer.layerIndex}-${layer.part}`} className="border-b border-border align-top">
              <th scope="row" className="py-2 pr-2 font-normal">
                {layer.layerIndex + 1}. {layer.label}
                {layer.part === "bridge" ? " (ossature)" : ""}
                <FigureSource>
                  {layer.status} : {layer.source}. {layer.scope}.
                </FigureSource>
              </th>
              <td className="py-2 pr-2">{sig(layer.massKgPerM2)}</td>
              <td className="py-2 pr-2">{sig(layer.modules["A1-A3"])}</td>
              <td className="py-2 pr-2">{sig(layer.modules["C1-C4"])}</td>
              <td className="py-2 pr-2">{sig(layer.modules["A1-C4"])}</td>
            </tr>
          ))}
          {wall.gwp.uncounted.map((part) => (
            <tr key={`${part.layerIndex}-${part.part}-uncounted`} className="border-b border-border align-top">
              <th scope="row" className="py-2 pr-2 font-normal">
                {part.layerIndex + 1}. {part.label}
                {part.part === "bridge" ? " (ossature)" : ""}
              </th>
              <td colSpan={4} className="py-2 pr-2">
                Non comptée : {part.reason}.
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="py-2 pr-2">
              Paroi
            </th>
            <td className="py-2 pr-2" />
            <td className="py-2 pr-2">{total["A1-A3"] === null ? "inconnu" : sig(total["A1-A3"])}</td>
            <td className="py-2 pr-2">{total["C1-C4"] === null ? "inconnu" : sig(total["C1-C4"])}</td>
            <td className="py-2 pr-2" data-testid="wall-gwp-total">
              {total["A1-C4"] === null ? "inconnu" : sig(total["A1-C4"])}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-2 text-sm text-muted-foreground">{wall.gwp.coverage}</p>
    </div>
  );
}
