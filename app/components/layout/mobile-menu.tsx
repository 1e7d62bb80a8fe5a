import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Menu, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { headerEntries, isCurrent, quoteLink, type NavItem } from "~/content/navigation";
import { AdminStrip } from "./admin-strip";

const linkClass =
  "block rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-accent hover:text-accent-foreground aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4";

type MobileMenuProps = { isAdmin: boolean };

/**
 * The navigation below the lg breakpoint: a disclosure button and a panel laid over the page under the header
 * (overlaying rather than pushing the content, so opening it moves nothing). Closes on Escape, on a click
 * outside and on any navigation, including back/forward.
 */
export function MobileMenu({ isAdmin }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Closing during render when the location changes avoids painting the open menu over the new page.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="lg:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Fermer le menu" : "Menu"}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </Button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-lg"
      >
        {/* Drawn only while open: the desktop navigation already puts every link in the server's HTML, and these
            14 duplicate links were hydrated on every page for nothing. */}
        {open ? (
          <>
            <nav aria-label="Navigation principale" className="px-4 py-4">
              <ul className="space-y-1">
                {headerEntries.map((entry) =>
                  entry.kind === "menu" ? (
                    <MenuGroup key={entry.label} label={entry.label} items={entry.items} />
                  ) : (
                    <li key={entry.label}>
                      <MenuLink item={entry} />
                    </li>
                  ),
                )}
                <li className="pt-3">
                  <Button asChild variant="hero" size="lg" className="w-full">
                    <Link to={quoteLink.to} aria-current={isCurrent(quoteLink, location.pathname, location.hash) ? "page" : undefined}>
                      {quoteLink.label}
                    </Link>
                  </Button>
                </li>
              </ul>
            </nav>
            {isAdmin ? <AdminStrip variant="menu" /> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

function MenuGroup({ label, items }: { label: string; items: readonly NavItem[] }) {
  const labelId = useId();
  return (
    <li className="pt-2">
      <p id={labelId} className="px-3 pb-1 text-sm font-semibold text-muted-foreground">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="ml-3 space-y-1 border-l-2 border-border">
        {items.map((item) => (
          <li key={item.to}>
            <MenuLink item={item} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuLink({ item }: { item: NavItem }) {
  return (
    <Link to={item.to} aria-current={useIsCurrent(item) ? "page" : undefined} className={linkClass}>
      {item.label}
    </Link>
  );
}

function useIsCurrent(item: NavItem): boolean {
  const { pathname, hash } = useLocation();
  return isCurrent(item, pathname, hash);
}
