/**
 * Blog articles (docs/product.md §5 'Blog article') and the splitting of their text into the blocks an article page shows.
 *
 * An article's text is written as plain paragraphs separated by blank lines; a line starting with "## " is a
 * section heading (docs/product.md §2 'Blog article').
 */

/** Illustrations drawn for the blog (no stock photography exists); each is an SVG component in the app. */
export const BLOG_ILLUSTRATIONS = ["timber-frame-wall", "workshop", "collective-housing", "mobile-unit"] as const;
export type BlogIllustration = (typeof BLOG_ILLUSTRATIONS)[number];

export interface BlogArticle {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Paragraphs separated by blank lines, "## " lines as headings. */
  content: string;
  /** A YouTube address; the page embeds it behind a privacy placeholder. */
  videoUrl?: string;
  /** ISO date, "2025-03-14". */
  publishedDate: string;
  author: string;
  category: string;
  tags: readonly string[];
  /** Stands for an image URL: the illustration drawn for the article and its text alternative. */
  image?: { illustration: BlogIllustration; alt: string };
}

export type BlogBlock = { kind: "heading"; text: string } | { kind: "paragraph"; text: string };

const HEADING_PREFIX = "## ";

/**
 * Splits an article's text into headings and paragraphs. Paragraphs are separated by one or more blank lines
 * (lines of spaces count as blank); the lines of one paragraph are joined by a space, as HTML would show them.
 * A "## " line is a heading even when the text under it follows without a blank line.
 */
export function splitBlogContent(content: string): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  for (const chunk of content.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) {
    let lines: string[] = [];
    const flush = () => {
      const text = lines.join(" ").replace(/\s+/g, " ").trim();
      if (text !== "") blocks.push({ kind: "paragraph", text });
      lines = [];
    };
    for (const raw of chunk.split("\n")) {
      const line = raw.trimStart();
      if (line.startsWith(HEADING_PREFIX)) {
        flush();
        const text = line.slice(HEADING_PREFIX.length).trim();
        if (text !== "") blocks.push({ kind: "heading", text });
      } else {
        lines.push(line);
      }
    }
    flush();
  }
  return blocks;
}
