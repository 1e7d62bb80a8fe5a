import { brand } from "@domain/brand";

/** Every article is signed by the team (docs/product.md §5 'author'). */
export const BLOG_AUTHOR = `L'équipe ${brand.name}`;
