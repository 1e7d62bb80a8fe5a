/**
 * The visitor's first interaction, on which the toast area mounts (app/components/layout/deferred-toaster.tsx): a
 * press of a key, a button or the screen, or a dropped file (the FDES comparator).
 */
export const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart", "drop"] as const;

/**
 * On a tool page the toast area's module runs only once React has been loaded by the visitor's first use, after the
 * press that started it: the page's plain script records that press on `<html data-interacted>`, so the area still
 * mounts for it (a replayed press may raise a toast at once).
 */
export function recordFirstInteraction(root: HTMLElement): void {
  const record = () => {
    root.dataset.interacted = "";
  };
  for (const type of FIRST_INTERACTION) document.addEventListener(type, record, { capture: true, passive: true, once: true });
}
