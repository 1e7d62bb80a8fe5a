import { isRouteErrorResponse, useRouteError } from "react-router";
import { AUTH_TEXTS } from "@domain/auth/account";

/** docs/product.md §9.6 'Dashboards': the one message of a failed load. */
export const DASHBOARD_LOAD_ERROR = "Erreur lors du chargement des données";

/**
 * What a dashboard shows when it cannot be shown: its title and docs/product.md §9.6's message, 'Erreur d'authentification' when
 * the session could not be checked, else 'Erreur lors du chargement des données'; never the cause.
 */
export function DashboardLoadError({ title }: { title: string }) {
  const error = useRouteError();
  const authFailed = isRouteErrorResponse(error) && error.data === AUTH_TEXTS.authCheckFailed;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p role="alert" className="mt-6 rounded-lg border border-destructive p-4 text-destructive">
        {authFailed ? AUTH_TEXTS.authCheckFailed : DASHBOARD_LOAD_ERROR}
      </p>
    </div>
  );
}
