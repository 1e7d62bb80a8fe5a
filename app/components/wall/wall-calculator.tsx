import { useEffect, useRef, useState } from "react";
import { findPreset } from "@domain/wall/presets";
import { MAX_VARIANTS, WALL_LIMITS } from "@domain/wall/wall-schema";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { estimateLinkForWall } from "~/lib/re2020-url-state";
import { fetchOutcome, type WallOutcome } from "~/lib/wall-outcome";
import {
  decodeState,
  encodeState,
  newLayerKey,
  requestOf,
  stateFromPreset,
  WALL_STORAGE_KEY,
  type WallPageLayer,
  type WallPageState,
} from "~/lib/wall-url-state";
import { ClimateFields } from "./climate-fields";
import { ElementPicker } from "./element-picker";
import { LayerRow } from "./layer-row";
import { MonthlyClimateFields } from "./monthly-climate-fields";
import { PresetPicker } from "./preset-picker";
import { ReferenceComparison } from "./reference-comparison";
import { useWallTracking } from "./use-wall-tracking";
import { readVariants, type SavedVariant, VariantComparison, variantRequest, writeVariants } from "./variant-comparison";
import { WallReportActions } from "./wall-report-actions";
import { WallResults } from "./wall-results";

/** Time after the last change before the figures are asked for (a thickness typed digit by digit is one request). */
const DEBOUNCE_MS = 300;

function readStored(): WallPageState | null {
  try {
    const stored = window.localStorage.getItem(WALL_STORAGE_KEY);
    return stored ? decodeState(stored) : null;
  } catch {
    return null;
  }
}

/**
 * A whole new composition with keys none of the current layers has: its rows are new components, so their fields
 * (which keep what is typed in them) show the new values.
 */
function rekeyed(next: WallPageState, current: WallPageState): WallPageState {
  const first = newLayerKey(current.layers);
  return { ...next, layers: next.layers.map((layer, index) => ({ ...layer, key: first + index })) };
}

/**
 * The wall calculator: the composition, edited here, lives in the URL (a shareable link) and in
 * the browser's storage; its figures come from POST /api/wall-performance, the server's first answer from the loader.
 */
export function WallCalculator({
  initialState,
  initialOutcome,
  fromUrl,
}: {
  initialState: WallPageState;
  initialOutcome: WallOutcome;
  fromUrl: boolean;
}) {
  const [state, setState] = useState(initialState);
  const [outcome, setOutcome] = useState(initialOutcome);
  const [pending, setPending] = useState(false);
  const [variants, setVariants] = useState<SavedVariant[]>([]);
  const changed = useRef(false);
  const request = useRef(0);
  const hydrated = useHydrated();
  const layersHeading = useRef<HTMLHeadingElement>(null);
  useWallTracking(state, outcome, pending);

  // The variants kept in this browser, after hydration (the server has none).
  useEffect(() => restoreVariants(), []);

  // Without a state in its URL, the page takes the one last edited in this browser.
  useEffect(() => {
    if (fromUrl) return;
    const stored = readStored();
    if (stored) update(rekeyed(stored, state));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  useEffect(() => {
    if (!changed.current) return;
    const search = encodeState(state);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${search}`);
    try {
      window.localStorage.setItem(WALL_STORAGE_KEY, search);
    } catch {
      // storage full or refused: the URL still holds the state
    }
    const id = ++request.current;
    setPending(true);
    const timer = window.setTimeout(() => {
      void fetchOutcome(state).then((next) => {
        if (id !== request.current) return;
        setOutcome(next);
        setPending(false);
      });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  function restoreVariants() {
    setVariants(readVariants());
  }
  function keepVariants(next: SavedVariant[]) {
    setVariants(next);
    writeVariants(next);
  }

  function update(next: WallPageState) {
    changed.current = true;
    setState(next);
  }
  const setLayers = (layers: WallPageLayer[]) => update({ ...state, layers });
  const move = (index: number, direction: -1 | 1) => {
    const layers = [...state.layers];
    const [layer] = layers.splice(index, 1);
    layers.splice(index + direction, 0, layer!);
    setLayers(layers);
  };
  const fields = outcome.kind === "invalid" ? outcome.fields : {};

  return (
    <div
      className="grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]"
      data-hydrated={hydrated ? "true" : "false"}
    >
      <div className="grid content-start gap-4">
        <PresetPicker
          onPick={(presetId) => {
            const preset = findPreset(presetId);
            if (preset) update(rekeyed(stateFromPreset(preset, state), state));
          }}
        />
        <ElementPicker
          element={state.element}
          ventilatedOutside={state.ventilatedOutside}
          onChange={(change) => update({ ...state, ...change })}
        />
        <section aria-labelledby="couches" className="grid gap-3">
          <h2 id="couches" ref={layersHeading} tabIndex={-1} className="text-lg font-semibold">
            Couches, de l'intérieur vers l'extérieur
          </h2>
          <ol className="grid gap-3">
            {state.layers.map((layer, index) => (
              <LayerRow
                key={layer.key}
                layer={layer}
                index={index}
                count={state.layers.length}
                errors={fields}
                onChange={(next) => setLayers(state.layers.map((candidate) => (candidate.key === layer.key ? next : candidate)))}
                onMove={(direction) => move(index, direction)}
                onRemove={() => {
                  setLayers(state.layers.filter((candidate) => candidate.key !== layer.key));
                  // The row and its button are gone: the focus goes to the list's heading, not to the page's top.
                  layersHeading.current?.focus();
                }}
              />
            ))}
          </ol>
          <Button
            type="button"
            variant="outline"
            aria-disabled={state.layers.length >= WALL_LIMITS.maxLayers}
            onClick={() => {
              if (state.layers.length >= WALL_LIMITS.maxLayers) return;
              const key = newLayerKey(state.layers);
              setLayers([...state.layers, { key, materialId: "lime-plaster", thicknessMm: 20, studs: null }]);
              // The focus goes to the new layer's first field, where the visitor continues (issue #40 item 6).
              window.requestAnimationFrame(() => document.getElementById(`couche-${key}-materiau`)?.focus());
            }}
          >
            Ajouter une couche à l'extérieur
          </Button>
        </section>
        <ClimateFields
          key={`climat-${state.layers[0]?.key}`}
          climate={state.climate}
          errors={fields}
          onChange={(climate) => update({ ...state, climate })}
        />
        <MonthlyClimateFields
          monthlyClimate={state.monthlyClimate}
          climateZone={state.climateZone}
          errors={fields}
          onChange={(monthlyClimate) => {
            const { monthlyClimate: _previous, climateZone: _zone, ...rest } = state;
            update(monthlyClimate ? { ...rest, monthlyClimate } : rest);
          }}
          onZoneChange={(climateZone) => {
            const { monthlyClimate: _previous, climateZone: _zone, ...rest } = state;
            update(climateZone ? { ...rest, climateZone } : rest);
          }}
        />
      </div>
      <div className="min-w-0" aria-live="polite" aria-busy={pending}>
        {outcome.kind === "ok" ? (
          <div className="grid gap-6">
            <WallResults wall={outcome.wall} />
            <ReferenceComparison
              wall={outcome.wall}
              referenceId={state.referenceId}
              onReferenceChange={(referenceId) => update({ ...state, referenceId })}
            />
            <div className="grid gap-2">
              <Button
                type="button"
                variant="outline"
                className="justify-self-start"
                aria-disabled={variants.length >= MAX_VARIANTS}
                onClick={() => {
                  if (variants.length >= MAX_VARIANTS) return;
                  keepVariants([
                    ...variants,
                    { label: `Variante ${variants.length + 1} (${Math.round(outcome.wall.thicknessMm)} mm)`, search: encodeState(state) },
                  ]);
                }}
              >
                Garder cette paroi comme variante
              </Button>
              <p className="text-sm text-muted-foreground">
                {variants.length >= MAX_VARIANTS
                  ? `Vous comparez déjà ${MAX_VARIANTS} variantes : retirez-en une pour en garder une autre.`
                  : `Jusqu'à ${MAX_VARIANTS} variantes, comparées à la paroi en cours et jointes au rapport.`}
              </p>
            </div>
            <VariantComparison
              wall={outcome.wall}
              variants={variants}
              onOpen={(next) => update(rekeyed(next, state))}
              onRemove={(index) => keepVariants(variants.filter((_, i) => i !== index))}
            />
            <WallReportActions
              request={{
                ...requestOf(state),
                variants: variants.flatMap((variant) => {
                  const request = variantRequest(variant);
                  return request ? [request] : [];
                }),
              }}
            />
            <p>
              <a href={estimateLinkForWall(state)} className="font-medium text-primary underline underline-offset-4">
                Estimer la part de cette paroi dans l'Ic construction RE2020
              </a>
            </p>
          </div>
        ) : null}
        {outcome.kind === "invalid" ? (
          <p role="alert" className="rounded-lg border border-destructive p-4 text-destructive">
            Corrigez les valeurs signalées pour obtenir le calcul : {Object.values(outcome.fields).join(" ; ")}.
          </p>
        ) : null}
        {outcome.kind === "refused" || outcome.kind === "error" ? (
          <p role="alert" className="rounded-lg border border-destructive p-4">
            {outcome.message}
          </p>
        ) : null}
        {outcome.kind === "rate-limited" ? (
          <p role="alert" className="rounded-lg border border-destructive p-4">
            Trop de calculs en peu de temps : réessayez dans {Math.ceil(outcome.retryAfterSeconds / 60)} min.
          </p>
        ) : null}
      </div>
    </div>
  );
}
