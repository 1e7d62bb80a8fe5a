import type { ReactNode } from "react";
import { formatDateLong } from "@domain/format";
import { CLIENT_TYPES, HORIZONS, NEEDS, type QuoteForm, WORKS, YES_NO } from "@domain/quote/quote-form";
import { baleSurfaceLines } from "@domain/quote/quote-payload";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { SEND_FEEDBACK } from "~/content/send-feedback";

export interface PendingQuote {
  form: QuoteForm;
  urgent: boolean;
}

type Row = [label: string, value: ReactNode];

function rowsOf({ form, urgent }: PendingQuote): Array<[section: string, rows: Row[]]> {
  const professional = form.typeClient === "professionnel";
  const billing = [form.rue, form.rue2, `${form.codePostal} ${form.ville}`].filter(Boolean).join("\n");
  const delivery =
    form.livraisonDifferente === "oui"
      ? `${form.rueLivraison}\n${form.codePostalLivraison} ${form.villeLivraison}`
      : "Identique à l'adresse de facturation";
  return [
    [
      "Qui êtes-vous ?",
      [
        ["Vous êtes", CLIENT_TYPES[form.typeClient]],
        ["Vos besoins", NEEDS[form.besoins]],
        ...(professional
          ? ([
              ["Entreprise", form.entreprise],
              ["Numéro de TVA intracommunautaire", form.numeroTVA],
              ["Poste occupé", form.posteOccupe],
            ] satisfies Row[])
          : []),
        ["Nom et prénom", form.nomPrenom],
        ["Téléphone", form.telephone],
        ["E-mail", form.email],
        ["Adresse de facturation", billing],
        ["Adresse de livraison", delivery],
      ],
    ],
    [
      "Spécifications techniques",
      [
        ["Titre du projet", form.titreProjet],
        ["Détails du projet", form.detailsProjet],
        ["Bottes et surfaces", baleSurfaceLines(form.bottes).join("\n")],
        ["Échéance prévue", HORIZONS[form.echeancePrevu]],
        ["Travaux réalisés par", form.travaux ? WORKS[form.travaux] : undefined],
      ],
    ],
    [
      "Conditions de livraison",
      [
        [
          "Date de livraison souhaitée",
          urgent ? (
            <strong data-urgent className="font-bold text-destructive">
              {formatDateLong(form.dateLivraison)} – URGENT
            </strong>
          ) : (
            formatDateLong(form.dateLivraison)
          ),
        ],
        ["Chantier accessible à une semi-remorque", YES_NO[form.siteAccessible]],
        ["Moyen de déchargement sur place", YES_NO[form.moyenDechargement]],
      ],
    ],
  ];
}

/** Reads the whole request back before it leaves (public §2): 'Modifier' returns to the form as it was. */
export function QuoteConfirmDialog({
  pending,
  sending,
  generating,
  onEdit,
  onConfirm,
}: {
  pending: PendingQuote | null;
  sending: boolean;
  generating: boolean;
  onEdit: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && !sending && onEdit()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Confirmer votre demande de devis</DialogTitle>
          <DialogDescription>Vérifiez vos informations avant l'envoi : vous pouvez encore les modifier.</DialogDescription>
        </DialogHeader>
        {pending &&
          rowsOf(pending).map(([section, rows]) => (
            <section key={section} aria-label={section}>
              <h3 className="mb-2 text-base font-semibold">{section}</h3>
              <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
                {rows.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-medium text-muted-foreground">{label}</dt>
                    <dd className="mb-2 whitespace-pre-wrap break-words sm:mb-0">{value || "Non renseigné"}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        <DialogFooter>
          <Button variant="outline" onClick={onEdit} disabled={sending}>
            Modifier
          </Button>
          <Button variant="eco" onClick={onConfirm} disabled={sending}>
            {generating ? SEND_FEEDBACK.quoteGenerating : sending ? "Envoi en cours..." : "Confirmer et envoyer"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
