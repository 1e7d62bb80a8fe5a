/**
 * A tool page (app/lib/page-hydration.ts, "on-use") as React Router wrote it, made to load nothing of React at load:
 * its module preloads are renamed so that the browser ignores them, its module script (the route modules and the
 * client entry's import) gets a type the browser does not run, and the client entry alone is loaded, at low priority,
 * as on a page served as islands. On the visitor's first use, app/islands/start-on-use.ts gives the preloads back
 * their name and runs a copy of the module script, then hydrates the document as React Router would have at load.
 * Everything else (the router's context and loader data, the scroll restoration) stays as written and runs at load.
 */

/** What the idle preloads and module script are marked with, for the browser's plain script to find them. */
export const IDLE_PRELOAD_REL = "x-on-use-modulepreload";
export const IDLE_MODULE_TYPE = "text/x-on-use-module";

/** The text React Router's module script always holds: it hands the route modules to the client entry. */
const ROUTE_MODULES_HANDOFF = "window.__reactRouterRouteModules";

export function idleRouterScripts(html: string, entryModule: string, nonce: string): string {
  const handoff = html.indexOf(ROUTE_MODULES_HANDOFF);
  const scriptStart = handoff < 0 ? -1 : html.lastIndexOf("<script", handoff);
  const tagEnd = scriptStart < 0 ? -1 : html.indexOf(">", scriptStart);
  const tag = tagEnd < 0 ? "" : html.slice(scriptStart, tagEnd + 1);
  const headEnd = html.indexOf("</head>");
  if (!tag.includes(' type="module"') || headEnd < 0 || headEnd > scriptStart) {
    // React Router no longer writes what this expects: the caller serves the page hydrated at load, as before.
    throw new Error("idleRouterScripts: React Router's module script was not found where expected");
  }
  const idleTag = tag.replace(' type="module"', ` type="${IDLE_MODULE_TYPE}"`);
  const entry = `<script type="module" src="${entryModule}" nonce="${nonce}" fetchpriority="low"></script>`;
  return (
    html.slice(0, headEnd).replaceAll('<link rel="modulepreload"', `<link rel="${IDLE_PRELOAD_REL}"`) +
    entry +
    html.slice(headEnd, scriptStart) +
    idleTag +
    html.slice(tagEnd + 1)
  );
}
