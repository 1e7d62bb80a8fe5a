import siteStylesheetUrl from "~/app.css?url";

let loading: Promise<void> | undefined;

/**
 * The whole site's stylesheet, as a hashed file the browser caches (docs/decisions/0022). The server sends each page
 * only the rules its HTML can use; React may then draw what the server did not (a menu opened, a tool's results, the
 * next page of a client-side navigation), so whatever hydrates waits for this first. It resolves once the file is
 * applied, or failed to load: the page then goes on with its own rules rather than never start. Development inlines
 * the whole stylesheet already.
 */
export function loadFullStylesheet(): Promise<void> {
  if (import.meta.env.DEV) return Promise.resolve();
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = siteStylesheetUrl;
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener(
      "error",
      () => {
        console.error("The site's stylesheet failed to load", siteStylesheetUrl);
        resolve();
      },
      { once: true },
    );
    document.head.append(link);
  });
  return loading;
}
