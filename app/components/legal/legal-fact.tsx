import type { LegalFact as LegalFactValue } from "@domain/legal";

/**
 * A company fact of a legal page, or, while the company has not supplied it, a visible marker saying what is
 * missing: a reader sees the gap, nothing is invented.
 */
export function LegalFact({ fact }: { fact: LegalFactValue }) {
  if (fact.known) return <>{fact.value}</>;
  return (
    <mark className="rounded-sm bg-straw-200 box-decoration-clone px-1 font-medium text-earth-950 ring-1 ring-straw-600">
      [à compléter : {fact.what}]
    </mark>
  );
}
