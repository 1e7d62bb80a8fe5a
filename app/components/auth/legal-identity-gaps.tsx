/**
 * For a signed-in admin: the company facts the configuration does not supply yet, which the legal pages and the
 * quotes show as "[à compléter]", with the variable to set for each (docs/configuration.md).
 */
export function LegalIdentityGaps({ missing }: { missing: { variable: string; what: string }[] }) {
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby="informations-legales" className="rounded-md border border-border bg-straw-100 p-4 text-earth-950">
      <h2 id="informations-legales" className="font-semibold">
        Informations légales à compléter :
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {missing.map((fact) => (
          <li key={fact.variable}>
            {fact.what} (<code>{fact.variable}</code>)
          </li>
        ))}
      </ul>
    </section>
  );
}
