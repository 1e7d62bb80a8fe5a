import { Link } from "react-router";
import { Award, ExternalLink } from "lucide-react";
import { Button } from "~/components/ui/button";
import { brand } from "@domain/brand";
import { EXTERNAL_LINK_REL } from "~/content/navigation";

const { nomination } = brand;

/** The 2025 regional innovation trophy nomination (docs/product.md §2.6 Home), with the newspaper article. */
export function NominationBanner() {
  return (
    <section
      aria-labelledby="accueil-nomination"
      className="render-when-visible bg-earth-900 text-earth-50 [--color-ring:var(--color-straw-300)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 lg:flex-row lg:items-center lg:px-8">
        <Award aria-hidden className="size-14 shrink-0 text-straw-300" />
        <div className="flex-1">
          <h2 id="accueil-nomination" className="text-2xl font-bold">
            Nominé aux {nomination.award}
          </h2>
          <p className="mt-2 text-earth-100">
            {brand.name} figure parmi les entreprises nominées aux {nomination.award} de la {nomination.organiser}. Un article de presse
            revient sur cette nomination.
          </p>
          {nomination.article.placeholder ? (
            <p className="mt-2 text-sm text-earth-200">Lien provisoire : l'adresse définitive de l'article sera ajoutée prochainement.</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="hero">
            <a href={nomination.article.url} target="_blank" rel={EXTERNAL_LINK_REL}>
              Lire l'article de presse
              <ExternalLink aria-hidden />
              <span className="sr-only"> (nouvel onglet{nomination.article.placeholder ? ", lien provisoire" : ""})</span>
            </a>
          </Button>
          <Button asChild variant="outlineOnDark">
            <Link to="/paillemobile#presse">Revue de presse</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
