import { useId } from "react";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { Island } from "./island";
import { IslandRenderContext, type IslandRenderer } from "./island-render-context";

/** A small interactive part: an id of its own, a router link and the location it sees. */
function Sample({ label }: { label: string }) {
  const id = useId();
  const { pathname } = useLocation();
  return (
    <p id={id}>
      {label} on {pathname} <Link to="/faq">FAQ</Link>
    </p>
  );
}

function renderer(): IslandRenderer {
  let count = 0;
  return {
    renderToString: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
    nextIslandId: (name) => `${name}-${++count}-`,
    entryModule: "/assets/entry.client.js",
    nonce: "nonce",
  };
}

function page(islands: IslandRenderer | null): string {
  return renderToString(
    <MemoryRouter initialEntries={["/produits?vue=1"]}>
      <IslandRenderContext value={islands}>
        <Island name="header-menu" component={Sample} props={{ label: "Un" }} />
        <Island name="header-menu" component={Sample} props={{ label: "Deux" }} />
      </IslandRenderContext>
    </MemoryRouter>,
  );
}

describe("Island", () => {
  it("is its component, rendered in place, on a page hydrated whole", () => {
    const html = page(null);
    expect(html).not.toContain("data-island");
    expect(html).toContain('<a href="/faq" data-discover="true">FAQ</a>');
  });

  it("on a page served as islands, writes each one as a root of its own with its name, id and props", () => {
    const html = page(renderer());
    const wrappers = [...html.matchAll(/<div class="contents" data-island="header-menu" data-island-id="([^"]+)" data-props="([^"]+)">/g)];
    expect(wrappers.map((match) => match[1])).toEqual(["header-menu-1-", "header-menu-2-"]);
    expect(wrappers.map((match) => JSON.parse(match[2]!.replaceAll("&quot;", '"')))).toEqual([{ label: "Un" }, { label: "Deux" }]);
    // Each island's ids carry its own prefix, so two islands never share one; and it sees the page's address.
    expect(html).toMatch(/<p id="_header-menu-1-R_[^"]*">Un<!-- --> on <!-- -->\/produits/);
    expect(html).toMatch(/<p id="_header-menu-2-R_[^"]*">Deux<!-- --> on <!-- -->\/produits/);
    expect(html).toContain('<a href="/faq" data-discover="true">FAQ</a>');
  });
});
