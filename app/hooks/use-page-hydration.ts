import { useMatches } from "react-router";
import { pageHydration, type PageHydration, storedStateKeys } from "~/lib/page-hydration";

/**
 * How the current page runs in the browser (app/lib/page-hydration.ts), the same on the server and, once hydrated, in
 * the browser. Development always hydrates whole: the islands' and on-use script would miss Vite's hot-reload preamble.
 */
export function usePageHydration(): { hydration: PageHydration; storedState: string[] } {
  const handles = useMatches().map((match) => match.handle);
  if (!import.meta.env.PROD) return { hydration: "full", storedState: [] };
  return { hydration: pageHydration(handles), storedState: storedStateKeys(handles) };
}
