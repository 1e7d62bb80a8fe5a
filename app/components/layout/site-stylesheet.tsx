import { createContext, use } from "react";

/**
 * The site's stylesheet as text, and the answer's CSP nonce, provided by the server entry only
 * (app/entry.server.tsx). React writes a hoisted style only when its nonce is the one the render was given.
 */
export const SiteStylesheetContext = createContext<{ css: string; nonce: string } | undefined>(undefined);

/**
 * The stylesheet written into each page rather than linked: the first paint no longer waits for a second request,
 * which on a phone network was most of the time to first content. In production the server writes only the rules the
 * page can use (docs/decisions/0022), and the whole stylesheet is loaded as a file before anything hydrates.
 *
 * React hoists a `<style>` with `href` and `precedence` into `<head>`, and in the browser adopts the element the
 * server wrote, found by its href, without comparing its text. So the browser renders it empty and the CSS is
 * downloaded once, in the HTML, never a second time inside the JavaScript.
 */
export function SiteStylesheet() {
  const stylesheet = use(SiteStylesheetContext);
  return (
    <style href="site" precedence="default" nonce={stylesheet?.nonce}>
      {stylesheet?.css ?? ""}
    </style>
  );
}
