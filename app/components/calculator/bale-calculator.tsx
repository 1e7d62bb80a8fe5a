import { formatList } from "@domain/format";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { ArrowRight } from "lucide-react";
import { BUDGET_CAVEATS, calculate } from "@domain/calculator/calculator";
import { RESISTANCE_NOTE } from "@domain/product-figures";
import { type Catalogue, catalogueOf, type ProductId, type ProductOffer, STORAGE } from "@domain/products";
import { storeQuotePrefill } from "~/lib/quote-prefill";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { type CalculationDraft, CalculationInputs, parseQuantity } from "./calculation-inputs";
import { CalculationResult } from "./calculation-result";
import { ComparisonDifferences } from "./comparison-differences";
import { SendResultsForm } from "./send-results-form";
import { useSettledTracking } from "./use-settled-tracking";

function resultOf(draft: CalculationDraft, catalogue: Catalogue) {
  return calculate({ productId: draft.productId, unit: draft.unit, quantity: parseQuantity(draft.quantity) }, catalogue);
}

/**
 * The bale calculator (docs/product.md §2 Calculator, §4): one calculation, or two side by side with their differences;
 * results by e-mail; the way to /devis with the surface and product stored. Used on /calculateur and in
 * /produits#calculette. `offers`: the catalogue's current offers, from the page's loader (docs/product.md §10.1).
 */
export function BaleCalculator({ offers }: { offers: Record<ProductId, ProductOffer> }) {
  const catalogue = useMemo(() => catalogueOf(offers), [offers]);
  const [first, setFirst] = useState<CalculationDraft>({ productId: "botte-22", unit: "m2", quantity: "" });
  const [second, setSecond] = useState<CalculationDraft>({ productId: "botte-36", unit: "m2", quantity: "" });
  const [comparing, setComparing] = useState(false);
  const navigate = useNavigate();

  const result1 = resultOf(first, catalogue);
  const result2 = comparing ? resultOf(second, catalogue) : null;
  useSettledTracking(result1, result2);

  function goToQuote() {
    if (!result1) return;
    storeQuotePrefill(result1.product, result1.surfaceM2);
    void navigate("/devis");
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex items-center gap-3">
        <Checkbox id="calculator-compare" checked={comparing} onCheckedChange={(checked) => setComparing(checked === true)} />
        <Label htmlFor="calculator-compare">Comparer deux calculs côte à côte</Label>
      </div>

      <div className={comparing ? "grid gap-8 lg:grid-cols-2" : "grid gap-8 lg:grid-cols-[minmax(0,24rem)_1fr]"}>
        <div className="flex flex-col gap-6">
          <CalculationInputs title={comparing ? "Calcul 1" : "Votre projet"} draft={first} onChange={setFirst} />
          {comparing && result1 && <CalculationResult title="Résultat du calcul 1" result={result1} />}
        </div>
        {comparing ? (
          <div className="flex flex-col gap-6">
            <CalculationInputs title="Calcul 2" draft={second} onChange={setSecond} />
            {result2 && <CalculationResult title="Résultat du calcul 2" result={result2} />}
          </div>
        ) : (
          <div aria-live="polite">
            {result1 ? (
              <CalculationResult title="Résultat" result={result1} />
            ) : (
              <p className="rounded-lg border border-dashed border-border p-5 text-sm text-muted-foreground">
                Saisissez une quantité pour voir le nombre de bottes, de palettes et de camions, le budget indicatif et le carbone stocké.
              </p>
            )}
          </div>
        )}
      </div>

      {comparing && result1 && result2 && <ComparisonDifferences first={result1} second={result2} />}

      <p className="text-sm text-muted-foreground">
        Budget indicatif hors taxes, calculé au prix au m² de chaque produit : il varie selon {formatList(BUDGET_CAVEATS)}. Les palettes se
        stockent au sec, sur une surface de {STORAGE.palletFootprint} chacune.
      </p>
      <p className="text-sm text-muted-foreground">{RESISTANCE_NOTE}</p>

      <div className="flex flex-col gap-6 border-t border-border pt-6 lg:flex-row lg:items-end lg:justify-between">
        <SendResultsForm first={result1} second={result2} />
        <Button variant="hero" size="lg" onClick={goToQuote} disabled={!result1}>
          Demander un devis pour ce calcul
          <ArrowRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
