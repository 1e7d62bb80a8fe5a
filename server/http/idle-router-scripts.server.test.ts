import { describe, expect, it } from "vitest";
import { IDLE_MODULE_TYPE, IDLE_PRELOAD_REL, idleRouterScripts } from "./idle-router-scripts.server";

// The tail of a page as React Router 8 writes it (trimmed): preloads hoisted into <head>, then its scripts in <body>.
const PAGE =
  '<!DOCTYPE html><html lang="fr"><head><style href="site">a{}</style>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="N"/><link rel="modulepreload" href="/assets/entry.client-2.js" nonce="N"/>' +
  '<link rel="modulepreload" href="/assets/framework-3.js" nonce="N"/></head><body><main>Formulaire</main>' +
  '<script nonce="N">window.__reactRouterContext = {"ssr":true};</script>' +
  '<script nonce="N" type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-2.js");</script>' +
  '<script nonce="N">window.__reactRouterContext.streamController.close();</script></body></html>';

describe("a tool page's router scripts kept idle until its first use", () => {
  const idle = idleRouterScripts(PAGE, "/assets/entry.client-2.js", "N");

  it("leaves no module preload and no runnable module script but the client entry's, at low priority", () => {
    expect(idle).not.toContain('rel="modulepreload"');
    expect(idle.match(new RegExp(`rel="${IDLE_PRELOAD_REL}"`, "g"))).toHaveLength(3);
    expect(idle.match(/type="module"/g)).toHaveLength(1);
    expect(idle).toContain('<script type="module" src="/assets/entry.client-2.js" nonce="N" fetchpriority="low"></script></head>');
    expect(idle).toContain(`<script nonce="N" type="${IDLE_MODULE_TYPE}" async="">import "/assets/manifest-1.js";`);
  });

  it("keeps the router's context, its data and the page as written", () => {
    expect(idle).toContain('<script nonce="N">window.__reactRouterContext = {"ssr":true};</script>');
    expect(idle).toContain("streamController.close();</script></body></html>");
    expect(idle).toContain("<main>Formulaire</main>");
    expect(idle.replace(/<script type="module" src="[^"]*" nonce="N" fetchpriority="low"><\/script>/, "")).toBe(
      PAGE.replaceAll('rel="modulepreload"', `rel="${IDLE_PRELOAD_REL}"`).replace('type="module"', `type="${IDLE_MODULE_TYPE}"`),
    );
  });

  it("refuses a page whose module script it cannot find, rather than serve a page that never hydrates", () => {
    expect(() => idleRouterScripts(PAGE.replace("window.__reactRouterRouteModules", "window.somethingElse"), "/e.js", "N")).toThrow();
  });
});
