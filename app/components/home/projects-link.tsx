import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { Button } from "~/components/ui/button";

/** The way to the projects blog (docs/product.md §2 Home: 'link to /blog'). */
export function ProjectsLink() {
  return (
    <section aria-labelledby="accueil-realisations" className="render-when-visible mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-6 rounded-xl border border-border bg-card p-8 sm:flex-row sm:items-center sm:justify-between">
        <div className="max-w-2xl">
          <h2 id="accueil-realisations" className="text-2xl font-bold tracking-tight">
            Nos réalisations
          </h2>
          <p className="mt-2 text-muted-foreground">
            Logement social, habitat collectif, visite de centre de formation, première sortie de la machine mobile : suivez nos chantiers
            et nos actualités.
          </p>
        </div>
        <Button asChild variant="earth" size="lg">
          <Link to="/blog">
            Voir nos réalisations
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
