import type { ComponentType } from "react";

/**
 * Every component that may be an island (app/islands/island.tsx), by the name written into the page. Each loads its
 * own chunk, so a page downloads the code of the islands a visitor uses and nothing else. The cookie banner and the
 * page-view report are no islands: plain script runs them at load (app/entry.client.tsx).
 */
export const islandLoaders = {
  "header-menu": () => import("~/components/layout/header-menu").then((module) => module.HeaderMenu),
  "mobile-menu": () => import("~/components/layout/mobile-menu").then((module) => module.MobileMenu),
  "video-embed": () => import("~/components/media/video-embed").then((module) => module.VideoEmbed),
  "quote-request-link": () => import("~/components/products/quote-request-link").then((module) => module.QuoteRequestLink),
  "document-download-button": () =>
    import("~/components/documents/document-download-button").then((module) => module.DocumentDownloadButton),
  "calculator-section": () => import("~/components/products/calculator-section").then((module) => module.CalculatorSection),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;
