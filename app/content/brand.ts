/**
 * Brand values: the only place where the company's name and contact details are written. Components, pages,
 * e-mails and PDFs read them from here so a change is made once.
 *
 * PLACEHOLDERS: the values marked "PLACEHOLDER" below are stand-ins chosen so that nothing reaches a real third
 * party by mistake; each must be confirmed or replaced by Isol en Paille before the site goes live.
 */
export const brand = {
  name: "Isol en Paille",
  activity: "Isolation en bottes de paille préfabriquées",
  foundedYear: 2020,
  address: {
    // PLACEHOLDER: plausible street line, to be confirmed by the company.
    street: "Rue de l'Atelier",
    postalCode: "49310",
    city: "Lys-Haut-Layon",
    department: "Maine-et-Loire (49)",
    country: "France",
  },
  phone: {
    // PLACEHOLDER: number taken from the ARCEP range reserved for fiction (02 61 91 xx xx), so it can never ring
    // a real person; replace with the company's number.
    display: "02 61 91 00 00",
    href: "tel:+33261910000",
  },
  // PLACEHOLDER: address to be confirmed by the company.
  email: "contact@isolenpaille.fr",
  openingHours: "du lundi au vendredi, 8h00-17h00, fermé le week-end",
  // PLACEHOLDER: LinkedIn company page address to be confirmed by the company.
  professionalNetwork: {
    name: "LinkedIn",
    url: "https://www.linkedin.com/company/isol-en-paille/",
  },
  footerLocation: "Lys-Haut-Layon, Maine-et-Loire (49)",
} as const;

/** Page title in the site's one format: "<Page> | Isol en Paille". */
export function pageTitle(page: string): string {
  return `${page} | ${brand.name}`;
}
