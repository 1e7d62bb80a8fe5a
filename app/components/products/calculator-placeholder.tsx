import { Link } from "react-router";
import { Calculator } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * The calculator section of /produits (anchor #calculette). The bale calculator is built in its own issue; until
 * then this section says so plainly and points to /calculateur.
 */
export function CalculatorPlaceholder() {
  return (
    <section
      id="calculette"
      aria-labelledby="calculette-titre"
      className="mx-auto max-w-7xl scroll-mt-28 px-4 pb-16 sm:px-6 lg:px-8"
    >
      <div className="flex flex-col gap-6 rounded-xl border border-dashed border-earth-400 bg-card p-8 sm:flex-row sm:items-center">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-straw-100 text-earth-800">
          <Calculator aria-hidden className="size-7" />
        </span>
        <div className="flex-1">
          <h2 id="calculette-titre" className="text-2xl font-bold tracking-tight">
            Calculateur de bottes
          </h2>
          <p className="mt-2 font-medium">Le calculateur arrive bientôt.</p>
          <p className="mt-1 text-muted-foreground">
            Il donnera le nombre de bottes, de palettes et de camions, le poids et le budget indicatif pour votre
            surface.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/calculateur">Ouvrir la page du calculateur</Link>
        </Button>
      </div>
    </section>
  );
}
