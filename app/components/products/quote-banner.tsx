import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { brand } from "@domain/brand";

/** The quote banner shown at the top and at the bottom of /produits (docs/product.md §2). */
export function QuoteBanner({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="bg-earth-800 text-earth-50 [--color-ring:var(--color-straw-300)]">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div>
          <h2 id={headingId} className="text-lg font-bold">
            Un projet d'isolation ? Recevez votre devis sous {brand.claims.quoteReplyHours} h
          </h2>
          <p className="mt-1 text-sm text-earth-100">Gratuit et sans engagement, établi pour votre chantier.</p>
        </div>
        <Button asChild variant="hero" className="shrink-0">
          <Link to="/devis">
            Demander un devis
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
