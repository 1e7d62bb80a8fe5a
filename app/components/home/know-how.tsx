import type { ReactNode } from "react";
import { Droplets, FileText, Ruler, Sparkles, Truck, Wheat } from "lucide-react";
import { WorkshopIllustration } from "~/components/illustrations/workshop";
import { brand } from "@domain/brand";

const steps: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: "Une paille locale",
    text: "Nous travaillons la paille de blé des exploitations céréalières voisines de l'atelier.",
    icon: <Wheat aria-hidden className="size-6" />,
  },
  {
    title: "Densifiée et calibrée",
    text: "Chaque botte est recompressée et mise à dimension : elle s'insère dans les caissons sans retaille systématique.",
    icon: <Ruler aria-hidden className="size-6" />,
  },
  {
    title: "Dépoussiérée",
    text: "Les bottes sont dépoussiérées avant conditionnement, pour une pose plus propre et plus saine.",
    icon: <Sparkles aria-hidden className="size-6" />,
  },
  {
    title: "Humidité tracée",
    text: "L'humidité de la paille est contrôlée et enregistrée, botte après botte, avant le départ de l'atelier.",
    icon: <Droplets aria-hidden className="size-6" />,
  },
  {
    title: "Documentée",
    text: "Fiches techniques et FDES par format de botte, pour vos études thermiques et vos calculs RE2020.",
    icon: <FileText aria-hidden className="size-6" />,
  },
  {
    title: "Livrée sur chantier",
    text: "Palettes filmées, expédiées en semi-remorque partout en France et dans les pays limitrophes.",
    icon: <Truck aria-hidden className="size-6" />,
  },
];

/** The know-how block (docs/product.md §2 Home): how a bale is made in the workshop. */
export function KnowHow() {
  return (
    <section aria-labelledby="accueil-savoir-faire" className="render-when-visible mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="accueil-savoir-faire" className="text-3xl font-bold tracking-tight">
            Notre savoir-faire
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            Depuis {brand.foundedYear}, notre atelier de {brand.footerLocation} transforme une botte agricole en un isolant de construction
            régulier, tracé et prêt à poser.
          </p>
          <WorkshopIllustration className="mt-8 w-full max-w-md" />
        </div>
        <ol className="grid gap-5 sm:grid-cols-2">
          {steps.map((step) => (
            <li key={step.title} className="flex gap-4 rounded-lg border border-border bg-card p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-straw-100 text-earth-800">{step.icon}</span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
