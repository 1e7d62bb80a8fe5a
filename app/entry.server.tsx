import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import siteCss from "./app.css?inline";
import { requestCspContext } from "@server/http/content-security-policy.server";
import { idleRouterScripts } from "@server/http/idle-router-scripts.server";
import { PAGE_STYLESHEET_PLACEHOLDER, withPageStylesheet } from "@server/http/page-stylesheet/page-stylesheet.server";
import { SiteStylesheetContext } from "~/components/layout/site-stylesheet";
import { IslandRenderContext, type IslandRenderer } from "~/islands/island-render-context";
import { frameSourcesOf } from "~/lib/csp-handle";
import { pageHydration } from "~/lib/page-hydration";

/**
 * React Router's default server entry, with one addition: the stylesheet's text is handed to the page, which
 * writes it inline (see SiteStylesheet), in production only the rules that page can use, chosen once the page is
 * whole (server/http/page-stylesheet/, docs/decisions/0022); the answer's CSP nonce goes to every script and style element React
 * writes, while the matched routes may widen the policy's frame-src (app/lib/csp-handle.ts); and a page served as
 * islands gets what it needs to write them (app/islands/island.tsx).
 */

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const csp = loadContext.get(requestCspContext);
  const handles = routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  const frameSrc = frameSourcesOf(handles);
  if (frameSrc.length > 0) csp.allowFrames(frameSrc);

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // A tool page loads nothing of React until its first use (app/lib/page-hydration.ts): written whole, then its
  // router scripts kept idle.
  const onUse = import.meta.env.PROD && pageHydration(handles) === "on-use";
  // The page's stylesheet is chosen from the whole page, so the page is sent whole, not streamed (development streams
  // it with the whole stylesheet).
  const whole = import.meta.env.PROD;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Crawlers get the whole page at once rather than streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || whole ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    let islandCount = 0;
    const islands: IslandRenderer = {
      renderToString: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
      nextIslandId: (name) => `${name}-${++islandCount}-`,
      entryModule: routerContext.manifest.entry.module,
      nonce: csp.nonce,
    };

    const { pipe, abort } = renderToPipeableStream(
      <SiteStylesheetContext value={{ css: whole ? PAGE_STYLESHEET_PLACEHOLDER : siteCss, nonce: csp.nonce }}>
        <IslandRenderContext value={islands}>
          <ServerRouter context={routerContext} url={request.url} nonce={csp.nonce} />
        </IslandRenderContext>
      </SiteStylesheetContext>,
      {
        nonce: { script: csp.nonce, style: csp.nonce },
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          if (whole) {
            void text(body).then((html) => {
              clearTimeout(timeoutId);
              const page = onUse ? idleScriptsOrAsIs(html, routerContext.manifest.entry.module, csp.nonce) : html;
              resolve(new Response(withPageStylesheet(page, siteCss), { headers: responseHeaders, status: responseStatusCode }));
            }, reject);
            return;
          }
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the first shell are logged by React Router; later ones, only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** The whole text a stream gives. */
async function text(stream: PassThrough): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString("utf8");
}

/** The tool page with its router scripts idle until its first use; as written (hydrated at load) if that fails. */
function idleScriptsOrAsIs(html: string, entryModule: string, nonce: string): string {
  try {
    return idleRouterScripts(html, entryModule, nonce);
  } catch (error) {
    console.error(error);
    return html;
  }
}
