import type { CatalogueCategory } from "@domain/documents";
import { DocumentEntry } from "./document-entry";

/** A category of the catalogue: heading, introduction and its entries. */
export function DocumentCategorySection({ category }: { category: CatalogueCategory }) {
  const headingId = `${category.id}-titre`;
  return (
    <section id={category.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {category.title}
      </h2>
      <p className="mt-2 max-w-3xl leading-relaxed text-muted-foreground">{category.introduction}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {category.items.map((item) => (
          <DocumentEntry key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
