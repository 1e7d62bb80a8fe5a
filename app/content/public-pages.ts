/**
 * The pages search engines should find: the source of /sitemap.xml. Every route of app/routes.ts is either here,
 * an alias of a page here, or private (`NOINDEX_PATHS`); public-pages.test.ts checks it against the route table, so
 * a new route cannot be forgotten. Blog articles are added from the blog index.
 */

export type ChangeFrequency = "daily" | "weekly" | "monthly" | "yearly";

export type PublicPage = {
  path: string;
  changeFrequency: ChangeFrequency;
  /** Relative importance within the site, 0 to 1 (sitemap protocol). */
  priority: number;
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/produits", changeFrequency: "monthly", priority: 0.9 },
  { path: "/paillemobile", changeFrequency: "monthly", priority: 0.8 },
  { path: "/blog", changeFrequency: "weekly", priority: 0.8 },
  { path: "/devis", changeFrequency: "yearly", priority: 0.8 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.7 },
  { path: "/faq", changeFrequency: "monthly", priority: 0.7 },
  { path: "/calculateur", changeFrequency: "monthly", priority: 0.7 },
  { path: "/calculateur-paroi", changeFrequency: "monthly", priority: 0.7 },
  { path: "/estimation-re2020", changeFrequency: "monthly", priority: 0.6 },
  { path: "/documents-techniques", changeFrequency: "monthly", priority: 0.7 },
  { path: "/comparateur-environnemental", changeFrequency: "monthly", priority: 0.6 },
  { path: "/bordereau-autocontrole", changeFrequency: "monthly", priority: 0.6 },
  { path: "/protection-donnees", changeFrequency: "yearly", priority: 0.3 },
  { path: "/mentions-legales", changeFrequency: "yearly", priority: 0.2 },
  { path: "/cgv", changeFrequency: "yearly", priority: 0.3 },
];

/** Paths showing a page listed above under another address (canonical elsewhere, or a redirect). */
export const ALIAS_PATHS: Readonly<Record<string, string>> = {
  "/projets": "/blog",
  "/donnees": "/produits",
};

/** Sign-in and administration: out of the sitemap, and their pages say noindex. */
export const NOINDEX_PATHS: readonly string[] = [
  "/auth",
  "/commercial",
  "/commercial/devis",
  "/commercial/catalogue",
  "/technique",
  "/traffic",
  "/business-plan",
];

/** Each blog article has its page at /blog/<slug>; their change frequency and priority. */
export const ARTICLE_CHANGE_FREQUENCY: ChangeFrequency = "yearly";
export const ARTICLE_PRIORITY = 0.6;
