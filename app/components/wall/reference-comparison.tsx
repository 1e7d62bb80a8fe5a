import { useMemo } from "react";
import { formatNumber, formatSignificant } from "@domain/format";
import type { WallPerformance } from "@domain/wall/compute-wall";
import { atEqualU } from "@domain/wall/equal-u";
import { moistureVerdict } from "@domain/wall/moisture";
import { findPreset, WALL_PRESETS } from "@domain/wall/presets";
import { fieldClass } from "./material-select";
import { FigureSource } from "./figure-source";

const sig = (n: number) => formatSignificant(n, 3);

/**
 * The visitor's wall beside a reference wall of their choice brought to the same U (domain/wall/equal-u.ts): what
 * the same insulation costs in thickness, mass, summer comfort and carbon. The reference is computed in the page
 * with the same computeWall as the server (its bales' GWP from the sample FDES).
 */
export function ReferenceComparison({
  wall,
  referenceId,
  onReferenceChange,
}: {
  wall: WallPerformance;
  referenceId: string;
  onReferenceChange: (referenceId: string) => void;
}) {
  const preset = findPreset(referenceId) ?? WALL_PRESETS[0]!;
  const equal = useMemo(() => atEqualU(preset.request, wall.uValue), [preset, wall.uValue]);
  const reference = equal?.wall;
  const rows: { label: string; ours: string; theirs: string }[] = reference
    ? [
        { label: "U (W/(m²·K))", ours: sig(wall.uValue), theirs: sig(reference.uValue) },
        {
          label: "Épaisseur totale",
          ours: `${formatNumber(wall.thicknessMm, 0)} mm`,
          theirs: `${formatNumber(reference.thicknessMm, 0)} mm`,
        },
        {
          label: "Déphasage",
          ours: `${formatNumber(wall.timeShiftUnwrappedHours, 1)} h`,
          theirs: `${formatNumber(reference.timeShiftUnwrappedHours, 1)} h`,
        },
        { label: "Facteur d'amortissement", ours: sig(wall.decrementFactor), theirs: sig(reference.decrementFactor) },
        { label: "Masse surfacique", ours: `${sig(wall.arealMass)} kg/m²`, theirs: `${sig(reference.arealMass)} kg/m²` },
        {
          label: "Carbone biogénique stocké",
          ours: `${sig(wall.storedBiogenicCo2)} kg CO₂/m²`,
          theirs: `${sig(reference.storedBiogenicCo2)} kg CO₂/m²`,
        },
        { label: "Humidité (DIN 4108-3)", ours: moistureVerdict(wall), theirs: moistureVerdict(reference) },
      ]
    : [];
  return (
    <section aria-labelledby="comparaison" className="grid gap-3 rounded-lg border border-border p-4">
      <h2 id="comparaison" className="text-xl font-semibold">
        Comparaison à U égal
      </h2>
      <div className="grid gap-1.5">
        <label htmlFor="paroi-reference" className="text-sm font-medium">
          Paroi de référence
        </label>
        <select id="paroi-reference" value={preset.id} onChange={(event) => onReferenceChange(event.target.value)} className={fieldClass}>
          {WALL_PRESETS.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.label}
            </option>
          ))}
        </select>
      </div>
      {equal && reference ? (
        <>
          <p className="text-sm">
            Pour atteindre le même U, la couche « {reference.layers[equal.layerIndex]?.label} » de la référence passe à{" "}
            {formatNumber(equal.thicknessMm, 1)} mm.
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[20rem] text-left text-sm">
              <caption className="sr-only">Votre paroi et la paroi de référence à U égal</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-2">
                    <span className="sr-only">Grandeur</span>
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    Votre paroi
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    {preset.label}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-b border-border">
                    <th scope="row" className="py-2 pr-2 font-normal">
                      {row.label}
                    </th>
                    <td className="py-2 pr-2">{row.ours}</td>
                    <td className="py-2 pr-2" data-testid={`reference-${row.label}`}>
                      {row.theirs}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <FigureSource>
            Même calcul que votre paroi (NF EN ISO 6946, 13786, Glaser, NF EN 16449) ; l'épaisseur de la couche la plus isolante de la
            référence est cherchée par dichotomie jusqu'à égalité des U, au dixième de millimètre.
          </FigureSource>
        </>
      ) : (
        <p className="text-sm">Aucune épaisseur de la référence (de 1 mm à 2 m) n'atteint le U de votre paroi.</p>
      )}
    </section>
  );
}
