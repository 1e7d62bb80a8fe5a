import { PRODUCTS } from "@domain/products";
import { formatNumber } from "@domain/format";
import type { QuoteEstimateAnnex } from "@domain/quote/estimate-annex";
import { QUOTE_SURFACE_MAX } from "@domain/quote/quote-field-values";
import { Button } from "~/components/ui/button";

/** What the quote page received from /estimation-re2020: the estimate's request and its annex, computed on the server. */
export interface AttachedEstimateData {
  request: object;
  annex: QuoteEstimateAnnex;
}

/** The surfaces a quote form can take from the estimate: those its surface field holds (docs/product.md §8.3). */
export function offeredSurfaces(annex: QuoteEstimateAnnex) {
  return annex.surfaces.filter((surface) => Math.ceil(surface.areaM2) <= QUOTE_SURFACE_MAX);
}

/**
 * The RE2020 estimate joined to the request (it goes to the team, the customer's e-mail and the quote's annex), its
 * areas offered as the bales' surfaces, and a way to leave it out.
 */
export function AttachedEstimate({
  estimate,
  onRemove,
  onUseSurfaces,
}: {
  estimate: AttachedEstimateData;
  onRemove: () => void;
  onUseSurfaces: () => void;
}) {
  const { annex } = estimate;
  const offered = offeredSurfaces(annex);
  const tooLarge = annex.surfaces.filter((surface) => !offered.includes(surface));
  return (
    <section aria-labelledby="estimation-jointe" className="rounded-lg border border-border bg-secondary p-4 text-secondary-foreground">
      <h2 id="estimation-jointe" className="font-semibold">
        Estimation RE2020 jointe à votre demande
      </h2>
      <p className="mt-1 text-sm" data-testid="attached-estimate">
        {annex.summary}
      </p>
      <p className="mt-1 text-sm">Elle accompagnera votre demande, figurera dans votre e-mail de confirmation et en annexe du devis.</p>
      <p className="mt-1 text-sm text-muted-foreground">{annex.carbon}</p>
      {offered.length > 0 ? (
        <div className="mt-3 text-sm">
          <p>Surfaces de bottes de l'estimation :</p>
          <ul className="mt-1 list-disc pl-5" data-testid="estimate-surfaces">
            {offered.map((surface) => (
              <li key={surface.productId}>
                {PRODUCTS[surface.productId].quoteLabel} : {formatNumber(Math.ceil(surface.areaM2), 0)} m² ({surface.from})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {tooLarge.length > 0 ? (
        <p className="mt-2 text-sm">
          {tooLarge.map((surface) => `${PRODUCTS[surface.productId].quoteLabel} : ${formatNumber(surface.areaM2, 1)} m²`).join(", ")} :
          au-delà des {formatNumber(QUOTE_SURFACE_MAX, 0)} m² qu'un champ de surface accepte ; précisez-la dans les détails du projet.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {offered.length > 0 ? (
          <Button type="button" variant="eco" onClick={onUseSurfaces}>
            Reprendre ces surfaces pour les bottes
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onRemove}>
          Retirer l'estimation
        </Button>
      </div>
    </section>
  );
}
