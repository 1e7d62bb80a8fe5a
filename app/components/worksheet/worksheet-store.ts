import { useSyncExternalStore } from "react";
import { type WorksheetState, readWorksheetState, serializeWorksheetState } from "@domain/worksheet/stored-state";

/**
 * The worksheet's state kept in localStorage under the `bordereau_` keys (docs/product.md §7), read once and shared by the
 * page's components. The server renders the defaults; the browser's stored state replaces them after hydration.
 */
const DEFAULTS = readWorksheetState(() => null);
let current: WorksheetState | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused (private browsing): the worksheet still works for this visit
  }
}

function snapshot(): WorksheetState {
  current ??= readWorksheetState((key) => storage()?.getItem(key) ?? null);
  return current;
}

export function updateWorksheet(change: (state: WorksheetState) => WorksheetState): void {
  current = change(snapshot());
  const store = storage();
  try {
    for (const [key, value] of serializeWorksheetState(current)) store?.setItem(key, value);
  } catch {
    // quota exceeded or storage refused: the state lives on in memory for this visit
  }
  for (const listener of listeners) listener();
}

export function useWorksheet(): WorksheetState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => DEFAULTS,
  );
}
