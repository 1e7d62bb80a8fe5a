import type { Route } from "./+types/blog";
import { ArticleCard, type ArticleSummary } from "~/components/blog/article-card";
import { BlogCallToAction } from "~/components/blog/blog-call-to-action";
import { BLOG_ARTICLES, blogArticlePath } from "~/content/blog";
import { pageTitle } from "@domain/brand";
import { pageMeta } from "~/lib/seo";
import { islandsHandle } from "~/lib/page-hydration";

// The list carries no article text, so the articles' content stays out of this page's JavaScript.
export function loader() {
  const articles: ArticleSummary[] = BLOG_ARTICLES.map(({ content: _content, videoUrl: _videoUrl, ...summary }) => ({
    ...summary,
    path: blogArticlePath(summary),
  }));
  return { articles };
}

// /blog and /projets show this same screen; search engines are pointed at /blog.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Réalisations"),
    description:
      "Nos réalisations en isolation paille : logement social, habitat collectif, formation et innovation avec nos bottes préfabriquées.",
    path: "/blog",
  });

export const handle = islandsHandle;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-green-700 uppercase">Blog</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">Nos réalisations</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Chantiers, visites et innovations : nos notes de projets racontent comment nos bottes de paille préfabriquées isolent des
          logements, des bâtiments collectifs et forment les professionnels de demain.
        </p>
      </header>
      <ul className="mt-10 grid gap-8 md:grid-cols-2">
        {loaderData.articles.map((article) => (
          <li key={article.id} className="flex">
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <div className="mt-16">
        <BlogCallToAction />
      </div>
    </div>
  );
}
