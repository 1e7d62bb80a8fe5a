import type { FdesMessage, UploadedProduct } from "@domain/fdes/compare-fdes-api";
import { UploadedProductCard } from "./uploaded-product-card";

/**
 * What stays on the page after a failed analysis, once the 8-second toast is gone: its title and sentence, and for an
 * incomplete extraction what could be read of the declaration.
 */
export function AnalysisFailure({ message, uploaded }: { message: FdesMessage; uploaded: UploadedProduct | null }) {
  return (
    <section aria-labelledby="fdes-echec" className="flex flex-col gap-4 rounded-lg border border-destructive bg-card p-5">
      <div>
        <h2 id="fdes-echec" className="text-xl font-semibold">
          {message.title}
        </h2>
        {message.description ? <p className="mt-2">{message.description}</p> : null}
      </div>
      {uploaded ? <UploadedProductCard product={uploaded} ownStandards={[]} heading="Ce qui a pu être lu" /> : null}
    </section>
  );
}
