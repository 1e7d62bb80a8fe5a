import { Link } from "react-router";
import { FileSignature } from "lucide-react";
import type { Product } from "@domain/products";
import { Button } from "~/components/ui/button";
import { storeQuotePrefill } from "~/lib/quote-prefill";

/**
 * "Demander un devis" on a product card: stores the product, and no surface since the visitor typed none (docs/product.md §7
 * devis_product), then goes to /devis. A real link, so it still leads to the form without
 * JavaScript (without the prefill).
 */
export function QuoteRequestLink({ product }: { product: Product }) {
  return (
    <Button asChild variant="hero">
      <Link to="/devis" onClick={() => storeQuotePrefill(product.label, null)} data-product={product.id}>
        <FileSignature aria-hidden />
        Demander un devis
        <span className="sr-only"> ({product.label})</span>
      </Link>
    </Button>
  );
}
