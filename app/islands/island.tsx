import { use, type ComponentType } from "react";
import { useLocation } from "react-router";
import { IslandRenderContext } from "./island-render-context";
import type { IslandName } from "./island-loaders";
import { IslandRouter, serverIslandLocation } from "./island-router";

type IslandProps<P> = {
  /** Its entry in app/islands/island-loaders.ts, which must load this same component. */
  name: IslandName;
  component: ComponentType<P>;
  /** Written into the page as JSON for the browser: plain data only, no functions nor elements. */
  props: P;
};

/**
 * An interactive part of a page. On a page hydrated whole it is just `component`; on a page served as islands
 * (app/lib/page-hydration.ts), the server renders it as a React root of its own inside a `display: contents`
 * element carrying its name and props, and app/islands/hydrate-islands.tsx hydrates that root alone.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const renderer = use(IslandRenderContext);
  const location = useLocation();
  if (!renderer) return <Component {...props} />;

  const id = renderer.nextIslandId(name);
  const html = renderer.renderToString(
    <IslandRouter serverLocation={serverIslandLocation(location)}>
      <Component {...props} />
    </IslandRouter>,
    id,
  );
  return (
    <div
      className="contents"
      data-island={name}
      data-island-id={id}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
