import { PRODUCT_IDS } from "../products";
import { parseSurface, phoneDigits } from "./quote-field-values";
import type { QuoteFormInput } from "./quote-form";
import { POSTAL_CODE_PATTERN } from "../shared-fields";

/** Weights of the three sections in the progress bar (docs/product.md §6 'Progress'). */
export const PROGRESS_WEIGHTS = { identity: 40, project: 30, delivery: 30 } as const;

type Draft = Partial<QuoteFormInput>;
const filled = (value: string | undefined, min = 1) => (value ?? "").trim().length >= min;

function identityItems(form: Draft): boolean[] {
  const items = [
    Boolean(form.typeClient),
    Boolean(form.besoins),
    filled(form.nomPrenom, 3),
    phoneDigits(form.telephone ?? "").length === 10,
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((form.email ?? "").trim()),
    filled(form.rue, 5),
    POSTAL_CODE_PATTERN.test((form.codePostal ?? "").trim()),
    filled(form.ville, 2),
    Boolean(form.livraisonDifferente),
  ];
  if (form.typeClient === "professionnel") items.push(filled(form.entreprise));
  if (form.livraisonDifferente === "oui") {
    items.push(
      filled(form.rueLivraison, 5),
      POSTAL_CODE_PATTERN.test((form.codePostalLivraison ?? "").trim()),
      filled(form.villeLivraison, 2),
    );
  }
  return items;
}

function projectItems(form: Draft): boolean[] {
  const selected = PRODUCT_IDS.filter((id) => form.bottes?.[id]?.selected);
  return [
    filled(form.titreProjet, 3),
    filled(form.detailsProjet, 10),
    selected.length > 0 && selected.every((id) => parseSurface(form.bottes?.[id]?.surface ?? "") !== null),
  ];
}

function deliveryItems(form: Draft): boolean[] {
  return [filled(form.dateLivraison), Boolean(form.siteAccessible), Boolean(form.moyenDechargement)];
}

const complete = (items: boolean[]) => items.every(Boolean);

/** Section completion behind the check marks and the automatic advance (docs/product.md §6 'Quote form sections'). */
export function sectionsComplete(form: Draft) {
  const identity = complete(identityItems(form));
  return {
    identity,
    project: identity && complete(projectItems(form)),
    delivery: complete(deliveryItems(form)),
  };
}

/** Whole percent: each section's weight shared equally among its items. */
export function quoteProgress(form: Draft): number {
  const share = (items: boolean[], weight: number) => (items.filter(Boolean).length / items.length) * weight;
  return Math.round(
    share(identityItems(form), PROGRESS_WEIGHTS.identity) +
      share(projectItems(form), PROGRESS_WEIGHTS.project) +
      share(deliveryItems(form), PROGRESS_WEIGHTS.delivery),
  );
}
