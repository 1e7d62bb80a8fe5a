import type { ReactNode } from "react";
import { Coins, House, Leaf } from "lucide-react";
import { formatNumber } from "@domain/format";
import { CARBON_STORAGE_RANGE, DENSITY_RANGE_HOME, PRODUCT_LIST } from "@domain/products";
import { brand } from "@domain/brand";

const longestPhaseShift = Math.max(...PRODUCT_LIST.map((product) => product.phaseShiftCardHours));
const { claims } = brand;

const reasons: { id: string; title: string; icon: ReactNode; lead: string; points: string[] }[] = [
  {
    id: "environnement",
    title: "Environnement",
    icon: <Leaf aria-hidden className="size-7" />,
    lead: "Un isolant qui stocke le carbone au lieu d'en émettre.",
    points: [
      `De ${CARBON_STORAGE_RANGE.min} à ${CARBON_STORAGE_RANGE.max} kg de CO₂ stockés par m² de bottes posées selon l'épaisseur de la botte.`,
      "Une déclaration environnementale (FDES) pour chaque format de botte.",
      brand.re2020Statement,
    ],
  },
  {
    id: "habitat",
    title: "Habitat",
    icon: <House aria-hidden className="size-7" />,
    lead: "Un logement confortable en hiver comme en été.",
    points: [
      `Une paille densifiée de ${DENSITY_RANGE_HOME.min} à ${DENSITY_RANGE_HOME.max} kg/m³, calibrée et dépoussiérée.`,
      `Jusqu'à ${formatNumber(longestPhaseShift, 1)} heures de déphasage : la chaleur de l'été entre dans la maison bien plus tard.`,
      "Un matériau naturel, sans poussière à la pose, dont l'humidité est contrôlée et tracée.",
    ],
  },
  {
    id: "economie",
    title: "Économie",
    icon: <Coins aria-hidden className="size-7" />,
    lead: "Une filière locale qui crée de la valeur dans nos campagnes.",
    points: [
      `${formatNumber(claims.strawBuildingsInFrance, 0)} bâtiments en paille en France, et ${formatNumber(claims.newStrawBuildingsPerYear, 0)} de plus chaque année.`,
      `Un collectif régional de ${formatNumber(claims.regionalCollectiveMembers, 0)} membres pour partager les savoir-faire.`,
      `${formatNumber(claims.strawTonnesPerYear, 0)} tonnes de paille valorisées chaque année depuis ${brand.foundedYear}.`,
    ],
  },
];

/** Three reasons to build with straw: environment, housing, economy (docs/product.md §2 Home), with the claims of docs/product.md §1. */
export function StrawReasons() {
  return (
    <section aria-labelledby="accueil-raisons" className="render-when-visible mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="accueil-raisons" className="text-3xl font-bold tracking-tight">
        Trois bonnes raisons de construire en paille
      </h2>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.id}>
            <article aria-labelledby={`raison-${reason.id}`} className="h-full rounded-xl border border-border bg-card p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-full bg-green-100 text-green-700">{reason.icon}</span>
              <h3 id={`raison-${reason.id}`} className="mt-4 text-xl font-bold">
                {reason.title}
              </h3>
              <p className="mt-2 font-medium">{reason.lead}</p>
              <ul className="mt-4 space-y-2 text-muted-foreground">
                {reason.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-green-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
