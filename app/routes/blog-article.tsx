import { Link, data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/blog-article";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

type Article = { slug: string; title: string; excerpt: string };

// Empty until the static articles of the blog content module land, so every slug answers 404 for now.
const articles: readonly Article[] = [];

export function loader({ params }: Route.LoaderArgs) {
  const article = articles.find((candidate) => candidate.slug === params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: pageTitle(loaderData.article.title) },
        { name: "description", content: loaderData.article.excerpt },
      ]
    : [{ title: pageTitle("Article non trouvé") }, { name: "robots", content: "noindex" }];

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  return <UnderConstruction title={loaderData.article.title} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight">
        {notFound ? "Article non trouvé" : "Une erreur est survenue"}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {notFound
          ? "Cet article n'existe pas ou n'est plus en ligne."
          : "L'article n'a pas pu être affiché. Veuillez réessayer dans quelques instants."}
      </p>
      <Link
        to="/blog"
        className="mt-8 inline-flex items-center rounded-md px-4 py-2 font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Retour au blog
      </Link>
    </div>
  );
}
