import { formatNumber } from "../format";
import { CONVENTIONAL_NOTE } from "./conventional-envelopes";
import type { Re2020Estimate } from "./estimate";
import { ESTIMATE_ELEMENT_LABELS } from "./re2020-schema";
import { WEIGHTS_SOURCE } from "./dynamic-weights";
import { THRESHOLD_SOURCE } from "./thresholds";

/**
 * What the estimate is and is not, in French, for the page, the report, the e-mail and the quote
 * (docs/decisions/0015-re2020-estimate.md). One place for each sentence.
 */

const NBSP = "\u00A0";

export const RE2020_DISCLAIMER =
  "Ceci est une estimation de la part de l'isolant, jamais une attestation RE2020 : l'Ic construction complet couvre tous les lots du bâtiment (fondations, structure, menuiseries, équipements, chantier…) et doit être calculé par un logiciel RE2020 agréé.";

/** The method in one sentence: how a product enters Ic. */
export const RE2020_CONTRIBUTION_NOTE =
  "Contribution d'un produit : quantité × modules pondérés par leur année ; A1 à A5 à l'année 0, C1 à C4 à l'année 50, ou à chaque renouvellement quand la durée de vie de référence est inférieure à 50 ans ; le module D est exclu de l'Ic et affiché à part.";

/** How the stored carbon is counted, and what Stock C is. */
export const RE2020_BIOGENIC_NOTE =
  "Carbone biogénique : la FDES compte l'absorption en A1-A3 et la restitution en C ; la pondération dynamique seule en fait un crédit, (1 − 0,578) × le CO₂ stocké. Le stockage n'est jamais retranché une seconde fois. Le Stock C (kg C/m² SREF) est indiqué à part, sans seuil : c'est le CO₂ stocké dans l'isolant (kg CO₂) × 12/44 ÷ SREF.";

/** How a material other than our bales enters Ic: its generic dataset, the storage added as a biogenic flow. */
export const GENERIC_DATA_NOTE =
  "Les autres matériaux (laines minérales, PSE, ouate de cellulose, bois, panneaux, enduits, membranes) : données génériques par kg de la liste KBOB « Données des écobilans dans la construction » 2009/1:2016, fabrication (A1-A3) à l'année 0 et fin de vie (C) à l'année 50, sans A4-A5 ni module D, durée de vie prise égale à 50 ans (la liste n'en donne pas) ; la KBOB comptant le CO₂ biogénique comme neutre, le CO₂ stocké (NF EN 16449) est ajouté en absorption à l'année 0 et en restitution en fin de vie, comme dans une FDES.";

/** What the whole composition's figure adds to the insulation's. */
export const COMPOSITION_NOTE =
  "Composition entière : toutes les couches et l'ossature de chaque paroi (enduits, panneaux, membranes, bois), par la même règle ; c'est encore une part de l'Ic construction, pas l'Ic du bâtiment.";

export const RE2020_METHOD_NOTES = [
  RE2020_CONTRIBUTION_NOTE,
  WEIGHTS_SOURCE,
  RE2020_BIOGENIC_NOTE,
  "Nos bottes : FDES servies par le site (aujourd'hui des exemples en attendant les FDES vérifiées), total A1-C4 sans détail par module ; les émissions fossiles sont comptées à l'année 0 (le poids le plus fort) et le CO₂ stocké en absorption puis restitution. CO₂ stocké : le stockage déclaré par le fabricant par m² de paille, multiplié par la part de paille de la paroi (l'ossature en est exclue), le même chiffre que les pages produits et le devis ; un autre isolant biosourcé selon NF EN 16449.",
  GENERIC_DATA_NOTE,
  "Un matériau sans donnée citée (laine de chanvre, fibre de bois souple, béton armé, valeurs saisies) rend le résultat inconnu, jamais nul.",
  COMPOSITION_NOTE,
  THRESHOLD_SOURCE,
  CONVENTIONAL_NOTE,
  "Calcul statique : les mêmes émissions sans pondération, pour comparaison ; la RE2020 exige le calcul dynamique.",
] as const;

/** "13 593 kg CO₂": the CO₂ stored in the insulation, in the one unit of every stored-carbon figure (docs/product.md §10.9). */
export function storedCo2Text(estimate: Pick<Re2020Estimate, "storedCo2">): string {
  return `${formatNumber(estimate.storedCo2, 0)}${NBSP}kg CO₂`;
}

/** "30,9 kg C/m² SREF" */
export function stockCText(estimate: Pick<Re2020Estimate, "stockC">): string {
  return `${formatNumber(estimate.stockC, 1)}${NBSP}kg C/m² SREF`;
}

/** How Stock C comes from the stored CO₂: "13 593 kg CO₂ × 12/44 ÷ 120 m² SREF = 30,9 kg C/m² SREF". */
export function stockCDerivation(estimate: Pick<Re2020Estimate, "storedCo2" | "stockC" | "sref">): string {
  return `${storedCo2Text(estimate)} × 12/44 ÷ ${formatNumber(estimate.sref, 1)}${NBSP}m² SREF = ${stockCText(estimate)}`;
}

/** Each material of the built compositions without cited data, and why: "Murs, couche 2 (Laine de chanvre) : …". */
export function compositionUncountedLines(estimate: Pick<Re2020Estimate, "elements">): string[] {
  return estimate.elements
    .filter((element) => element.areaM2 > 0)
    .flatMap((element) => element.composition.uncounted.map((line) => `${ESTIMATE_ELEMENT_LABELS[element.element]}, ${line}`));
}
