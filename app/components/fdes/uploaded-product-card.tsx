import { type ReactNode, useId } from "react";
import { TriangleAlert } from "lucide-react";
import { cn } from "~/lib/cn";
import { isExpired, otherStandards } from "@domain/fdes/analysis";
import type { FdesStandardName, TypedFigure, UploadedProduct } from "@domain/fdes/compare-fdes-api";
import { TYPED_MARK } from "@domain/fdes/typed-values";
import { formatList } from "@domain/format";
import { withoutRunningLines } from "~/lib/fdes-page-text";
import { FigureSourcesTable } from "./figure-sources-table";
import {
  formatFunctionalUnit,
  formatIndicator,
  formatThermalResistance,
  formatValidity,
  INDICATOR_UNITS,
  NOT_READ,
} from "@domain/fdes/fdes-format";

/** docs/product.md §11.4: A1 and A2 declarations count some indicators differently (biogenic carbon, water…). */
function standardsNote(standard: FdesStandardName | null, ownStandards: readonly (FdesStandardName | null)[]): string | null {
  const others = otherStandards(standard, ownStandards);
  if (others.length === 0) return null;
  return `Cette FDES suit ${standard} et nos déclarations ${formatList(others)} : les deux versions de la norme ne calculent pas tous les indicateurs de la même façon (carbone biogénique, eau), les valeurs ne sont donc pas strictement comparables.`;
}

/** One figure of the card; `wide` for a sentence, which takes the whole width on a phone. */
function Entry({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-0.5", wide && "col-span-2 sm:col-span-1")}>
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

export interface UploadedProductCardProps {
  product: UploadedProduct;
  /** The standards of our own declarations, to say when the two are not strictly comparable. */
  ownStandards: readonly (FdesStandardName | null)[];
  heading?: string;
}

/** The uploaded product as its declaration gives it (docs/product.md §5), per functional unit; unread values say "non lu". */
export function UploadedProductCard({ product, ownStandards, heading = "Produit analysé" }: UploadedProductCardProps) {
  const { details } = product;
  // A value the person typed says so beside it (the table below says what the reader found where).
  const typed = (figure: TypedFigure) =>
    details.typed[figure] ? (
      <span className="block text-sm font-normal text-muted-foreground" data-testid={`fdes-typed-${figure}`}>
        ({TYPED_MARK})
      </span>
    ) : null;
  const validity = formatValidity(details.valid_until);
  const expired = validity !== null && details.valid_until !== null && isExpired(details.valid_until, new Date());
  const note = standardsNote(details.standard, ownStandards);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5">
      <div>
        <h3 id={headingId} className="text-lg font-semibold">
          {heading}
        </h3>
        <p className="mt-1 text-xl font-bold break-words" data-testid="fdes-uploaded-name">
          {product.name ?? "Nom du produit non lu"}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        <Entry term="Norme">{details.standard ?? NOT_READ}</Entry>
        <Entry term="Unité fonctionnelle" wide>
          {formatFunctionalUnit(details.functional_unit)}
        </Entry>
        <Entry term="Résistance thermique">
          {formatThermalResistance(product.thermal_resistance)}
          {typed("thermal_resistance")}
        </Entry>
        <Entry term="Valide jusqu'au">{validity ?? NOT_READ}</Entry>
        <Entry term="Réchauffement climatique (PRG, A1 à C4)">
          {formatIndicator(product.gwp, INDICATOR_UNITS.gwp)}
          {typed("gwp")}
        </Entry>
        <Entry term="Énergie primaire totale" wide>
          {formatIndicator(product.energy, INDICATOR_UNITS.energy)}
          {typed("energy")}
          <span className="block text-sm font-normal text-muted-foreground">
            dont non renouvelable (PENRT) : {formatIndicator(details.penrt, INDICATOR_UNITS.energy)}
          </span>
        </Entry>
        <Entry term="Eau douce nette">
          {formatIndicator(product.water, INDICATOR_UNITS.water)}
          {typed("water")}
        </Entry>
        <Entry term="Déchets éliminés">
          {formatIndicator(product.waste, INDICATOR_UNITS.waste)}
          {typed("waste")}
        </Entry>
        <Entry term="Matériaux destinés au recyclage">{formatIndicator(product.recyclable, INDICATOR_UNITS.waste)}</Entry>
        <Entry term="Module D (au-delà du cycle de vie)">
          {formatIndicator(product.module_d, INDICATOR_UNITS.gwp)}
          {typed("module_d")}
        </Entry>
        <Entry term="Fin de vie" wide>
          {product.end_of_life === null ? NOT_READ : withoutRunningLines(product.end_of_life)}
        </Entry>
      </dl>
      <p className="text-sm text-muted-foreground">
        Toutes les valeurs sont données par unité fonctionnelle ; les totaux couvrent les modules A1 à C4, le module D est à part.
      </p>
      <FigureSourcesTable sources={details.sources} typed={details.typed} />
      {note ? <p className="rounded-md bg-secondary p-3 text-sm text-secondary-foreground">{note}</p> : null}
      {expired ? (
        <p className="flex items-start gap-2 rounded-md border border-destructive p-3 text-sm">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>
            <strong>Attention :</strong> la validité de cette FDES a pris fin le {validity}. Demandez au fabricant sa déclaration à jour.
          </span>
        </p>
      ) : null}
      {details.warnings.length > 0 ? (
        <div className="rounded-md bg-muted p-3 text-sm">
          <h4 className="font-semibold">Points à vérifier dans la lecture</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {details.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
