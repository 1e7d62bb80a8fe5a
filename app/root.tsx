import { use, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { isAdminRequest } from "@server/auth/viewer.server";
import { servicesContext } from "@server/context.server";
import { PageViewTracker } from "~/components/analytics/page-view-tracker";
import { SiteShell } from "~/components/layout/site-shell";
import { pageTitle } from "@domain/brand";
import { NotFound } from "~/components/layout/not-found";
import { SiteStylesheet } from "~/components/layout/site-stylesheet";
import { IslandRenderContext } from "~/islands/island-render-context";
import { usePageHydration } from "~/hooks/use-page-hydration";

export async function loader({ request, context }: Route.LoaderArgs) {
  // siteUrl: absolute canonical and Open Graph URLs in every page's meta (app/lib/seo.ts).
  return { isAdmin: await isAdminRequest({ request, context }), siteUrl: context.get(servicesContext).config.SITE_URL };
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const renderer = use(IslandRenderContext);
  const { hydration, storedState } = usePageHydration();
  const islands = renderer !== null && hydration === "islands" ? renderer : null;

  return (
    <html
      lang="fr"
      data-hydration={hydration === "full" ? undefined : hydration}
      // An on-use page hydrates at load when this browser stored something its tool shows (app/islands/start-on-use.ts).
      data-stored-state={hydration === "on-use" && storedState.length > 0 ? storedState.join(" ") : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <SiteStylesheet />
        <Links />
      </head>
      <body>
        <IslandRenderContext value={islands}>{children}</IslandRenderContext>
        {islands ? (
          // Low priority: the first paint must not wait for it (it only starts the islands after that paint).
          <script type="module" src={islands.entryModule} nonce={islands.nonce} fetchPriority="low" />
        ) : (
          <>
            <ScrollRestoration />
            {/* On an on-use page the server entry keeps its module script and preloads idle until the first use. */}
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell isAdmin={loaderData.isAdmin}>
      <PageViewTracker />
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell isAdmin={rootData?.isAdmin ?? false}>
      <PageViewTracker />
      {notFound ? (
        <NotFound />
      ) : (
        <section className="mx-auto max-w-3xl px-4 py-24 text-center">
          <title>{pageTitle("Erreur")}</title>
          <h1 className="text-3xl font-bold">Une erreur est survenue</h1>
          <p className="mt-4">La page n'a pas pu être affichée. Veuillez réessayer dans quelques instants.</p>
        </section>
      )}
    </SiteShell>
  );
}
