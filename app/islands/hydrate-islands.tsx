import { StrictMode, startTransition, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { pressAgain, takeEarlyPress } from "./early-presses";
import { islandLoaders, type IslandName } from "./island-loaders";
import { IslandRouter, serverIslandLocation } from "./island-router";

/**
 * Hydrates one island of a page served as islands (app/islands/island.tsx) as a React root of its own, once its
 * code has loaded (app/islands/start-islands.ts decides when); a press made on it before is made again then.
 * `data-island-hydrated` on its element says it is live (browser tests wait on it).
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName;
  try {
    const Component = (await islandLoaders[name]()) as ComponentType<object>;
    const props = JSON.parse(element.dataset.props ?? "{}") as object;
    const earlyPress = takeEarlyPress(element);
    // In a transition, React hydrates in slices of a few milliseconds instead of one long task.
    await new Promise<void>((resolve) => {
      startTransition(() => {
        hydrateRoot(
          element,
          <StrictMode>
            <IslandRouter serverLocation={serverIslandLocation(window.location)}>
              <Component {...props} />
            </IslandRouter>
            <AfterCommit run={resolve} />
          </StrictMode>,
          { identifierPrefix: element.dataset.islandId },
        );
      });
    });
    element.dataset.islandHydrated = "";
    if (earlyPress) pressAgain(earlyPress);
  } catch (error) {
    // The server's HTML of this part stays: links and downloads still work, only its behaviour is missing. A link
    // clicked before is followed now.
    console.error(`Island ${name} failed to start`, error);
    const earlyPress = takeEarlyPress(element);
    if (earlyPress) pressAgain(earlyPress);
  }
}

/** Renders nothing; calls `run` once React has committed the root it is part of. */
function AfterCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
