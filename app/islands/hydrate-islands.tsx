import { StrictMode, startTransition, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { pressAgain, stopKeepingEarlyPresses, takeEarlyPress } from "./early-presses";
import { islandLoaders, type IslandName } from "./island-loaders";
import { IslandRouter, serverIslandLocation } from "./island-router";

/**
 * Hydrates each island of a page served as islands (app/islands/island.tsx), each as a React root of its own, as
 * soon as its code has loaded; a button pressed before that is pressed again then. When all are done,
 * `<html data-islands="hydrated">` says so (browser tests wait on it).
 */
export async function hydrateIslands(): Promise<void> {
  const serverLocation = serverIslandLocation(window.location);
  const elements = Array.from(document.querySelectorAll<HTMLElement>("[data-island]"));

  await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island as IslandName;
      try {
        const Component = (await islandLoaders[name]()) as ComponentType<object>;
        const props = JSON.parse(element.dataset.props ?? "{}") as object;
        const earlyPress = takeEarlyPress(element);
        // In a transition, React hydrates in slices of a few milliseconds instead of one long task per island.
        await new Promise<void>((resolve) => {
          startTransition(() => {
            hydrateRoot(
              element,
              <StrictMode>
                <IslandRouter serverLocation={serverLocation}>
                  <Component {...props} />
                </IslandRouter>
                <AfterCommit run={resolve} />
              </StrictMode>,
              { identifierPrefix: element.dataset.islandId },
            );
          });
        });
        if (earlyPress) pressAgain(earlyPress);
      } catch (error) {
        // The server's HTML of this part stays: links and downloads still work, only its behaviour is missing.
        console.error(`Island ${name} failed to start`, error);
      }
    }),
  );
  stopKeepingEarlyPresses();
  document.documentElement.dataset.islands = "hydrated";
}

/** Renders nothing; calls `run` once React has committed the root it is part of. */
function AfterCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
