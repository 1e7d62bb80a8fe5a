import { DocumentFileAction } from "~/components/documents/document-file-action";
import type { DocumentFile } from "@domain/documents";

export interface OwnFdesEntry {
  name: string;
  file: DocumentFile;
}

/**
 * The links to our own declarations (docs/product.md §3.1), from the document catalogue: a generated sample is labelled
 * 'Exemple' under its button, and a file not served yet shows as unavailable, never as a broken link.
 */
export function OurFdesList({ entries }: { entries: readonly OwnFdesEntry[] }) {
  return (
    <section aria-labelledby="fdes-nos-declarations" className="rounded-lg border border-border p-5">
      <h2 id="fdes-nos-declarations" className="text-xl font-semibold">
        Nos FDES
      </h2>
      <p className="mt-2 text-muted-foreground">Les déclarations environnementales de nos bottes, celles que le comparateur utilise.</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.file.fileName} className="flex flex-col gap-2 rounded-md bg-muted p-4" data-fdes-file={entry.file.fileName}>
            <span className="font-medium">{entry.name}</span>
            <DocumentFileAction file={entry.file} context={entry.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
