import type { BlogArticle } from "@domain/blog-content";
import { brand } from "@domain/brand";
import { choletCollectiveHousingArticle } from "./cholet-collective-housing";
import { mobileMachineFirstOutingArticle } from "./mobile-machine-first-outing";
import { socialHousingArticle } from "./social-housing";
import { trainingCentreVisitArticle } from "./training-centre-visit";

/**
 * The four static articles (docs/product.md §5), newest first. ISO dates sort as plain strings; `localeCompare` would load
 * ICU's collation data for nothing (see domain/format.ts).
 */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  socialHousingArticle,
  trainingCentreVisitArticle,
  choletCollectiveHousingArticle,
  mobileMachineFirstOutingArticle,
].sort((a, b) => (a.publishedDate === b.publishedDate ? 0 : a.publishedDate < b.publishedDate ? 1 : -1));

export function findBlogArticle(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}

export function blogArticlePath(article: Pick<BlogArticle, "slug">): string {
  return `/blog/${article.slug}`;
}

/** An article's page title: the article title plus the blog suffix (docs/product.md §2 'Blog article'). */
export function blogArticleTitle(article: Pick<BlogArticle, "title">): string {
  return `${article.title} | Blog ${brand.name}`;
}
