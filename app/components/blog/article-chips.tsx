import { cn } from "~/lib/cn";

type ArticleChipsProps = {
  category: string;
  tags: readonly string[];
  className?: string;
};

/** The category (stronger) then the tags of an article, as a list a screen reader announces with its count. */
export function ArticleChips({ category, tags, className }: ArticleChipsProps) {
  return (
    <ul aria-label="Catégorie et mots-clés" className={cn("flex flex-wrap gap-2 text-xs font-medium", className)}>
      <li className="rounded-full bg-green-700 px-3 py-1 text-white">{category}</li>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-secondary-foreground">
          {tag}
        </li>
      ))}
    </ul>
  );
}
