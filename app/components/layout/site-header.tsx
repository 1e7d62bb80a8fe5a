import { Link, useLocation } from "react-router";
import { Wheat } from "lucide-react";
import { Button } from "~/components/ui/button";
import { brand } from "@domain/brand";
import { headerEntries, isCurrent, quoteLink, type NavItem } from "~/content/navigation";
import { Island } from "~/islands/island";
import { cn } from "~/lib/cn";
import { AdminStrip } from "./admin-strip";
import { HeaderMenu } from "./header-menu";
import { MobileMenu } from "./mobile-menu";

const navItemClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-accent hover:text-accent-foreground";
// Underlined, not only coloured, so the current page is visible without relying on colour.
const currentClass = "underline decoration-2 underline-offset-8";

type SiteHeaderProps = { isAdmin: boolean };

/** Sticky site header: admin strip (admins only), brand, desktop navigation from lg up, mobile menu below. */
export function SiteHeader({ isAdmin }: SiteHeaderProps) {
  const { pathname, hash } = useLocation();
  const homeCurrent = isCurrent({ label: brand.name, to: "/" }, pathname, hash);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      {isAdmin ? <AdminStrip variant="bar" /> : null}
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-current={homeCurrent ? "page" : undefined}
          className="flex items-center gap-2 rounded-md text-lg font-bold text-primary"
        >
          <Wheat aria-hidden className="size-6" />
          {brand.name}
        </Link>

        <nav aria-label="Navigation principale" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerEntries.map((entry) => (
              <li key={entry.label}>
                {entry.kind === "menu" ? (
                  <Island
                    name="header-menu"
                    component={HeaderMenu}
                    props={{ menu: entry, triggerClassName: navItemClass, currentClassName: currentClass }}
                  />
                ) : (
                  <HeaderLink item={entry} current={isCurrent(entry, pathname, hash)} />
                )}
              </li>
            ))}
            <li className="ml-2">
              <Button asChild variant="hero">
                <Link to={quoteLink.to} aria-current={isCurrent(quoteLink, pathname, hash) ? "page" : undefined}>
                  {quoteLink.label}
                </Link>
              </Button>
            </li>
          </ul>
        </nav>

        <Island name="mobile-menu" component={MobileMenu} props={{ isAdmin }} />
      </div>
    </header>
  );
}

function HeaderLink({ item, current }: { item: NavItem; current: boolean }) {
  return (
    <Link to={item.to} aria-current={current ? "page" : undefined} className={cn(navItemClass, current && currentClass)}>
      {item.label}
    </Link>
  );
}
