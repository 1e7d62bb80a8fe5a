import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { formatNumber } from "@domain/format";
import { PAILLEMOBILE } from "@domain/products";
import { MobileUnitIllustration } from "~/components/illustrations/mobile-unit";
import { Button } from "~/components/ui/button";
import { brand } from "@domain/brand";

/** The mobile-factory franchise for cereal farmers (docs/product.md §2 Home → /paillemobile). */
export function PaillemobileTeaser() {
  return (
    <section aria-labelledby="accueil-paillemobile" className="render-when-visible bg-green-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <MobileUnitIllustration
          title={`Unité mobile PailleMobile de ${formatNumber(PAILLEMOBILE.unitLengthM, 0)} mètres : un tracteur routier et sa semi-remorque équipée de la presse`}
          className="mx-auto w-full max-w-lg"
        />
        <div>
          <p className="text-sm font-semibold tracking-wide text-green-700 uppercase">Pour les céréaliers</p>
          <h2 id="accueil-paillemobile" className="mt-2 text-3xl font-bold tracking-tight">
            PailleMobile : l'usine de bottes vient à la ferme
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Vous cultivez environ {formatNumber(PAILLEMOBILE.wheatHectares, 0)} hectares de blé ? Louez une unité mobile de{" "}
            {formatNumber(PAILLEMOBILE.unitLengthM, 0)} m sous contrat de {PAILLEMOBILE.contractYears} ans et transformez votre paille en
            bottes d'isolation sur votre exploitation. {brand.name} se charge de la vente.
          </p>
          <Button asChild variant="eco" size="lg" className="mt-6">
            <Link to="/paillemobile">
              Découvrir PailleMobile
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
