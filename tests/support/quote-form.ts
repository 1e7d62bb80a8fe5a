import type { Page } from "playwright-core";
import { expect } from "vitest";
import { addMonths, parisDay } from "@domain/calendar";

/** The quote form of /devis driven as a visitor does: shared by the quote journey and the tools that lead to it. */

export const form = (page: Page) => page.getByRole("form", { name: "Demande de devis" });
export const textbox = (page: Page, name: string) => form(page).getByRole("textbox", { name, exact: true });
/** A field of a closed step by its form name (a closed step keeps its fields, hidden from the accessibility tree). */
export const storedValue = (page: Page, name: string) => form(page).locator(`[name="${name}"]`).inputValue();
export const group = (page: Page, name: string) => form(page).getByRole("radiogroup", { name, exact: true });
export const toggle = (page: Page, title: string) => form(page).getByRole("button", { name: new RegExp(`^${title.replace("?", "\\?")}`) });
export const progress = (page: Page) => form(page).getByRole("progressbar").first();
export const submit = (page: Page) => form(page).getByRole("button", { name: "Demander mon devis" });

export const expanded = (page: Page, title: string) => toggle(page, title).getAttribute("aria-expanded");
export const completed = async (page: Page, title: string) => ((await toggle(page, title).textContent()) ?? "").includes("(complété)");

/** The day in Paris `days` from today, as the date field takes it. */
export function dayFromToday(days: number): string {
  const today = new Date(`${parisDay(new Date())}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

/** Clicks a choice until it is checked: the first click may land before the page has hydrated. */
export async function choose(page: Page, groupName: string, option: string) {
  const radio = group(page, groupName).getByRole("radio", { name: option, exact: true });
  await expect
    .poll(async () => {
      await radio.click();
      return radio.isChecked();
    })
    .toBe(true);
}

/**
 * The mouse leaves the form for the page's corner, as a visitor's does once a step is done: a step clicked complete
 * waits for the mouse to leave it before it closes.
 */
export async function moveAway(page: Page) {
  await page.mouse.move(0, 0);
}

export async function open(page: Page, title: string) {
  if ((await expanded(page, title)) !== "true") await toggle(page, title).click();
}

export const CAMILLE = { name: "Camille Martin", email: "camille.martin@exemple.fr" };

/**
 * Step 1 with the city typed last. With `leave`, the caret then leaves the city and the step is waited for to move
 * on by itself (a helper clicking a step's button while it moves on could close it again).
 */
export async function fillIdentity(page: Page, { leave = true }: { leave?: boolean } = {}) {
  await choose(page, "Vous êtes", "Particulier");
  await choose(page, "Vos besoins", "Je connais mes besoins");
  await choose(page, "L'adresse de livraison est-elle différente ?", "Non");
  await textbox(page, "Nom et prénom").fill(CAMILLE.name);
  await textbox(page, "Téléphone").fill("06 12 34 56 78");
  await textbox(page, "E-mail").fill(CAMILLE.email);
  await textbox(page, "Adresse").fill("12 rue des Tilleuls");
  await textbox(page, "Code postal").fill("49300");
  await textbox(page, "Ville").fill("Cholet");
  if (!leave) return;
  await textbox(page, "Ville").press("Tab");
  await expect.poll(() => expanded(page, "Spécifications techniques")).toBe("true");
}

/** Step 2 with Botte 36; with a surface the step completes and moves on to step 3, which is waited for. */
export async function fillProject(page: Page, surface = "140") {
  await open(page, "Spécifications techniques");
  await textbox(page, "Titre du projet").fill("Maison ossature bois");
  await textbox(page, "Détails du projet").fill("Maison de 110 m² en ossature bois, murs et rampants.");
  await form(page).getByRole("checkbox", { name: "Botte de 36" }).check();
  await textbox(page, "Surface en m² (Botte de 36)").fill(surface);
  await form(page).getByRole("combobox", { name: "Échéance prévue du projet" }).selectOption("3-6-mois");
  await choose(page, "Qui réalisera les travaux ? (facultatif)", "Un professionnel");
  await moveAway(page);
  if (surface) await expect.poll(() => expanded(page, "Conditions de livraison")).toBe("true");
}

export async function fillDelivery(page: Page, day = addMonths(parisDay(new Date()), 3)) {
  await open(page, "Conditions de livraison");
  await form(page).getByLabel("Date de livraison souhaitée").fill(day);
  await choose(page, "Le chantier est-il accessible à une semi-remorque ?", "Oui");
  await choose(page, "Disposez-vous d'un moyen de déchargement (chariot élévateur, télescopique) ?", "Non");
}

export async function fillComplete(page: Page, options: { surface?: string; day?: string } = {}) {
  await fillIdentity(page);
  await fillProject(page, options.surface);
  await fillDelivery(page, options.day);
}

export const confirmDialog = (page: Page) => page.getByRole("dialog", { name: "Confirmer votre demande de devis" });

export async function submitAndConfirm(page: Page) {
  await submit(page).click();
  await confirmDialog(page).waitFor();
  await confirmDialog(page).getByRole("button", { name: "Confirmer et envoyer" }).click();
  await confirmDialog(page).waitFor({ state: "hidden" });
}
