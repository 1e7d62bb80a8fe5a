import "~/lib/zod-without-eval";
import "~/lib/style-nonce";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/** A page hydrated whole: React Router takes over the document, and navigation inside the site is client-side. */
export function hydrateDocument() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
