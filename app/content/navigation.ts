import { brand } from "@domain/brand";

/** An internal link. `to` may carry a hash (product anchors on /produits). */
export type NavItem = {
  label: string;
  to: string;
  /** Other paths showing the same screen, on which this link also counts as the current page. */
  alsoCurrentOn?: readonly string[];
};

export type NavMenu = {
  label: string;
  items: readonly NavItem[];
};

export type HeaderEntry = ({ kind: "link" } & NavItem) | ({ kind: "menu" } & NavMenu);

export type ExternalLink = {
  label: string;
  href: string;
};

export const productsMenu: NavMenu = {
  label: "Produits",
  items: [
    { label: "Vue d'ensemble", to: "/produits" },
    { label: "Botte 22", to: "/produits#botte-22" },
    { label: "Botte 36", to: "/produits#botte-36" },
    { label: "Botte 46", to: "/produits#botte-46" },
    { label: "ArgiBotte", to: "/produits#argibotte" },
  ],
};

export const proToolsMenu: NavMenu = {
  label: "Outils Pro",
  items: [
    { label: "Calculateur de bottes", to: "/calculateur" },
    { label: "Calculateur de paroi", to: "/calculateur-paroi" },
    { label: "Estimation RE2020", to: "/estimation-re2020" },
    { label: "Bordereau d'autocontrôle", to: "/bordereau-autocontrole" },
    { label: "Documents techniques", to: "/documents-techniques" },
    { label: "Comparateur environnemental", to: "/comparateur-environnemental" },
  ],
};

/** Header entries in display order; the highlighted quote button is `quoteLink`, shown after them. */
export const headerEntries: readonly HeaderEntry[] = [
  { kind: "menu", ...productsMenu },
  { kind: "link", label: "PailleMobile", to: "/paillemobile" },
  { kind: "link", label: "Réalisations", to: "/blog", alsoCurrentOn: ["/projets"] },
  { kind: "menu", ...proToolsMenu },
  { kind: "link", label: "FAQ", to: "/faq" },
];

export const quoteLink: NavItem = { label: "Devis", to: "/devis" };

/** Shown only to signed-in admins (the server decides). */
export const adminLinks: readonly NavItem[] = [
  { label: "Commercial", to: "/commercial" },
  { label: "Technique", to: "/technique" },
  { label: "Trafic", to: "/traffic" },
  { label: "Business Plan", to: "/business-plan" },
];

export const footerGroups: readonly { title: string; items: readonly NavItem[] }[] = [
  {
    title: "Plan du site",
    items: [
      { label: "Accueil", to: "/" },
      { label: "Produits", to: "/produits" },
      { label: "PailleMobile", to: "/paillemobile" },
      { label: "Réalisations", to: "/projets", alsoCurrentOn: ["/blog"] },
      { label: "Contact", to: "/contact" },
      { label: "Demande de devis", to: "/devis" },
    ],
  },
  {
    title: "Informations légales",
    items: [
      { label: "Mentions légales", to: "/mentions-legales" },
      { label: "Protection des données", to: "/protection-donnees" },
      { label: "Conditions générales de vente", to: "/cgv" },
    ],
  },
];

/** Opened in a new tab; `EXTERNAL_LINK_REL` keeps the new page from reaching back to this one. */
export const professionalNetworkLink: ExternalLink = {
  label: brand.professionalNetwork.name,
  href: brand.professionalNetwork.url,
};

export const EXTERNAL_LINK_REL = "noopener noreferrer";

/**
 * Whether `item` designates the page being shown. A link with a hash is current only on that exact anchor, so the
 * product anchors and the products overview are never all marked at once.
 */
export function isCurrent(item: NavItem, pathname: string, hash: string): boolean {
  const [path = "", anchor] = item.to.split("#");
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const onPath = normalized === path || (item.alsoCurrentOn?.includes(normalized) ?? false);
  if (!onPath) return false;
  return anchor === undefined ? hash === "" || !isAnchorOf(path, hash) : hash === `#${anchor}`;
}

// The overview link stays current on /produits#tableau-comparatif (not a menu anchor) but yields to a menu anchor.
function isAnchorOf(path: string, hash: string): boolean {
  return productsMenu.items.some((item) => item.to === `${path}${hash}`);
}
