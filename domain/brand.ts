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
  /** docs/product.md §2.11 and §10.4: Monday to Friday, 8h00-17h00, closed at weekends. Times as schema.org wants them. */
  openingHours: { days: "du lundi au vendredi", opens: "08:00", closes: "17:00" },
  // PLACEHOLDER: LinkedIn company page address to be confirmed by the company.
  professionalNetwork: {
    name: "LinkedIn",
    url: "https://www.linkedin.com/company/isol-en-paille/",
  },
  footerLocation: "Lys-Haut-Layon, Maine-et-Loire (49)",
  /** Figures the pages quote about the company and its sector (docs/product.md §10.4). */
  claims: {
    strawTonnesPerYear: 500,
    strawBuildingsInFrance: 10_000,
    newStrawBuildingsPerYear: 500,
    regionalCollectiveMembers: 200,
    quoteReplyHours: 24,
  },
  /** What the site and the press kit say of the bales and the RE2020, in one sentence written once. */
  re2020Statement: "Des bottes conformes aux exigences de la RE2020.",
  /** The nomination of docs/product.md §2.6 (home banner, press kit). Wording stays factual: nominated, not awarded. */
  nomination: {
    award: "Trophées de l'innovation 2025",
    organiser: "Région Pays de la Loire",
    article: {
      // PLACEHOLDER: nobody has supplied the newspaper article's address. example.com is reserved for
      // examples (RFC 2606), so the button reaches no real third party; the page labels the link as provisional
      // while `placeholder` is true. Replace both with the article's real address and false.
      url: "https://www.example.com/isol-en-paille-trophees-innovation-2025",
      placeholder: true,
    },
  },
  /** Presentation video of the workshop on the home page (YouTube, shown through youtube-nocookie.com). */
  workshopVideo: {
    title: "Présentation de l'atelier Isol en Paille",
    // PLACEHOLDER: nobody has supplied the video. This id has the form of a YouTube id but names no
    // published video of the company; the page says the video is provisional while `placeholder` is true.
    // Replace with the real video's address and set `placeholder` to false.
    url: "https://www.youtube.com/watch?v=AAAAAAAAAAA",
    placeholder: true,
  },
  /**
   * The press list of /paillemobile (docs/product.md §2: two dated articles). Only the dates are known.
   * PLACEHOLDER: titles are neutral descriptions, outlets and addresses are unknown; each `url` is null until the
   * company supplies it, and the page then shows the entry without a link and says so.
   */
  pressArticles: [
    {
      date: "2025-04-07",
      title: "PailleMobile, l'usine mobile de bottes de paille d'Isol en Paille",
      outlet: null,
      url: null,
    },
    {
      date: "2025-03-21",
      title: "Isol en Paille et son projet d'usine mobile PailleMobile",
      outlet: null,
      url: null,
    },
  ] as readonly { date: string; title: string; outlet: string | null; url: string | null }[],
} as const;

/** "08:00" → "8h00", as French opening hours are written. */
const frenchTime = (time: string) => time.replace(/^0/, "").replace(":", "h");

/** The opening hours as a contact line: "du lundi au vendredi, 8h00-17h00, fermé le week-end". */
export function openingHoursLine(): string {
  const { days, opens, closes } = brand.openingHours;
  return `${days}, ${frenchTime(opens)}-${frenchTime(closes)}, fermé le week-end`;
}

/** The opening hours inside a sentence: "du lundi au vendredi, de 8h00 à 17h00". */
export function openingHoursPhrase(): string {
  const { days, opens, closes } = brand.openingHours;
  return `${days}, de ${frenchTime(opens)} à ${frenchTime(closes)}`;
}

/** Page title in the site's one format: "<Page> | Isol en Paille". */
export function pageTitle(page: string): string {
  return `${page} | ${brand.name}`;
}
