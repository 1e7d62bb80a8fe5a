import { CalendarDays } from "lucide-react";
import { formatDateLong } from "@domain/format";
import type { CatalogueItem } from "@domain/documents";
import { DocumentFileAction } from "./document-file-action";

/** One entry of the catalogue (docs/product.md §5 'Document catalogue item'): name, description, last update, its files. */
export function DocumentEntry({ item }: { item: CatalogueItem }) {
  const files = [item.ficheTechnique, item.fdes, item.document].filter((file) => file !== undefined);
  // A date is shown only for a document that can be downloaded: a file not written yet has no edition.
  const lastUpdated = files.some((file) => file.available) ? item.lastUpdated : null;
  return (
    <li id={item.id} className="flex min-w-0 flex-col rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm">
      <h3 className="text-lg font-semibold">{item.name}</h3>
      <p className="mt-2 flex-1 leading-relaxed">{item.description}</p>
      <p className="mt-3 flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarDays aria-hidden className="size-4" />
        {lastUpdated ? (
          <span>
            Mis à jour le <time dateTime={lastUpdated}>{formatDateLong(lastUpdated)}</time>
          </span>
        ) : (
          "Date de publication à venir"
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-4">
        {files.map((file) => (
          <DocumentFileAction key={file.fileName} file={file} context={item.name} />
        ))}
      </div>
    </li>
  );
}
