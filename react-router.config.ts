import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest (1.6 KB gzip for the site's ~35 routes) ships with the first page. In the default
  // "lazy" mode React Router fetched /__manifest for the links of each page after hydration and re-rendered the
  // whole page when the answer came: a second render on every first load (docs/decisions/0007).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
