import type { ReactNode } from "react";
import { LEGAL_PAGES_UPDATED } from "@domain/legal";

type LegalPageProps = {
  title: string;
  /** Shown under the title, before the sections. */
  introduction?: ReactNode;
  children: ReactNode;
};

/** Frame of the legal pages: title, last update, readable column; sections are `<LegalSection>`s. */
export function LegalPage({ title, introduction, children }: LegalPageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">Dernière mise à jour : {LEGAL_PAGES_UPDATED}</p>
      {introduction ? <div className="mt-6 space-y-4 text-lg leading-relaxed">{introduction}</div> : null}
      <div className="mt-10 space-y-10 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline">
        {children}
      </div>
    </div>
  );
}
