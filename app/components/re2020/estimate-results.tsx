import type { Re2020Estimate } from "@domain/re2020/estimate";
import { formatNumber } from "@domain/format";
import { CONVENTIONAL_LABEL } from "@domain/re2020/conventional-envelopes";
import {
  compositionUncountedLines,
  RE2020_DISCLAIMER,
  RE2020_METHOD_NOTES,
  stockCDerivation,
  stockCText,
  storedCo2Text,
} from "@domain/re2020/notes";
import { ESTIMATE_ELEMENT_LABELS } from "@domain/re2020/re2020-schema";
import { BUILDING_TYPE_LABELS, THRESHOLD_PERIOD_LABELS, THRESHOLD_PERIODS } from "@domain/re2020/thresholds";
import { ContributionsChart } from "./contributions-chart";
import { FigureCard } from "~/components/ui/figure-card";

const UNIT = "kg CO₂ éq./m² SREF";

/** kg CO₂ eq./m² SREF to one decimal, or "inconnu". */
export function formatIc(value: number | null): string {
  return value === null ? "inconnu" : `${formatNumber(value, 1)} ${UNIT}`;
}

export function formatShare(value: number | null): string {
  return value === null ? "inconnue" : `${formatNumber(value * 100, 1)} %`;
}

/** The estimate's figures: dynamic and static side by side, shares of each period's threshold, Stock C, the comparison. */
export function EstimateResults({ estimate }: { estimate: Re2020Estimate }) {
  const uncounted = compositionUncountedLines(estimate);
  const thresholdsCaption = `Part du seuil Ic construction_max_moyen (${BUILDING_TYPE_LABELS[estimate.buildingType].toLowerCase()})`;
  return (
    <section aria-labelledby="resultats" className="grid gap-6">
      <h2 id="resultats" className="text-2xl font-semibold">
        Part de l'isolant dans l'Ic construction
      </h2>
      <p className="rounded-lg border-2 border-earth-700 bg-straw-50 p-4 font-medium" data-testid="disclaimer">
        {RE2020_DISCLAIMER}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FigureCard title="Ic de l'isolant, calcul dynamique (RE2020)">
          <p className="text-2xl font-bold" data-testid="ic-dynamic">
            {formatIc(estimate.insulationIcDynamic)}
          </p>
          <p className="text-sm">
            Chaque émission pondérée par son année (1 à l'année 0, {formatNumber(estimate.weights.year50, 3)} à 50 ans).
          </p>
        </FigureCard>
        <FigureCard title="Ic de l'isolant, calcul statique (comparaison)">
          <p className="text-2xl font-bold" data-testid="ic-static">
            {formatIc(estimate.insulationIcStatic)}
          </p>
          <p className="text-sm">Les mêmes émissions sans pondération : le carbone stocké puis restitué s'annule.</p>
        </FigureCard>
        <FigureCard title="Stock C de l'isolant">
          <p className="text-2xl font-bold" data-testid="stock-c">
            {stockCText(estimate)}
          </p>
          <p className="text-sm">
            Soit <span data-testid="stored-co2">{storedCo2Text(estimate)}</span> stockés dans l'isolant ({stockCDerivation(estimate)}).
            Carbone biogénique indiqué sans seuil ; il n'est pas retranché de l'Ic.
          </p>
        </FigureCard>
        <FigureCard title="Module D (hors Ic)">
          <p className="text-2xl font-bold">{formatIc(estimate.moduleD)}</p>
          <p className="text-sm">Bénéfices au-delà du cycle de vie, exclus de l'Ic construction et donnés à part.</p>
        </FigureCard>
        <FigureCard title="Ic de la composition entière (toutes les couches et l'ossature)">
          <p className="text-2xl font-bold" data-testid="composition-ic-dynamic">
            {formatIc(estimate.compositionIcDynamic)}
          </p>
          <p className="text-sm">
            Calcul dynamique ; statique : {formatIc(estimate.compositionIcStatic)}. Enduits, panneaux, membranes et bois compris, d'après
            les données génériques de la KBOB (nos bottes d'après leur FDES).
          </p>
          {uncounted.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-sm" data-testid="composition-uncounted">
              {uncounted.map((line) => (
                <li key={line}>Non comptée : {line}.</li>
              ))}
            </ul>
          ) : null}
        </FigureCard>
      </div>

      <div className="min-w-0">
        {/* The caption is shown above the frame that scrolls sideways, so a phone shows it whole (issue #40 item 6); the
            table keeps it for screen readers. */}
        <p aria-hidden className="mb-2 font-semibold break-words" data-testid="thresholds-caption">
          {thresholdsCaption}
        </p>
        <div tabIndex={0} role="region" aria-label="Part du seuil par période, défilement horizontal" className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="sr-only">{thresholdsCaption}</caption>
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-2 pr-3">
                  Période du permis
                </th>
                <th scope="col" className="py-2 pr-3">
                  Seuil moyen
                </th>
                <th scope="col" className="py-2 pr-3">
                  Part (dynamique)
                </th>
                <th scope="col" className="py-2">
                  Part (statique)
                </th>
              </tr>
            </thead>
            <tbody>
              {THRESHOLD_PERIODS.map((period) => (
                <tr
                  key={period}
                  className={period === estimate.period ? "border-b border-border bg-straw-50 font-semibold" : "border-b border-border"}
                >
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {THRESHOLD_PERIOD_LABELS[period]}
                    {period === estimate.period ? " (votre permis)" : ""}
                  </th>
                  <td className="py-2 pr-3">{formatNumber(estimate.thresholds[period], 0)} kg CO₂ éq./m²</td>
                  <td className="py-2 pr-3" data-testid={`share-${period}`}>
                    {formatShare(estimate.shareOfThreshold[period])}
                  </td>
                  <td className="py-2">{formatShare(estimate.shareOfThresholdStatic[period])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          Seuils moyens de base, sans les modulations propres au projet (combles, surface, géographie, infrastructures, voirie et réseaux) :
          le seuil de votre projet peut être plus haut. Une part négative veut dire que l'isolant, pondéré par l'année de chaque émission,
          retire du carbone à l'Ic construction du bâtiment.
        </p>
      </div>

      <ContributionsChart estimate={estimate} />

      <div tabIndex={0} role="region" aria-label="Contribution par paroi, défilement horizontal" className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="mb-2 text-left font-semibold">Contribution par paroi</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3">
                Paroi
              </th>
              <th scope="col" className="py-2 pr-3">
                Surface
              </th>
              <th scope="col" className="py-2 pr-3">
                Dynamique
              </th>
              <th scope="col" className="py-2 pr-3">
                Statique
              </th>
              <th scope="col" className="py-2">
                Stock C
              </th>
            </tr>
          </thead>
          <tbody>
            {estimate.elements.map((element) => (
              <tr key={element.element} className="border-b border-border">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {ESTIMATE_ELEMENT_LABELS[element.element]}
                  <span className="block text-xs text-muted-foreground">{element.label}</span>
                </th>
                <td className="py-2 pr-3">{formatNumber(element.areaM2, 1)} m²</td>
                <td className="py-2 pr-3">{element.icDynamic === null ? "inconnu" : formatNumber(element.icDynamic, 1)}</td>
                <td className="py-2 pr-3">{element.icStatic === null ? "inconnu" : formatNumber(element.icStatic, 1)}</td>
                <td className="py-2">{formatNumber(element.stockC, 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-sm text-muted-foreground">En {UNIT} (Stock C en kg C/m² SREF).</p>
      </div>

      <div
        tabIndex={0}
        role="region"
        aria-label="Comparaison avec une enveloppe conventionnelle, défilement horizontal"
        className="overflow-x-auto"
      >
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="mb-2 text-left font-semibold">Comparaison avec une enveloppe conventionnelle ({CONVENTIONAL_LABEL})</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3">
                Isolant à la même résistance thermique
              </th>
              <th scope="col" className="py-2 pr-3">
                Ic (ordre de grandeur)
              </th>
              <th scope="col" className="py-2">
                Écart de votre isolant (dynamique)
              </th>
            </tr>
          </thead>
          <tbody>
            {estimate.conventional.map((item) => (
              <tr key={item.id} className="border-b border-border">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {item.label}
                </th>
                <td className="py-2 pr-3">≈ {formatNumber(item.icDynamic, 0)}</td>
                <td className="py-2" data-testid={`difference-${item.id}`}>
                  {item.differenceDynamic === null
                    ? "inconnu"
                    : `${item.differenceDynamic > 0 ? "+" : ""}${formatNumber(item.differenceDynamic, 0)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-sm text-muted-foreground">
          En {UNIT}. Ordres de grandeur, non lus dans une FDES : à remplacer par les FDES des produits prévus.
        </p>
      </div>

      {estimate.fdesIsExample ? (
        <p className="text-sm">
          Les FDES de nos bottes servies par le site sont aujourd'hui des exemples en attendant les FDES vérifiées : le résultat le sera
          aussi.
        </p>
      ) : null}

      <details className="rounded-lg border border-border bg-card p-4 text-sm">
        <summary className="cursor-pointer font-medium">Méthode, sources et limites</summary>
        <ul className="mt-2 grid list-disc gap-1 pl-5">
          {RE2020_METHOD_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
