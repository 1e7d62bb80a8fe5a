import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

/**
 * Client chunks. Left to itself the bundler splits code shared by several routes into many small files (22 on the
 * first load of /), and each costs a request: on a phone network that delays the first paint. Two groups keep it
 * to a handful: the framework, and the shell that every page shows (layout, design-system button, brand content,
 * illustrations, product data and French formatting). The shell names the modules of `app/lib` and `app/hooks`
 * the layout imports, one by one: a whole folder would carry the helpers of the forms and dashboards to every page.
 * Code used by some routes only (forms, zod, Radix dialogs) stays out of them, so the home page does not pay for it.
 */
/**
 * The plain script a page served as islands runs at load (docs/decisions/0013-islands.md), with the few helpers it
 * shares with the shell: kept out of the shell, which would otherwise take them with the layout that imports them
 * (a group takes its modules' dependencies along), and with them 17 KB more at load.
 */
const BOOT = [
  "/app/islands/early-presses.ts",
  "/app/islands/start-islands.ts",
  "/app/islands/start-on-use.ts",
  "/app/lib/page-hydration.ts",
  "/app/islands/cookie-banner-buttons.ts",
  "/app/islands/page-view-beacon.ts",
  "/app/lib/cookie-consent.ts",
  "/app/lib/page-view.ts",
  "/app/lib/browser-keys.ts",
  "/app/lib/send-tracking.ts",
];
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const SHELL = [
  "/app/root.tsx",
  "/app/components/layout/",
  "/app/components/analytics/",
  "/app/components/seo/",
  "/app/components/illustrations/",
  "/app/components/ui/button.tsx",
  "/app/lib/cn.ts",
  "/app/lib/structured-data.ts",
  "/app/lib/seo.ts",
  // In the shell so that it runs before any route module: the server's bootstrap script imports them before entry.client.
  "/app/lib/zod-without-eval.ts",
  "/app/hooks/use-cookie-consent.ts",
  "/app/hooks/use-scroll-to-hash.ts",
  "/domain/brand.ts",
  "/app/content/navigation.ts",
  "/domain/format.ts",
  "/domain/calendar.ts",
  "/domain/products.ts",
  "/node_modules/clsx/",
  "/node_modules/class-variance-authority/",
  "/node_modules/@radix-ui/react-slot/",
  "/node_modules/@radix-ui/react-compose-refs/",
  "/node_modules/lucide-react/dist/esm/shared/",
  "/node_modules/lucide-react/dist/esm/Icon.mjs",
  "/node_modules/lucide-react/dist/esm/createLucideIcon.mjs",
  "/node_modules/lucide-react/dist/esm/defaultAttributes.mjs",
  "/node_modules/lucide-react/dist/esm/context.mjs",
];

/**
 * Two programs run beside the server, each started from a file of its own: the FDES reader's child process
 * (server/fdes/read-in-child.server.ts) and the PDF pool's worker threads (server/pdf/pdf-pool.server.ts). The server
 * build emits them as build/server/fdes-reader-process.js and build/server/pdf-worker.js, entries beside index.js.
 * They are emitted here rather than listed in `input` because React Router names every entry of the server build
 * after index.js.
 */
const SIDE_ENTRIES = {
  "fdes-reader-process.js": "server/fdes/fdes-reader-process.server.ts",
  "pdf-worker.js": "server/pdf/pdf-worker.server.ts",
};
const sideEntries: Plugin = {
  name: "isolenpaille:side-entries",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "ssr",
  buildStart() {
    for (const [fileName, source] of Object.entries(SIDE_ENTRIES)) {
      this.emitFile({ type: "chunk", id: path.resolve(import.meta.dirname, source), fileName });
    }
  },
};

/**
 * Packages compiled into the server build rather than imported from node_modules at start. `@react-email/components`
 * re-exports every e-mail component, and importing it loads them all: the syntax highlighter of its code block
 * (prismjs, every language) and its Markdown and Tailwind components, which no template of ours uses. Compiled in,
 * only the components the templates import are kept (each package says it has no side effects): a start's CPU went
 * from about 1.5 s to 1.3 s (28 November 2026, load average 8 to 12, three starts each).
 */
const SERVER_BUNDLED = [/^@react-email\//];

export default defineConfig({
  ssr: { noExternal: SERVER_BUNDLED },
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/index.ts" } } },
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "boot", test: (id) => BOOT.some((part) => id.replaceAll("\\", "/").endsWith(part)), priority: 3 },
                { name: "framework", test: FRAMEWORK, priority: 2 },
                {
                  name: "shell",
                  test: (id) => SHELL.some((part) => id.replaceAll("\\", "/").includes(part)),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), sideEntries],
});
