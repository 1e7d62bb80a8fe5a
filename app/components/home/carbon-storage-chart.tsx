import { useId } from "react";
import { formatKg, formatNumber, formatSquareMetres, formatTonnes } from "@domain/format";
import { PRODUCTS } from "@domain/products";
import { formatResistancesInline, wallCarbonNote } from "@domain/product-figures";

/** The bale whose R is 4.6 m².K/W (docs/product.md §2 Home: 'CO2 storage chart for R=4.6'). */
const product = PRODUCTS["botte-22"];
/** Wall areas shown, from a small extension to a large house. */
const AREAS_M2 = [50, 100, 150, 200] as const;
const rows = AREAS_M2.map((area) => ({ area, kg: area * product.carbonStoragePerM2 }));

const WIDTH = 520;
const HEIGHT = 280;
const PLOT = { left: 72, right: 16, top: 32, bottom: 44 } as const;
const AXIS_STEP_KG = 2000;
const axisMax = Math.ceil(Math.max(...rows.map((row) => row.kg)) / AXIS_STEP_KG) * AXIS_STEP_KG;
const ticks = Array.from({ length: axisMax / AXIS_STEP_KG + 1 }, (_, index) => index * AXIS_STEP_KG);
const plotWidth = WIDTH - PLOT.left - PLOT.right;
const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
const slot = plotWidth / rows.length;
const barWidth = slot * 0.55;
const y = (kg: number) => PLOT.top + plotHeight * (1 - kg / axisMax);

/**
 * kg of CO₂ stored by walls insulated with the Botte 22, drawn as bars and given again as a table: the SVG is
 * named for what it shows and the table carries every figure for screen readers and for reading exact values.
 */
export function CarbonStorageChart() {
  const titleId = useId();
  const descId = useId();
  const resistance = formatResistancesInline(product);
  const perM2 = formatNumber(product.carbonStoragePerM2, 2);

  return (
    <section aria-labelledby="accueil-carbone" className="render-when-visible bg-straw-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="accueil-carbone" className="text-3xl font-bold tracking-tight">
          Le carbone stocké dans vos murs
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
          Le blé capte le CO₂ de l'air pendant sa croissance ; une fois la paille posée dans une paroi, ce carbone y reste stocké pendant
          toute la vie du bâtiment. Avec la {product.label} ({resistance}), chaque mètre carré de bottes posées stocke {perM2} kg de CO₂.
        </p>
        <div className="mt-10 grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <figure className="rounded-xl border border-border bg-card p-4 sm:p-6">
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              width={WIDTH}
              height={HEIGHT}
              role="img"
              aria-labelledby={`${titleId} ${descId}`}
              className="h-auto w-full"
            >
              <title id={titleId}>
                {`Stockage de CO₂ des parois isolées en ${product.label} (${resistance}), selon la surface de bottes posées`}
              </title>
              <desc id={descId}>{rows.map((row) => `${formatSquareMetres(row.area)} : ${formatKg(row.kg)} de CO₂`).join(" ; ")}</desc>
              {ticks.map((tick) => (
                <g key={tick}>
                  <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} className="stroke-earth-200" strokeWidth="1" />
                  <text x={PLOT.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="15" className="fill-earth-700">
                    {formatNumber(tick, 0)}
                  </text>
                </g>
              ))}
              <text x={PLOT.left - 8} y={PLOT.top - 14} textAnchor="end" fontSize="15" className="fill-earth-700">
                kg CO₂
              </text>
              {rows.map((row, index) => {
                const x = PLOT.left + slot * index + (slot - barWidth) / 2;
                return (
                  <g key={row.area}>
                    <rect x={x} y={y(row.kg)} width={barWidth} height={y(0) - y(row.kg)} rx="4" className="fill-green-600" />
                    <text
                      x={x + barWidth / 2}
                      y={y(row.kg) - 8}
                      textAnchor="middle"
                      fontSize="16"
                      fontWeight="700"
                      className="fill-earth-950"
                    >
                      {formatNumber(Math.round(row.kg), 0)}
                    </text>
                    <text x={x + barWidth / 2} y={HEIGHT - PLOT.bottom + 22} textAnchor="middle" fontSize="16" className="fill-earth-900">
                      {formatSquareMetres(row.area)}
                    </text>
                  </g>
                );
              })}
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(0)} y2={y(0)} className="stroke-earth-700" strokeWidth="1.5" />
            </svg>
            <figcaption className="mt-3 text-sm text-muted-foreground">
              CO₂ stocké selon la surface de bottes {product.label} posées, en kilogrammes.
            </figcaption>
          </figure>
          <div>
            <table className="w-full border-collapse text-left">
              <caption className="mb-3 text-left font-semibold">
                CO₂ stocké par les bottes {product.label} posées ({resistance})
              </caption>
              <thead>
                <tr className="border-b-2 border-earth-300">
                  <th scope="col" className="py-2 pr-4">
                    Surface de bottes
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    CO₂ stocké
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Soit
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.area} className="border-b border-border">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {formatSquareMetres(row.area)}
                    </th>
                    <td className="py-2 pr-4 text-right">{formatKg(row.kg)}</td>
                    <td className="py-2 text-right">{formatTonnes(row.kg / 1000, 1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-4 text-sm text-muted-foreground">
              Calcul : surface × {perM2} kg CO₂/m², stockage de carbone déclaré par le fabricant pour la {product.label}. Les bottes plus
              épaisses stockent davantage, jusqu'à {formatNumber(PRODUCTS["botte-46"].carbonStoragePerM2, 2)} kg CO₂/m² pour la{" "}
              {PRODUCTS["botte-46"].label}. {wallCarbonNote()}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
