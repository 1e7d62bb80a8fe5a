/** A dashboard whose figures are not built yet: its title, and a notice saying so (labelled, never fake figures). */
export function DashboardUnderConstruction({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p role="status" className="mt-8 rounded-lg border border-border bg-secondary p-6 text-secondary-foreground">
        Tableau de bord en construction : ses indicateurs arrivent avec une prochaine version du site. Le tableau de bord Trafic est déjà
        disponible.
      </p>
    </div>
  );
}
