import "~/lib/zod-without-eval";
import "~/lib/style-nonce";
import { startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * A page hydrated whole: React Router takes over the document, and navigation inside the site is client-side.
 * `onHydrated` runs once React has committed it.
 */
export function hydrateDocument(onHydrated?: () => void) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
        {onHydrated ? <AfterCommit run={onHydrated} /> : null}
      </StrictMode>,
    );
  });
}

/** Renders nothing; calls `run` once, after React has committed the root it is part of. */
function AfterCommit({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}
