import { addMonths, parisDay } from "@domain/calendar";
import type { QuoteFormInput } from "@domain/quote/quote-form";

/**
 * A delivery day four months after today in Paris: never urgent (under two months) and never past, whatever the
 * date the suite runs on. Read from the clock when the module loads, as the browser tests do.
 */
export function deliveryDayInMonths(months = 4, now = new Date()): string {
  return addMonths(parisDay(now), months);
}

/** A complete quote request of a private customer near Cholet, valid as the form sends it. */
export const completeQuote: QuoteFormInput = {
  typeClient: "particulier",
  besoins: "sais",
  nomPrenom: "Camille Martin",
  telephone: "06 12 34 56 78",
  email: "Camille.Martin@exemple.fr",
  rue: "12 rue des Tilleuls",
  codePostal: "49300",
  ville: "Cholet",
  livraisonDifferente: "non",
  titreProjet: "Maison ossature bois",
  detailsProjet: "Maison de 110 m² en ossature bois, murs et rampants.",
  bottes: {
    "botte-22": { selected: false, surface: "" },
    "botte-36": { selected: true, surface: "140" },
    "botte-46": { selected: false, surface: "" },
    argibotte: { selected: false, surface: "" },
  },
  echeancePrevu: "3-6-mois",
  dateLivraison: deliveryDayInMonths(),
  siteAccessible: "oui",
  moyenDechargement: "non",
};
