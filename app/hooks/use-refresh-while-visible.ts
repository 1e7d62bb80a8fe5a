import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Reloads the route's data every `intervalMs` while the page is visible (docs/product.md §7: dashboards refetch every 30 s),
 * without reloading the page; a hidden tab asks nothing, and catches up as soon as it is shown again.
 */
export function useRefreshWhileVisible(intervalMs: number): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let timer: number | undefined;
    const schedule = () => {
      window.clearInterval(timer);
      if (document.visibilityState === "visible") timer = window.setInterval(() => void revalidate(), intervalMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") void revalidate();
      schedule();
    };
    schedule();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [intervalMs, revalidate]);
}
