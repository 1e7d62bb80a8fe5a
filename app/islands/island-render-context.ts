import { createContext, use, type ReactNode } from "react";

/**
 * Given by the server entry (app/entry.server.tsx) to a page served as islands, and only then: what the page needs
 * to write its islands and the script that hydrates them. On the client, and on pages hydrated whole, it is null and
 * an `<Island>` is its component, rendered in place.
 */
export type IslandRenderer = {
  /** The island's HTML, rendered as a root of its own, as the browser will hydrate it. */
  renderToString: (element: ReactNode, identifierPrefix: string) => string;
  /** A new identifier for the next island of the page (its `useId` prefix, unique in the document). */
  nextIslandId: (name: string) => string;
  /** The client entry's URL and the answer's CSP nonce, for the page's one script. */
  entryModule: string;
  nonce: string;
};

export const IslandRenderContext = createContext<IslandRenderer | null>(null);

/** True while the server renders a page served as islands; false on pages hydrated whole, and in the browser. */
export function useIslandsPage(): boolean {
  return use(IslandRenderContext) !== null;
}
