import type { Route } from "./+types/sitemap";
import { servicesContext } from "@server/context.server";
import { BLOG_ARTICLES, blogArticlePath } from "~/content/blog";
import { ARTICLE_CHANGE_FREQUENCY, ARTICLE_PRIORITY, PUBLIC_PAGES } from "~/content/public-pages";
import { absoluteUrl } from "~/lib/seo";

type Entry = { path: string; lastModified?: string; changeFrequency: string; priority: number };

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** /sitemap.xml: every public page and every blog article, with absolute URLs from SITE_URL. */
export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(servicesContext).config.SITE_URL;
  const entries: Entry[] = [
    ...PUBLIC_PAGES,
    ...BLOG_ARTICLES.map((article) => ({
      path: blogArticlePath(article),
      lastModified: article.publishedDate,
      changeFrequency: ARTICLE_CHANGE_FREQUENCY,
      priority: ARTICLE_PRIORITY,
    })),
  ];
  const urls = entries.map((entry) =>
    [
      "  <url>",
      `    <loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>`,
      ...(entry.lastModified ? [`    <lastmod>${entry.lastModified}</lastmod>`] : []),
      `    <changefreq>${entry.changeFrequency}</changefreq>`,
      `    <priority>${entry.priority.toFixed(1)}</priority>`,
      "  </url>",
    ].join("\n"),
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
