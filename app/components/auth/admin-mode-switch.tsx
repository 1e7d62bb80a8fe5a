import { useId, useState } from "react";
import { AUTH_TEXTS } from "@domain/auth/account";
import { toast } from "~/components/ui/sonner";
import { ADMIN_MODE_KEY, readAdminMode } from "~/lib/browser-keys";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * The admin-mode switch of docs/product.md §3.3: in this browser only, this person's visits and downloads are kept out of the
 * statistics. Read after hydration (the server cannot know this browser's storage).
 */
export function AdminModeSwitch() {
  const id = useId();
  const hydrated = useHydrated();
  const [chosen, setOn] = useState<boolean | null>(null);
  const on = chosen ?? (hydrated && readAdminMode());

  function toggle() {
    const next = !on;
    try {
      window.localStorage.setItem(ADMIN_MODE_KEY, String(next));
    } catch {
      // Storage refused (private browsing): the switch still shows the choice for this page.
    }
    setOn(next);
    toast.success(next ? AUTH_TEXTS.adminModeOn : AUTH_TEXTS.adminModeOff);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-border p-5">
      <div className="flex items-center justify-between gap-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Mode admin
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-help ${id}-status`}
          onClick={toggle}
          className={cn(
            "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none",
            on ? "bg-green-700" : "bg-earth-400",
          )}
        >
          <span
            className={cn("inline-block size-5 rounded-full bg-white shadow transition-transform", on ? "translate-x-5" : "translate-x-0")}
          />
        </button>
      </div>
      <p id={`${id}-help`} className="mt-2 text-sm text-muted-foreground">
        Exclut vos propres visites et téléchargements des statistiques. Ce réglage est enregistré dans ce navigateur et persiste après sa
        fermeture : activez-le sur chaque navigateur et chaque appareil que vous utilisez.
      </p>
      <p id={`${id}-status`} role="status" className="mt-2 font-medium">
        {on ? AUTH_TEXTS.notTracked : AUTH_TEXTS.tracked}
      </p>
    </section>
  );
}
