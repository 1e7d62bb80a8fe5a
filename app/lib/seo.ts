import type { MetaDescriptor } from "react-router";
import { useRouteLoaderData } from "react-router";
import { brand, pageTitle } from "@domain/brand";

/**
 * The head of every page: title, description, canonical URL, Open Graph and, for private pages, `noindex`.
 *
 * Absolute URLs are built from SITE_URL (server configuration), which the root loader hands to the browser as
 * `siteUrl`; meta functions read it from the root match, components with `useSiteUrl()`.
 *
 * ```ts
 * export const meta: Route.MetaFunction = ({ matches }) =>
 *   pageMeta(matches, { title: pageTitle("FAQ"), description: "…", path: "/faq" });
 * ```
 */

/** The part of a meta function's `matches` this module reads; every route's `matches` fits it. */
export type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

export type PageMetaOptions = {
  /** The whole `<title>`, usually `pageTitle("…")` from brand.ts. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /**
   * The canonical path, beginning with "/" ("/blog" for both /blog and /projets). Omit it for pages that have no
   * address of their own (error screens): then neither canonical nor og:url is written.
   */
  path?: string;
  /** Open Graph type: "article" for blog posts, "website" otherwise. */
  type?: "website" | "article";
  /** Private or transient pages (admin, sign-in, not found): kept out of search engines. */
  noindex?: boolean;
};

/** SITE_URL as the root loader exposes it, or undefined when the root loader has not run (root error). */
export function siteUrlFrom(matches: MetaMatches): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  if (root && typeof root === "object" && "siteUrl" in root && typeof root.siteUrl === "string") return root.siteUrl;
  return undefined;
}

/** `path` on the public site: absoluteUrl("https://isolenpaille.fr", "/blog") → "https://isolenpaille.fr/blog". */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (!path.startsWith("/")) throw new RangeError(`Chemin non absolu : ${path}`);
  return `${siteUrl.replace(/\/+$/, "")}${path}`;
}

/** The `meta` array of a route (see the module comment). */
export function pageMeta(matches: MetaMatches, options: PageMetaOptions): MetaDescriptor[] {
  const { title, description, path, type = "website", noindex = false } = options;
  const siteUrl = siteUrlFrom(matches);
  const url = siteUrl !== undefined && path !== undefined ? absoluteUrl(siteUrl, path) : undefined;

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:site_name", content: brand.name },
  ];
  if (url !== undefined) {
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** SITE_URL in a component (structured data), from the root loader; undefined only under a root error. */
export function useSiteUrl(): string | undefined {
  const root = useRouteLoaderData("root");
  return root && typeof root === "object" && "siteUrl" in root && typeof root.siteUrl === "string" ? root.siteUrl : undefined;
}

/** What an admin dashboard's head says to a search engine or a link preview that reaches it. */
const ADMIN_DASHBOARD_DESCRIPTION = "Tableau de bord réservé aux administrateurs.";

/** The `meta` array of an admin dashboard titled `heading`: the admin-only notice, kept out of search engines. */
export function dashboardMeta(matches: MetaMatches, heading: string): MetaDescriptor[] {
  return pageMeta(matches, { title: pageTitle(heading), description: ADMIN_DASHBOARD_DESCRIPTION, noindex: true });
}
