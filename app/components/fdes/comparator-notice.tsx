import { Cpu, Gauge, ShieldCheck } from "lucide-react";

/**
 * What the visitor should know before sending a file: the request of docs/product.md §3.1 to keep to 2 or 3 comparisons, the
 * file read in memory and never kept, and a reading made by rules, without AI.
 */
export function ComparatorNotice() {
  return (
    <section aria-labelledby="fdes-a-savoir" className="rounded-lg bg-secondary p-5 text-secondary-foreground">
      <h2 id="fdes-a-savoir" className="text-lg font-semibold">
        Avant de commencer
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        <li className="flex items-start gap-3">
          <Gauge aria-hidden className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong>Merci de vous limiter à 2 ou 3 comparaisons.</strong> Le service est gratuit et partagé entre tous ses utilisateurs.
          </span>
        </li>
        <li className="flex items-start gap-3">
          <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong>Votre fichier n'est jamais conservé.</strong> Il est lu en mémoire le temps de l'analyse, puis oublié : ni copie, ni
            enregistrement.
          </span>
        </li>
        <li className="flex items-start gap-3">
          <Cpu aria-hidden className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong>Aucune intelligence artificielle.</strong> La lecture suit des règles fixes : elle repère les tableaux d'indicateurs des
            FDES selon NF EN 15804+A1 ou +A2 et n'invente aucune valeur ; une valeur absente est signalée « non lu ».
          </span>
        </li>
      </ul>
    </section>
  );
}
