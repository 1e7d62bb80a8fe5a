import { Link } from "react-router";
import { ChevronRight } from "lucide-react";

export type BreadcrumbLink = { name: string; path: string };

/** "Accueil / Blog / …": links to the parents, the current page last, marked as such. */
export function Breadcrumb({ parents, current }: { parents: readonly BreadcrumbLink[]; current: string }) {
  return (
    <nav aria-label="Fil d'Ariane">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {parents.map((parent) => (
          <li key={parent.path} className="flex items-center gap-1.5">
            <Link to={parent.path} className="rounded-sm underline-offset-4 hover:text-foreground hover:underline">
              {parent.name}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  );
}
