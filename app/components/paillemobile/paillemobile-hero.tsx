import { Link } from "react-router";
import { formatNumber } from "@domain/format";
import { PAILLEMOBILE } from "@domain/products";
import { MobileUnitIllustration } from "~/components/illustrations/mobile-unit";
import { Button } from "~/components/ui/button";

export function PaillemobileHero() {
  return (
    <section aria-labelledby="paillemobile-titre" className="bg-gradient-to-b from-green-50 to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-green-700 uppercase">Une franchise pour les céréaliers</p>
          <h1 id="paillemobile-titre" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            PailleMobile, l'usine de bottes d'isolation qui vient à la ferme
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
            Transformez la paille de votre blé en bottes d'isolation préfabriquées, sur votre exploitation, avec une unité mobile de{" "}
            {formatNumber(PAILLEMOBILE.unitLengthM, 0)} m. Vous produisez, nous vendons.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="eco" size="lg">
              <Link to="/contact">Parler de mon exploitation</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/faq">Questions fréquentes</Link>
            </Button>
          </div>
        </div>
        <MobileUnitIllustration
          title={`L'unité mobile PailleMobile, longue de ${formatNumber(PAILLEMOBILE.unitLengthM, 0)} mètres, attelée à son tracteur routier`}
          className="mx-auto w-full max-w-xl"
        />
      </div>
    </section>
  );
}
