import { useId } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** Closing block of the blog pages: a quote request or a conversation with the team. */
export function BlogCallToAction() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-earth-800 px-6 py-10 text-center text-earth-50 sm:px-10">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance">
        Un projet d'isolation en paille ?
      </h2>
      <p className="mx-auto mt-3 max-w-2xl leading-relaxed">
        Maison individuelle, logements, bâtiment collectif ou tertiaire : décrivez-nous votre projet, nous vous conseillons sur le format de
        botte et la logistique du chantier.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3 [--color-ring:var(--color-straw-300)]">
        <Button asChild variant="hero" size="lg">
          <Link to="/devis">Demander un devis</Link>
        </Button>
        <Button asChild variant="outlineOnDark" size="lg">
          <Link to="/contact">Nous contacter</Link>
        </Button>
      </div>
    </section>
  );
}
