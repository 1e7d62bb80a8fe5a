import { Link, data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/blog-article";
import { splitBlogContent } from "@domain/blog-content";
import { formatDateLong } from "@domain/format";
import { ArticleChips } from "~/components/blog/article-chips";
import { BackToBlogButton } from "~/components/blog/back-to-blog-button";
import { BlogIllustration } from "~/components/blog/blog-illustration";
import { Breadcrumb, type BreadcrumbLink } from "~/components/blog/breadcrumb";
import { VideoEmbed } from "~/components/media/video-embed";
import { JsonLd } from "~/components/seo/json-ld";
import { Button } from "~/components/ui/button";
import { blogArticlePath, blogArticleTitle, findBlogArticle } from "~/content/blog";
import { pageTitle } from "@domain/brand";
import { pageMeta, useSiteUrl } from "~/lib/seo";
import { blogPosting, breadcrumbList } from "~/lib/structured-data";
import { videoEmbedHandle } from "~/lib/csp-handle";
import { Island } from "~/islands/island";
import { islandsHandle } from "~/lib/page-hydration";

const PARENTS: readonly BreadcrumbLink[] = [
  { name: "Accueil", path: "/" },
  { name: "Blog", path: "/blog" },
];

// An article may carry a video.
export const handle = { ...videoEmbedHandle, ...islandsHandle };

// The articles are looked up on the server, so only the article shown travels to the browser.
export function loader({ params }: Route.LoaderArgs) {
  const article = findBlogArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article, path: blogArticlePath(article), title: blogArticleTitle(article) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.title,
        description: loaderData.article.excerpt,
        path: loaderData.path,
        type: "article",
      })
    : pageMeta(matches, {
        title: pageTitle("Article non trouvé"),
        description: "Cet article n'existe pas ou n'est plus en ligne.",
        noindex: true,
      });

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, path } = loaderData;
  const siteUrl = useSiteUrl();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Breadcrumb parents={PARENTS} current={article.title} />
      <BackToBlogButton className="mt-6" />
      <header className="mt-6">
        <ArticleChips category={article.category} tags={article.tags} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
        <p className="mt-4 text-muted-foreground">
          Publié le <time dateTime={article.publishedDate}>{formatDateLong(article.publishedDate)}</time> par {article.author}
        </p>
      </header>
      {article.image ? (
        <BlogIllustration
          illustration={article.image.illustration}
          alt={article.image.alt}
          className="mt-8 rounded-xl border border-border"
        />
      ) : null}
      {article.videoUrl ? (
        <Island name="video-embed" component={VideoEmbed} props={{ url: article.videoUrl, title: article.title, className: "mt-8" }} />
      ) : null}
      <div className="mt-10 space-y-5 text-lg leading-relaxed">
        {splitBlogContent(article.content).map((block, index) =>
          block.kind === "heading" ? (
            <h2 key={index} className="pt-4 text-2xl font-semibold tracking-tight text-balance">
              {block.text}
            </h2>
          ) : (
            <p key={index}>{block.text}</p>
          ),
        )}
      </div>
      <div className="mt-12 border-t border-border pt-8 text-center">
        <Button asChild size="lg">
          <Link to="/blog">Découvrir tous nos projets</Link>
        </Button>
      </div>
      {siteUrl ? (
        <JsonLd
          data={[
            blogPosting(siteUrl, {
              path,
              title: article.title,
              description: article.excerpt,
              publishedDate: article.publishedDate,
              author: article.author,
              category: article.category,
              tags: article.tags,
            }),
            breadcrumbList(siteUrl, [...PARENTS, { name: article.title, path }]),
          ]}
        />
      ) : null}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight">{notFound ? "Article non trouvé" : "Une erreur est survenue"}</h1>
      <p className="mt-4 text-muted-foreground">
        {notFound
          ? "Cet article n'existe pas ou n'est plus en ligne."
          : "L'article n'a pas pu être affiché. Veuillez réessayer dans quelques instants."}
      </p>
      <BackToBlogButton className="mt-8" />
    </div>
  );
}
