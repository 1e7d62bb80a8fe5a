import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { brand } from "@domain/brand";

/** Calls to action to /devis and /contact (docs/product.md §2 Home). */
export function HomeCallToAction() {
  return (
    <section
      aria-labelledby="accueil-projet"
      className="render-when-visible bg-earth-800 text-earth-50 [--color-ring:var(--color-straw-300)]"
    >
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="accueil-projet" className="text-3xl font-bold tracking-tight">
          Un projet d'isolation en paille ?
        </h2>
        <p className="mt-4 text-lg text-earth-100">
          Décrivez-nous votre projet : nous répondons à chaque demande de devis sous {brand.claims.quoteReplyHours} h et vous conseillons
          sur le format de botte le mieux adapté.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild variant="hero" size="lg">
            <Link to="/devis">Demander un devis</Link>
          </Button>
          <Button asChild variant="outlineOnDark" size="lg">
            <Link to="/contact">Nous contacter</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
