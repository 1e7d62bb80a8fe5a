import { formatNumber } from "@domain/format";
import { PAILLEMOBILE } from "@domain/products";
import { StrawBaleIllustration } from "~/components/illustrations/straw-bale";

/** The 12 m mobile unit (docs/product.md §2 '{product}': mobile unit of 12 m length). */
export function MobileUnitDetails() {
  const length = formatNumber(PAILLEMOBILE.unitLengthM, 0);
  return (
    <section aria-labelledby="paillemobile-unite" className="bg-straw-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div>
          <h2 id="paillemobile-unite" className="text-3xl font-bold tracking-tight">
            Une unité mobile de {length} m
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Toute la chaîne de fabrication tient sur une semi-remorque de {length} mètres : elle arrive sur votre exploitation par la route
            et s'installe près de vos stocks de paille.
          </p>
          <ul className="mt-6 space-y-3">
            {[
              "Densification et calibrage des bottes aux dimensions de la gamme.",
              "Contrôle et enregistrement de l'humidité de chaque lot, comme à l'atelier.",
              "Conditionnement sur palettes, prêtes à partir en semi-remorque vers les chantiers.",
              "La méthode de fabrication de l'atelier, transmise par notre équipe.",
            ].map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-green-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <StrawBaleIllustration className="mx-auto w-full max-w-xs" />
      </div>
    </section>
  );
}
