import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDown } from "lucide-react";
import { isCurrent, type NavMenu } from "~/content/navigation";
import { cn } from "~/lib/cn";

type HeaderMenuProps = {
  menu: NavMenu;
  /** Classes of the header's other entries, so the trigger looks like them. */
  triggerClassName: string;
  /** Added to the trigger when one of the menu's links is the current page. */
  currentClassName: string;
};

/**
 * A desktop header dropdown following the WAI-ARIA menu button pattern, written by hand because a generic menu
 * library (Radix DropdownMenu with its positioning engine) cost about 30 KB gzip on every page for two short lists
 * of links (the JavaScript budget of tests/e2e/js-budget.spec.ts).
 *
 * Behaviour: click, Enter, Space or ArrowDown opens and focuses the first link (ArrowUp the last); ArrowUp/ArrowDown
 * cycle, Home/End jump, a letter jumps to the next link starting with it; Escape closes and gives the focus back to
 * the button; Tab, a click outside, focus leaving the menu or any navigation close it. The links stay in the server
 * HTML (hidden while closed), so they work and are crawlable before hydration.
 */
export function HeaderMenu({ menu, triggerClassName, currentClassName }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const { pathname, hash, key } = useLocation();
  const buttonId = useId();
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Which link to focus once the list is visible: set by the action that opened it.
  const focusOnOpen = useRef<"first" | "last">("first");

  // A navigation (including back/forward) closes the menu; done during render so the open menu is never painted
  // over the new page.
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const items = menuItems(listRef.current);
    (focusOnOpen.current === "first" ? items[0] : items.at(-1))?.focus();

    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openAt = (position: "first" | "last") => {
    focusOnOpen.current = position;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
      event.preventDefault();
      openAt("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAt("last");
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems(listRef.current);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        focusAt(index + 1);
        break;
      case "ArrowUp":
        focusAt(index - 1);
        break;
      case "Home":
        focusAt(0);
        break;
      case "End":
        focusAt(items.length - 1);
        break;
      case "Escape":
        setOpen(false);
        buttonRef.current?.focus();
        break;
      case "Tab":
        // The focus moves on to the next element of the page; the menu must not stay open behind it.
        setOpen(false);
        return;
      case " ":
        // Enter follows a link natively; Space does in menus too.
        items[index]?.click();
        break;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLocaleLowerCase("fr");
        const next = items.findIndex((item, i) => i > index && item.textContent?.trim().toLocaleLowerCase("fr").startsWith(letter));
        const wrapped = next >= 0 ? next : items.findIndex((item) => item.textContent?.trim().toLocaleLowerCase("fr").startsWith(letter));
        if (wrapped < 0) return;
        focusAt(wrapped);
      }
    }
    event.preventDefault();
  };

  const currentItems = menu.items.map((item) => isCurrent(item, pathname, hash));

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        // Focus leaving for another part of the page (a click elsewhere, assistive technology) closes the menu.
        if (open && event.relatedTarget && !containerRef.current?.contains(event.relatedTarget as Node)) {
          setOpen(false);
        }
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        className={cn(triggerClassName, "group aria-expanded:bg-accent", currentItems.some(Boolean) && currentClassName)}
        onClick={(event) => {
          // A keyboard "click" (Enter/Space) was already handled on keydown.
          if (event.detail === 0) return;
          if (open) setOpen(false);
          else openAt("first");
        }}
        onKeyDown={onButtonKeyDown}
      >
        {menu.label}
        <ChevronDown aria-hidden className="size-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
      </button>
      <ul
        ref={listRef}
        id={listId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className="absolute top-full left-0 z-50 mt-1 min-w-56 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md motion-safe:animate-content-in"
      >
        {menu.items.map((item, index) => (
          <li key={item.to} role="none">
            <Link
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              aria-current={currentItems[index] ? "page" : undefined}
              onClick={() => setOpen(false)}
              className="flex rounded-sm px-2 py-2 text-sm -outline-offset-2 select-none hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground aria-[current=page]:font-semibold aria-[current=page]:underline"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function menuItems(list: HTMLUListElement | null): HTMLAnchorElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]')) : [];
}
