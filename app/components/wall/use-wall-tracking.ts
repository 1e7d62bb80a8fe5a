import { useEffect, useRef } from "react";
import { WALL_PRESETS } from "@domain/wall/presets";
import { baleOfWall, type WallCalculation } from "@domain/wall/wall-tracking";
import { SETTLE_DELAY_MS } from "~/components/calculator/use-settled-tracking";
import { readAdminMode } from "~/lib/browser-keys";
import { sendTracking } from "~/lib/send-tracking";
import type { WallOutcome } from "~/lib/wall-outcome";
import { requestOf, stateFromPreset, type WallPageState } from "~/lib/wall-url-state";

/** The composition alone (no climate), to tell whether a wall still is one of the presets. */
function compositionKey(state: WallPageState): string {
  const { climate: _climate, ...request } = requestOf({ ...state, climate: null });
  return JSON.stringify(request);
}

const PRESET_KEYS = new Map(WALL_PRESETS.map((preset) => [compositionKey(stateFromPreset(preset)), preset.id]));

/** The preset a wall still is (same element and layers), or null once edited. */
export function presetIdOf(state: WallPageState): string | null {
  return PRESET_KEYS.get(compositionKey(state)) ?? null;
}

/** What POST /api/track-wall-calculation gets for a computed wall: no composition, no address. */
export function wallCalculationOf(state: WallPageState, wall: Extract<WallOutcome, { kind: "ok" }>["wall"]): WallCalculation {
  return {
    element: state.element,
    presetId: presetIdOf(state),
    layerCount: state.layers.length,
    baleProductId: baleOfWall(requestOf(state)),
    uValue: wall.uValue,
    timeShiftHours: wall.timeShiftHours,
    condensation: wall.condensation.occurs,
    isAdmin: false,
  };
}

/**
 * Records a wall calculation once its result has settled, as the bale calculator does (docs/analytics.md 'Wall
 * calculator tracking'): SETTLE_DELAY_MS after the last change, once per distinct wall (composition and climate), never
 * in admin mode. Failures are logged, never shown.
 */
export function useWallTracking(state: WallPageState, outcome: WallOutcome, pending: boolean) {
  const lastRecorded = useRef<string | null>(null);
  const settled = !pending && outcome.kind === "ok";
  const signature = settled ? JSON.stringify(requestOf(state)) : null;

  useEffect(() => {
    if (signature === null || outcome.kind !== "ok" || signature === lastRecorded.current) return;
    const wall = outcome.wall;
    const timer = setTimeout(() => {
      if (readAdminMode()) return;
      lastRecorded.current = signature;
      void sendTracking("/api/track-wall-calculation", wallCalculationOf(state, wall), "Error tracking wall calculation");
    }, SETTLE_DELAY_MS);
    return () => clearTimeout(timer);
    // The signature stands for the settled wall and its figures.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
}
