import { useId } from "react";
import { Link, useLocation } from "react-router";
import { ExternalLink, MapPin } from "lucide-react";
import { brand } from "@domain/brand";
import { EXTERNAL_LINK_REL, footerGroups, isCurrent, professionalNetworkLink } from "~/content/navigation";

const linkClass =
  "rounded-sm text-earth-100 underline-offset-4 hover:text-white hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline";
const headingClass = "text-sm font-semibold tracking-wide text-straw-200 uppercase";

/** Site footer: brand and location, site and legal links, the professional network page, copyright. */
export function SiteFooter() {
  const { pathname, hash } = useLocation();
  const groupId = useId();
  const networkId = useId();

  return (
    <footer className="render-when-visible bg-earth-900 text-earth-50 [--color-ring:var(--color-straw-300)]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold">{brand.name}</p>
          <p className="mt-2 text-sm text-earth-200">{brand.activity}</p>
          <p className="mt-4 flex items-start gap-2 text-sm">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            {brand.footerLocation}
          </p>
        </div>

        {footerGroups.map((group, index) => (
          <nav key={group.title} aria-labelledby={`${groupId}-${index}`}>
            <h2 id={`${groupId}-${index}`} className={headingClass}>
              {group.title}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} aria-current={isCurrent(item, pathname, hash) ? "page" : undefined} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <section aria-labelledby={networkId}>
          <h2 id={networkId} className={headingClass}>
            Suivez-nous
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a
                href={professionalNetworkLink.href}
                target="_blank"
                rel={EXTERNAL_LINK_REL}
                className={`${linkClass} inline-flex items-center gap-1.5`}
              >
                {professionalNetworkLink.label}
                <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only"> (nouvel onglet)</span>
              </a>
            </li>
          </ul>
        </section>
      </div>

      <div className="border-t border-earth-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-earth-200 sm:px-6 lg:px-8">
          {/* The server and the browser may straddle New Year's Eve; the year is then allowed to differ. */}©{" "}
          <span suppressHydrationWarning>{new Date().getFullYear()}</span> {brand.name}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
