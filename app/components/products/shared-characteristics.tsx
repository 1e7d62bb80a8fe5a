import type { ReactNode } from "react";
import { Droplets, Layers, Recycle, Wind } from "lucide-react";
import { DENSITY_RANGE_PRODUCTS } from "@domain/products";
import { formatDensityRange } from "@domain/product-figures";

const characteristics: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: "Densifiée",
    text: `Recompressée à l'atelier jusqu'à ${formatDensityRange(DENSITY_RANGE_PRODUCTS)} : une botte régulière, qui ne se tasse pas dans la paroi.`,
    icon: <Layers aria-hidden className="size-6" />,
  },
  {
    title: "Sans poussière",
    text: "Dépoussiérée avant conditionnement, pour une pose plus propre et plus confortable pour les équipes.",
    icon: <Wind aria-hidden className="size-6" />,
  },
  {
    title: "Humidité tracée",
    text: "Le taux d'humidité de la paille est mesuré et enregistré avant le départ de chaque lot.",
    icon: <Droplets aria-hidden className="size-6" />,
  },
  {
    title: "Éco-responsable",
    text: "Une paille locale, un isolant biosourcé qui stocke le carbone, avec une FDES pour chaque format.",
    icon: <Recycle aria-hidden className="size-6" />,
  },
];

/** What every bale shares (docs/product.md §2 Products: densified, dust-free, moisture traced, eco-responsible). */
export function SharedCharacteristics() {
  return (
    <section aria-labelledby="produits-communs" className="bg-straw-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="produits-communs" className="text-3xl font-bold tracking-tight">
          Ce que toutes nos bottes ont en commun
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {characteristics.map((item) => (
            <li key={item.title} className="rounded-xl border border-border bg-card p-6">
              <span className="flex size-12 items-center justify-center rounded-full bg-green-100 text-green-700">{item.icon}</span>
              <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
