// The server's HTML is the page: let the browser paint it before React takes over. Hydrating as soon as the scripts
// ran held the first paint back until hydration was done (Lighthouse saw it at 1.3 s instead of 0.2 s, unthrottled).
// requestAnimationFrame runs just before the next paint, and a task queued from it runs just after. A hidden tab
// paints nothing and would never run that frame, so it hydrates at once.
//
// A page served as islands (app/lib/page-hydration.ts) runs only plain script at load: the cookie banner's buttons,
// the page-view report, and the listeners that load an island's code on the first interaction with it. A tool page
// ("on-use") runs the same, and hydrates whole on its first use. This module imports nothing else statically, so
// that such a page downloads no framework until a visitor uses it.
import { startCookieBanner } from "./islands/cookie-banner-buttons";
import { keepEarlyPresses } from "./islands/early-presses";
import { loadFullStylesheet } from "./islands/full-stylesheet";
import { startPageViewBeacon } from "./islands/page-view-beacon";
import { startIslands } from "./islands/start-islands";
import { startOnUse } from "./islands/start-on-use";

function afterFirstPaint(start: () => void) {
  if (document.visibilityState === "visible") {
    requestAnimationFrame(() => setTimeout(start, 0));
  } else {
    start();
  }
}

const hydration = document.documentElement.dataset.hydration;
if (hydration === "islands" || hydration === "on-use") {
  keepEarlyPresses();
  if (hydration === "islands") startIslands();
  else startOnUse();
  startCookieBanner();
  afterFirstPaint(startPageViewBeacon);
} else {
  // The server sent the rules of this page only; client-side navigation draws others (docs/decisions/0022).
  void Promise.all([import("./hydrate-document"), loadFullStylesheet()]).then(([module]) => afterFirstPaint(module.hydrateDocument));
}
