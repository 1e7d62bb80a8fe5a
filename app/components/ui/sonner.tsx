import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/*
 * Sonner's own rich colours miss WCAG AA (its error text is 4.35:1, warning 3.08:1), so the Toaster redefines them
 * from the brand palette. Ratios of text on background: normal 17.01:1, success 10.15:1, info 7.52:1,
 * warning 9.33:1, error 7.04:1 (see the table in app/app.css).
 */
const palette = {
  "--normal-bg": "var(--color-popover)",
  "--normal-text": "var(--color-popover-foreground)",
  "--normal-border": "var(--color-border)",
  "--success-bg": "var(--color-green-50)",
  "--success-text": "var(--color-green-800)",
  "--success-border": "var(--color-green-300)",
  "--info-bg": "#eef5fc",
  "--info-text": "#1e4f8a",
  "--info-border": "#a9c8ea",
  "--warning-bg": "var(--color-straw-50)",
  "--warning-text": "var(--color-straw-900)",
  "--warning-border": "var(--color-straw-300)",
  "--error-bg": "#fdf0ef",
  "--error-text": "#a11b12",
  "--error-border": "#e8a7a2",
} as React.CSSProperties;

/** Mount once, in the root layout. Then `toast.success("…")`, `toast.error("…")` anywhere. */
export function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="bottom-right"
      richColors
      closeButton
      containerAriaLabel="Notifications"
      style={{ ...palette, ...style }}
      toastOptions={{ closeButtonAriaLabel: "Fermer", ...toastOptions }}
      {...props}
    />
  );
}

export { toast } from "sonner";
