import { formatDateShort } from "../format";
import { CLIENT_TYPES, HORIZONS, NEEDS, type QuoteForm, WORKS, YES_NO } from "./quote-form";
import { formatPhone } from "./quote-field-values";
import { baleSurfaceLines } from "./quote-payload";

export interface QuoteSummaryRow {
  label: string;
  value: string;
  /** The delivery date when urgent (docs/product.md §2: bold red with 'URGENT'). */
  urgent?: boolean;
}

/** Every collected value of a quote request, labelled in French, for the confirmation dialog and the team's e-mail. */
export function quoteSummaryRows(form: QuoteForm, urgent: boolean): QuoteSummaryRow[] {
  const rows: Array<QuoteSummaryRow | null> = [
    { label: "Vous êtes", value: CLIENT_TYPES[form.typeClient] },
    { label: "Vos besoins", value: NEEDS[form.besoins] },
    form.entreprise ? { label: "Entreprise", value: form.entreprise } : null,
    form.typeClient === "professionnel" ? { label: "Numéro de TVA", value: form.numeroTVA ?? "Non renseigné" } : null,
    form.posteOccupe ? { label: "Poste occupé", value: form.posteOccupe } : null,
    { label: "Nom et prénom", value: form.nomPrenom },
    { label: "Téléphone", value: formatPhone(form.telephone) },
    { label: "E-mail", value: form.email },
    { label: "Adresse de facturation", value: [form.rue, form.rue2, `${form.codePostal} ${form.ville}`].filter(Boolean).join(", ") },
    {
      label: "Adresse de livraison",
      value:
        form.livraisonDifferente === "oui"
          ? `${form.rueLivraison}, ${form.codePostalLivraison} ${form.villeLivraison}`
          : "Identique à l'adresse de facturation",
    },
    { label: "Projet", value: form.titreProjet },
    { label: "Détails", value: form.detailsProjet },
    { label: "Bottes et surfaces", value: baleSurfaceLines(form.bottes).join("\n") },
    { label: "Échéance prévue", value: HORIZONS[form.echeancePrevu] },
    form.travaux ? { label: "Réalisation des travaux", value: WORKS[form.travaux] } : null,
    { label: "Date de livraison souhaitée", value: `${formatDateShort(form.dateLivraison)}${urgent ? " – URGENT" : ""}`, urgent },
    { label: "Chantier accessible en semi-remorque", value: YES_NO[form.siteAccessible] },
    { label: "Moyen de déchargement", value: YES_NO[form.moyenDechargement] },
  ];
  return rows.filter((row): row is QuoteSummaryRow => row !== null);
}
