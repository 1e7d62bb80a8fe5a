import { Link } from "react-router";
import { FileSignature } from "lucide-react";
import type { Product } from "@domain/products";
import { Button } from "~/components/ui/button";
import { storeQuotePrefill } from "~/lib/quote-prefill";

/**
 * "Demander un devis" on a product card: stores the product and a default surface of one pallet (public §7
 * devis_surface / devis_product), then goes to /devis. A real link, so it still leads to the form without
 * JavaScript (without the prefill).
 */
export function QuoteRequestLink({ product }: { product: Product }) {
  return (
    <Button asChild variant="hero">
      <Link to="/devis" onClick={() => storeQuotePrefill(product.label, product.surfacePerPalletM2)} data-product={product.id}>
        <FileSignature aria-hidden />
        Demander un devis
        <span className="sr-only"> ({product.label})</span>
      </Link>
    </Button>
  );
}
