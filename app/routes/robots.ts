import type { Route } from "./+types/robots";
import { servicesContext } from "@server/context.server";
import { absoluteUrl } from "~/lib/seo";

/**
 * /robots.txt: everything may be crawled except the JSON API, and the sitemap is announced. The sign-in and admin
 * pages are not disallowed on purpose: a crawler must be able to fetch them to read their `noindex` (a disallowed
 * page can still be indexed from links, without its content); they are also absent from the sitemap.
 */
export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(servicesContext).config.SITE_URL;
  const body = ["User-agent: *", "Disallow: /api/", "", `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
