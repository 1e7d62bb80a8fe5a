/** Spec tools §8 'Dashboards': the one message of a failed load. */
export const DASHBOARD_LOAD_ERROR = "Erreur lors du chargement des données";

/** What a dashboard shows when its data cannot be loaded: its title and the spec's message, never the cause. */
export function DashboardLoadError({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p role="alert" className="mt-6 rounded-lg border border-destructive p-4 text-destructive">
        {DASHBOARD_LOAD_ERROR}
      </p>
    </div>
  );
}
