import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

/**
 * A rate-limit cooldown that survives a reload: its end (epoch ms) is kept in localStorage under `storageKey`, and
 * the remaining seconds tick every second until it ends. Zero on the server and once over.
 */
export function useCooldown(storageKey: string) {
  const stored = useSyncExternalStore(
    subscribe,
    () => readStorage(storageKey),
    () => null,
  );
  const endsAt = Number(stored) || 0;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!endsAt) return;
    if (endsAt <= Date.now()) {
      removeStorage(storageKey);
      return;
    }
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        removeStorage(storageKey);
        notify();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt, storageKey]);

  const start = useCallback(
    (seconds: number) => {
      const current = Date.now();
      writeStorage(storageKey, String(current + seconds * 1000));
      setNow(current);
      notify();
    },
    [storageKey],
  );

  const remainingSeconds = endsAt > now ? Math.ceil((endsAt - now) / 1000) : 0;
  return { remainingSeconds, active: remainingSeconds > 0, start };
}

// Components of this page learn of a change through `notify`; other tabs through the storage event.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function notify() {
  for (const listener of listeners) listener();
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the cooldown cannot survive a reload, and the server still enforces the limit.
  }
}

function removeStorage(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to clean
  }
}
