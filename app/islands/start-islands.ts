import { pressAgain, takeEarlyPress } from "./early-presses";
import { loadFullStylesheet } from "./full-stylesheet";
import type { IslandName } from "./island-loaders";

/**
 * Islands whose code also loads when they come near the viewport (600 px, as the calculator's own wait): the video
 * shows the player at once when the visitor has accepted the embeds, and the /produits calculator is drawn before
 * the visitor reaches it. Every island loads on the first interaction with it.
 */
const NEAR_VIEWPORT: ReadonlySet<IslandName> = new Set(["video-embed", "calculator-section"]);
const NEAR = "600px";

/** What says a visitor is about to use an island: a pointer over it or pressing it, a touch, the focus, a key. */
const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "click"] as const;

/**
 * Starts the islands of a page served as islands (docs/decisions/0013-islands.md): nothing of React loads at first;
 * each island loads its code and hydrates on the first interaction with it, or, for some, when it comes near the
 * viewport. `<html data-islands="ready">` says the page listens (browser tests wait on it), and each island gets
 * `data-island-hydrated` once live.
 */
export function startIslands(): void {
  const woken = new WeakSet<Element>();
  const wake = (island: HTMLElement) => {
    if (woken.has(island)) return;
    woken.add(island);
    // The whole stylesheet first: the island may draw what the server's HTML did not have.
    Promise.all([import("./hydrate-islands"), loadFullStylesheet()]).then(
      ([module]) => module.hydrateIsland(island),
      (error: unknown) => {
        // React's code did not arrive: the server's HTML stays, and a link pressed meanwhile is followed.
        console.error("Islands failed to load", error);
        const press = takeEarlyPress(island);
        if (press) pressAgain(press);
      },
    );
  };

  for (const type of INTERACTIONS) {
    document.addEventListener(
      type,
      (event) => {
        const island = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-island]") : null;
        if (island) wake(island);
      },
      { capture: true, passive: true },
    );
  }

  const near = document.querySelectorAll<HTMLElement>([...NEAR_VIEWPORT].map((name) => `[data-island="${name}"]`).join(", "));
  if (near.length > 0) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const island = entry.target.closest<HTMLElement>("[data-island]");
          if (island) wake(island);
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: NEAR },
    );
    // An island's own element is `display: contents`, without a box to intersect: its children have one.
    for (const island of near) for (const child of island.children) observer.observe(child);
  }

  document.documentElement.dataset.islands = "ready";
}
