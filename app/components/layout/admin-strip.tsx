import { Link, useLocation } from "react-router";
import { adminLinks, isCurrent } from "~/content/navigation";
import { cn } from "~/lib/cn";

type AdminStripProps = {
  /** "bar": the strip above the desktop header; "menu": the section at the end of the mobile menu. */
  variant: "bar" | "menu";
};

/**
 * Links to the four dashboards. The caller renders it only when the server says the viewer is an admin; the
 * dashboards check that again on the server, so hiding links is a convenience, not the protection.
 */
export function AdminStrip({ variant }: AdminStripProps) {
  const { pathname, hash } = useLocation();
  const bar = variant === "bar";

  return (
    <nav
      aria-label="Administration"
      className={cn(
        bar ? "hidden bg-earth-900 text-earth-50 [--color-ring:var(--color-straw-300)] lg:block" : "border-t border-border px-4 py-4",
      )}
    >
      <div className={cn(bar && "mx-auto flex h-10 max-w-7xl items-center gap-4 px-8 text-sm")}>
        <p className={cn("font-semibold", !bar && "px-3 text-sm text-muted-foreground")}>Administration</p>
        <ul className={cn(bar ? "flex items-center gap-1" : "mt-2 space-y-1")}>
          {adminLinks.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={isCurrent(item, pathname, hash) ? "page" : undefined}
                className={cn(
                  "rounded-md font-medium aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4",
                  bar
                    ? "inline-block px-3 py-1.5 hover:bg-earth-800"
                    : "block px-3 py-3 text-base hover:bg-accent hover:text-accent-foreground",
                )}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
