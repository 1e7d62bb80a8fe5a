import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { FaqCategory } from "~/content/faq";

/**
 * One category of the FAQ: its heading and its questions. The items belong to the page-wide accordion around
 * the sections, so opening a question closes the one open in any category. Closed answers stay in the document,
 * hidden (forceMount + `hidden`), so the server HTML carries every answer for search engines; Radix alone would
 * drop a closed answer from the page, and with forceMount alone it would never hide one.
 */
export function FaqCategorySection({ category, openItem }: { category: FaqCategory; openItem: string }) {
  const headingId = `categorie-${category.id}`;
  return (
    <section aria-labelledby={headingId} id={category.id} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {category.title}
      </h2>
      <div className="mt-4 rounded-xl border border-border bg-card px-5">
        {category.items.map((item) => (
          <AccordionItem key={item.id} value={item.id}>
            <AccordionTrigger headingLevel={3} className="text-base">
              {item.question}
            </AccordionTrigger>
            <AccordionContent
              forceMount
              hidden={openItem !== item.id}
              className="space-y-3 text-base leading-relaxed text-muted-foreground"
            >
              {item.answer.split("\n\n").map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {item.link ? (
                <p>
                  <Link
                    to={item.link.to}
                    className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4 hover:no-underline"
                  >
                    {item.link.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </p>
              ) : null}
            </AccordionContent>
          </AccordionItem>
        ))}
      </div>
    </section>
  );
}
