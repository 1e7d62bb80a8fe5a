import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Construction } from "lucide-react";
import { Button } from "~/components/ui/button";

type UnderConstructionProps = {
  /** The page heading (h1). */
  title: string;
  /** Optional introduction shown under the heading, before the notice. */
  children?: ReactNode;
};

/** Stand-in for a screen not built yet: a real heading, then a notice that points to contact and quote. */
export function UnderConstruction({ title, children }: UnderConstructionProps) {
  const noticeId = useId();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {children ? <div className="mt-6 space-y-4 text-lg leading-relaxed">{children}</div> : null}
      <section aria-labelledby={noticeId} className="mt-10 rounded-lg border border-border bg-secondary p-6 text-secondary-foreground">
        <h2 id={noticeId} className="flex items-center gap-2 text-lg font-semibold">
          <Construction aria-hidden className="size-5" />
          Page en construction
        </h2>
        <p className="mt-2">Cette page arrive bientôt. En attendant, notre équipe répond à vos questions et étudie votre projet.</p>
        <ul className="mt-4 flex flex-wrap gap-3">
          <li>
            <Button asChild variant="outline">
              <Link to="/contact">Nous contacter</Link>
            </Button>
          </li>
          <li>
            <Button asChild>
              <Link to="/devis">Demander un devis</Link>
            </Button>
          </li>
        </ul>
      </section>
    </div>
  );
}
