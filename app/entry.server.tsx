import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import siteCss from "./app.css?inline";
import { requestCspContext } from "@server/http/content-security-policy.server";
import { SiteStylesheetContext } from "~/components/layout/site-stylesheet";
import { IslandRenderContext, type IslandRenderer } from "~/islands/island-render-context";
import { frameSourcesOf } from "~/lib/csp-handle";

/**
 * React Router's default server entry, with one addition: the stylesheet's text is handed to the page, which
 * writes it inline (see SiteStylesheet); the answer's CSP nonce goes to every script and style element React
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

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Crawlers get the whole page at once rather than streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

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
      <SiteStylesheetContext value={{ css: siteCss, nonce: csp.nonce }}>
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
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
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
