/**
 * The pages search engines should find: the source of /sitemap.xml. Every route of app/routes.ts is either here,
 * an alias of a page here, or private (`NOINDEX_PATHS`); public-pages.test.ts checks it against the route table, so
 * a new route cannot be forgotten. Blog articles are added from the blog index.
 */

export type ChangeFrequency = "daily" | "weekly" | "monthly" | "yearly";

/**
 * What a visitor does on a page, which sets its speed budgets (issue #41, scripts/lib/page-budgets.ts): a content page
 * is read (at most 20 KB of JavaScript at load), a tool is used (at most 60 KB at load, the rest once used).
 */
export type PageKind = "content" | "tool";

export type PublicPage = {
  path: string;
  kind: PageKind;
  changeFrequency: ChangeFrequency;
  /** Relative importance within the site, 0 to 1 (sitemap protocol). */
  priority: number;
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", kind: "content", changeFrequency: "weekly", priority: 1 },
  { path: "/produits", kind: "content", changeFrequency: "monthly", priority: 0.9 },
  { path: "/paillemobile", kind: "content", changeFrequency: "monthly", priority: 0.8 },
  { path: "/blog", kind: "content", changeFrequency: "weekly", priority: 0.8 },
  { path: "/devis", kind: "tool", changeFrequency: "yearly", priority: 0.8 },
  { path: "/contact", kind: "tool", changeFrequency: "yearly", priority: 0.7 },
  { path: "/faq", kind: "content", changeFrequency: "monthly", priority: 0.7 },
  { path: "/calculateur", kind: "tool", changeFrequency: "monthly", priority: 0.7 },
  { path: "/calculateur-paroi", kind: "tool", changeFrequency: "monthly", priority: 0.7 },
  { path: "/estimation-re2020", kind: "tool", changeFrequency: "monthly", priority: 0.6 },
  { path: "/documents-techniques", kind: "content", changeFrequency: "monthly", priority: 0.7 },
  { path: "/comparateur-environnemental", kind: "tool", changeFrequency: "monthly", priority: 0.6 },
  { path: "/bordereau-autocontrole", kind: "tool", changeFrequency: "monthly", priority: 0.6 },
  { path: "/protection-donnees", kind: "content", changeFrequency: "yearly", priority: 0.3 },
  { path: "/mentions-legales", kind: "content", changeFrequency: "yearly", priority: 0.2 },
  { path: "/cgv", kind: "content", changeFrequency: "yearly", priority: 0.3 },
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
