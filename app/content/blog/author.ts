import { brand } from "@domain/brand";

/** Every article is signed by the team (public §3 'author'). */
export const BLOG_AUTHOR = `L'équipe ${brand.name}`;
