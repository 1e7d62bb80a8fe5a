import { formatNumber } from "@domain/format";
import { PAILLEMOBILE } from "@domain/products";
import { brand } from "@domain/brand";

const steps = [
  {
    title: "Un contrat de location",
    text: `Vous louez une unité mobile PailleMobile sous contrat de ${PAILLEMOBILE.contractYears} ans.`,
  },
  {
    title: "Votre paille de blé",
    text: `L'unité est dimensionnée pour la paille d'environ ${formatNumber(PAILLEMOBILE.wheatHectares, 0)} hectares de blé.`,
  },
  {
    title: "La fabrication sur place",
    text: "Les bottes sont densifiées, calibrées et contrôlées sur votre exploitation, selon le cahier des charges de l'atelier.",
  },
  {
    title: "La vente, c'est nous",
    text: `${brand.name} commercialise les bottes produites auprès des constructeurs, charpentiers et maîtres d'ouvrage.`,
  },
];

/** The franchise concept (docs/product.md §1 'Offer', §2 '{product}': concept). */
export function PaillemobileConcept() {
  return (
    <section aria-labelledby="paillemobile-concept" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="paillemobile-concept" className="text-3xl font-bold tracking-tight">
        Le concept
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
        La construction en paille se développe : {formatNumber(brand.claims.newStrawBuildingsPerYear, 0)} nouveaux bâtiments chaque année en
        France. Avec PailleMobile, la fabrication se rapproche des champs : le céréalier produit les bottes chez lui, {brand.name} apporte
        la méthode et se charge de la vente.
      </p>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-border bg-card p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-green-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
            <p className="mt-2 text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 rounded-lg border-l-4 border-green-600 bg-green-50 p-4">
        Une unité PailleMobile est rentable à partir d'environ{" "}
        <strong>{formatNumber(PAILLEMOBILE.viableTonnesPerYear, 0)} tonnes de paille par an</strong>.
      </p>
    </section>
  );
}
