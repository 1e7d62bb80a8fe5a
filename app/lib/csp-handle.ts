/**
 * What a route module may ask of the Content-Security-Policy through its `handle` (server/http/
 * content-security-policy.server.ts): extra `frame-src` origins and nothing else. Every other directive is the same
 * on every answer. The server entry gathers the frame origins of the matched routes.
 */
export interface CspHandle {
  csp?: { frameSrc?: readonly string[] };
}

/** Where a `VideoEmbed` plays from (docs/product-decisions.md: youtube-nocookie only, after consent or a click). */
export const VIDEO_FRAME_ORIGIN = "https://www.youtube-nocookie.com";

/** The `handle` of a page that may show a `VideoEmbed`. */
export const videoEmbedHandle: CspHandle = { csp: { frameSrc: [VIDEO_FRAME_ORIGIN] } };

/** The frame origins asked for by the matched routes' handles, without repeats. */
export function frameSourcesOf(handles: readonly unknown[]): string[] {
  const sources = new Set<string>();
  for (const handle of handles) {
    const frameSrc = (handle as CspHandle | undefined)?.csp?.frameSrc;
    for (const source of frameSrc ?? []) sources.add(source);
  }
  return [...sources];
}
