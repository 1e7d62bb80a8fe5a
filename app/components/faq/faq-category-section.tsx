import type { FaqCategory } from "~/content/faq";
import { FaqQuestion } from "~/components/faq/faq-question";

/** One category of the FAQ: its heading and its questions, which belong to the page-wide group `group`. */
export function FaqCategorySection({ category, group }: { category: FaqCategory; group: string }) {
  const headingId = `categorie-${category.id}`;
  return (
    <section aria-labelledby={headingId} id={category.id} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {category.title}
      </h2>
      <div className="mt-4 rounded-xl border border-border bg-card px-5">
        {category.items.map((item) => (
          <FaqQuestion key={item.id} item={item} group={group} />
        ))}
      </div>
    </section>
  );
}
