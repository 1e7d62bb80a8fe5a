import type { ReactNode } from "react";
import { HandCoins, Route as RouteIcon, ShieldCheck, Sprout, Tractor, TrendingUp } from "lucide-react";

type Point = { title: string; text: string; icon: ReactNode };

const supply: Point[] = [
  {
    title: "Une paille transformée là où elle pousse",
    text: "Les bottes sont fabriquées sur l'exploitation : moins de paille en vrac sur les routes, et des chantiers livrés depuis une unité plus proche.",
    icon: <RouteIcon aria-hidden className="size-6" />,
  },
  {
    title: "Un approvisionnement sécurisé",
    text: "Des unités réparties sur le territoire multiplient les sources de paille et régularisent l'offre de bottes tout au long de l'année.",
    icon: <ShieldCheck aria-hidden className="size-6" />,
  },
  {
    title: "Une qualité identique partout",
    text: "Même densification, même calibrage, même suivi de l'humidité : une botte PailleMobile répond au même cahier des charges qu'une botte de l'atelier.",
    icon: <Sprout aria-hidden className="size-6" />,
  },
];

const income: Point[] = [
  {
    title: "Une nouvelle valeur pour votre paille",
    text: "La paille devient un matériau de construction vendu comme tel, plutôt qu'un coproduit écoulé en vrac.",
    icon: <TrendingUp aria-hidden className="size-6" />,
  },
  {
    title: "Un débouché organisé",
    text: "Vous vous concentrez sur la production : la prospection, la vente et la relation avec les chantiers sont assurées par notre équipe.",
    icon: <HandCoins aria-hidden className="size-6" />,
  },
  {
    title: "Une activité qui s'intègre à la ferme",
    text: "La fabrication s'organise avec votre calendrier de cultures, sur une durée de contrat qui donne de la visibilité.",
    icon: <Tractor aria-hidden className="size-6" />,
  },
];

function PointList({ points }: { points: Point[] }) {
  return (
    <ul className="mt-8 space-y-6">
      {points.map((point) => (
        <li key={point.title} className="flex gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-green-100 text-green-700">{point.icon}</span>
          <div>
            <h3 className="font-semibold">{point.title}</h3>
            <p className="mt-1 text-muted-foreground">{point.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Supply benefits and farmer income (docs/product.md §2 '{product}'), in words, without amounts. */
export function SupplyAndIncome() {
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
      <section aria-labelledby="paillemobile-approvisionnement">
        <h2 id="paillemobile-approvisionnement" className="text-3xl font-bold tracking-tight">
          Un approvisionnement au plus près des champs
        </h2>
        <PointList points={supply} />
      </section>
      <section aria-labelledby="paillemobile-revenu">
        <h2 id="paillemobile-revenu" className="text-3xl font-bold tracking-tight">
          Un revenu complémentaire pour l'agriculteur
        </h2>
        <PointList points={income} />
        <p className="mt-8 text-sm text-muted-foreground">
          Le revenu dépend de votre production de paille et des conditions du contrat : nous l'étudions avec vous, exploitation par
          exploitation.
        </p>
      </section>
    </div>
  );
}
