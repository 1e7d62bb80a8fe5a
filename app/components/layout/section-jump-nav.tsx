import { Button } from "~/components/ui/button";

/** Links to the sections of a long page (document categories, FAQ categories), as a row of small buttons. */
export function SectionJumpNav({ label, sections }: { label: string; sections: ReadonlyArray<{ id: string; title: string }> }) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section.id}>
            <Button asChild variant="secondary" size="sm">
              <a href={`#${section.id}`}>{section.title}</a>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
