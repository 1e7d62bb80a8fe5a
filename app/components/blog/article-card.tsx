import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { BlogArticle } from "@domain/blog-content";
import { formatDateLong } from "@domain/format";
import { Button } from "~/components/ui/button";
import { ArticleChips } from "./article-chips";
import { BlogIllustration } from "./blog-illustration";

export type ArticleSummary = Omit<BlogArticle, "content" | "videoUrl"> & { path: string };

/** One article of the blog list: drawing, category and first two tags, date, title, excerpt and a read button. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      {article.image ? <BlogIllustration illustration={article.image.illustration} alt={article.image.alt} /> : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <ArticleChips category={article.category} tags={article.tags.slice(0, 2)} />
        <p className="text-sm text-muted-foreground">
          <time dateTime={article.publishedDate}>{formatDateLong(article.publishedDate)}</time>
        </p>
        <h2 className="text-xl font-semibold tracking-tight text-balance">{article.title}</h2>
        <p className="flex-1 leading-relaxed text-muted-foreground">{article.excerpt}</p>
        <Button asChild variant="outline" className="mt-2 self-start">
          <Link to={article.path}>
            Lire l'article
            <span className="sr-only"> : {article.title}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
