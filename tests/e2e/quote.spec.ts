import { toolInUse } from "../support/islands";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { AUTO_ADVANCE_DELAY_MS } from "~/hooks/use-auto-advance";
import { QUOTE_MESSAGES } from "@domain/quote/quote-form";
import { generateQuotePayload } from "@domain/quote/quote-payload";
import { completeQuote } from "../../scripts/demo/quote-request";
import { postJson } from "../support/site";
import { siteInBrowser } from "../support/site-in-browser";
import { seriousAccessibilityViolations } from "../support/accessibility";
import {
  form,
  textbox,
  storedValue,
  group,
  toggle,
  progress,
  submit,
  expanded,
  completed,
  dayFromToday,
  choose,
  moveAway,
  open,
  CAMILLE,
  fillIdentity,
  fillProject,
  fillComplete,
  confirmDialog,
  submitAndConfirm,
} from "../support/quote-form";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const TEAM_EMAIL = "equipe@isolenpaille.test";

// Four quote requests an hour (personalised or plain): the journey and the plain request use two, and the cooldown test
// sends until it meets the limit.
const site = siteInBrowser({ env: { TEAM_EMAIL, RATE_LIMIT_QUOTE_PER_HOUR: "4" }, smtp: true });
let context: BrowserContext;

async function openQuote(viewport = DESKTOP, storage: Record<string, string> = {}): Promise<Page> {
  context = await site.newContext({
    viewport,
    isMobile: viewport === PHONE,
    hasTouch: viewport === PHONE,
  });
  // The cookie banner would sit over the form's bottom on a phone; its own tests are elsewhere.
  await context.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { isolenpaille_cookie_consent: "refused", ...storage },
  );
  const page = await context.newPage();
  // Playwright's clock, flowing as the real one: a test runs it ahead instead of waiting (the steps' automatic advance,
  // the cooldown's countdown).
  await page.clock.install();
  await page.goto("/devis");
  await toolInUse(page);
  await page.getByRole("heading", { level: 1, name: "Demande de devis" }).waitFor();
  return page;
}

/** What stays on the page once a request has gone. */
const sentConfirmation = (page: Page) => page.getByRole("region", { name: /^Votre (devis n° .*|demande de devis) est envoyée?$/ });

/** The page has hydrated: a step's button opens and closes it (a click before hydration does nothing). */
async function hydrated(page: Page) {
  await expect
    .poll(async () => {
      await toggle(page, "Spécifications techniques").click();
      return expanded(page, "Spécifications techniques");
    })
    .toBe("true");
  await toggle(page, "Spécifications techniques").click();
  await expect.poll(() => expanded(page, "Spécifications techniques")).toBe("false");
}

/** The toast with this title and this sentence (an earlier one may still be on screen). */
const toastWith = (page: Page, title: string, description: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).filter({ hasText: description });

/** The element under the pointer at `point`, by its text. */
const textAt = (page: Page, point: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? "", point);

async function seriousViolations(page: Page) {
  // A toast sliding in is half transparent: axe would measure the contrast of a frame nobody reads.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  return seriousAccessibilityViolations(page);
}

// One journey, on a phone (touch, the smallest screen): the rules behind each step are tested in domain/quote/, the
// server's answer in tests/integration/quote.test.ts; the other tests below run on a desktop.
describe("quote journey on a phone", () => {
  const viewport = PHONE;

  it("moves through the steps, reads the request back, generates the quote, e-mails it and starts again", async () => {
    const page = await openQuote(viewport);
    expect(await progress(page).getAttribute("aria-valuenow")).toBe("0");
    expect(await expanded(page, "Qui êtes-vous ?")).toBe("true");
    expect(await expanded(page, "Spécifications techniques")).toBe("false");

    // Step 1, the city typed last: the step waits while the caret is still in the field, then moves on.
    await fillIdentity(page, { leave: false });
    expect(await textbox(page, "Téléphone").inputValue()).toBe("0612345678");
    await page.clock.runFor(2 * AUTO_ADVANCE_DELAY_MS);
    expect(await expanded(page, "Qui êtes-vous ?")).toBe("true");
    await textbox(page, "Ville").press("Tab");
    await expect.poll(() => expanded(page, "Qui êtes-vous ?")).toBe("false");
    expect(await completed(page, "Qui êtes-vous ?")).toBe(true);
    await expect.poll(() => expanded(page, "Spécifications techniques")).toBe("true");
    expect(await progress(page).getAttribute("aria-valuenow")).toBe("40");

    // Step 2: the stored carbon shows once a bale has a surface (140 m² × 58.78 kg = 8 229 kg).
    const carbon = page.getByText(/kg CO₂ stockés durablement/);
    expect(await carbon.count()).toBe(0);
    await fillProject(page);
    expect(await carbon.textContent()).toBe("8\u202f229 kg CO₂ stockés durablement");
    await expect.poll(() => expanded(page, "Spécifications techniques")).toBe("false");
    expect(await completed(page, "Spécifications techniques")).toBe(true);
    await expect.poll(() => expanded(page, "Conditions de livraison")).toBe("true");
    expect(await progress(page).getAttribute("aria-valuenow")).toBe("70");

    // Step 3 with a date ten days ahead: flagged URGENT, not refused.
    await form(page).getByLabel("Date de livraison souhaitée").fill(dayFromToday(10));
    await form(page).getByText("URGENT", { exact: true }).waitFor();
    await choose(page, "Le chantier est-il accessible à une semi-remorque ?", "Oui");
    await choose(page, "Disposez-vous d'un moyen de déchargement (chariot élévateur, télescopique) ?", "Non");
    await moveAway(page);
    await expect.poll(() => expanded(page, "Conditions de livraison")).toBe("false");
    expect(await completed(page, "Conditions de livraison")).toBe(true);
    expect(await progress(page).getAttribute("aria-valuenow")).toBe("100");

    await submit(page).click();
    const dialog = confirmDialog(page);
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain("Camille Martin");
    expect(text).toContain("camille.martin@exemple.fr");
    expect(text).toContain("Botte de 36 : 140\u00a0m²");
    expect(text).toContain("Dans 3 à 6 mois");
    const urgentDate = dialog.locator("[data-urgent]");
    expect(await urgentDate.textContent()).toContain("URGENT");
    const style = await urgentDate.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { weight: Number(computed.fontWeight), color: computed.color };
    });
    expect(style.weight).toBeGreaterThanOrEqual(700);
    expect(style.color).toBe("rgb(180, 35, 24)");

    await dialog.getByRole("button", { name: "Modifier" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await storedValue(page, "nomPrenom")).toBe("Camille Martin");
    expect(await storedValue(page, "bottes.botte-36.surface")).toBe("140");
    expect(await progress(page).getAttribute("aria-valuenow")).toBe("100");

    const before = site.smtp.received.length;
    const generated = page.waitForRequest("**/api/generate-devis");
    const answered = page.waitForResponse("**/api/generate-devis");
    await submitAndConfirm(page);
    expect((await generated).postDataJSON()).toMatchObject({
      firstName: "Camille",
      lastName: "Martin",
      bottesSelections: [{ type: "botte-36", surface: "140" }],
      demandeUrgente: true,
    });
    await page.getByText("Devis généré avec succès ! 🎉").waitFor();
    await page.getByText("Un devis personnalisé a été envoyé à votre adresse email et à notre équipe.").waitFor();
    // The toast goes after a few seconds: the page itself says what was sent, where, and takes the focus there.
    const { number } = (await (await answered).json()) as { number: string };
    expect(number).toMatch(/^DEV-\d{4}-\d{4}$/);
    const confirmation = sentConfirmation(page);
    await confirmation.waitFor();
    expect(await confirmation.getByRole("heading").textContent()).toBe(`Votre devis n° ${number} est envoyé`);
    expect(await confirmation.textContent()).toContain(`Nous l'avons envoyé à ${CAMILLE.email}`);
    await expect.poll(() => confirmation.getByRole("heading").evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Reset: step 1 open again, fields and bales empty, nothing left to warn about.
    await expect.poll(() => expanded(page, "Qui êtes-vous ?")).toBe("true");
    expect(await textbox(page, "Nom et prénom").inputValue()).toBe("");
    expect(await progress(page).getAttribute("aria-valuenow")).toBe("0");
    expect(await expanded(page, "Spécifications techniques")).toBe("false");
    await open(page, "Spécifications techniques");
    expect(await form(page).getByRole("checkbox", { name: "Botte de 36" }).isChecked()).toBe(false);
    expect(await textbox(page, "Surface en m² (Botte de 36)").inputValue()).toBe("");

    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    expect(
      mails
        .map((mail) => mail.envelopeTo)
        .flat()
        .sort(),
    ).toEqual([CAMILLE.email, TEAM_EMAIL].sort());
    for (const mail of mails) {
      expect(mail.parsed.attachments.some((attachment) => attachment.contentType === "application/pdf")).toBe(true);
    }

    const dialogs: string[] = [];
    page.on("dialog", (prompt) => {
      dialogs.push(prompt.type());
      void prompt.accept();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(dialogs).toEqual([]);
  });

  it("after a failed submit takes one click an answer, each message going as soon as it is answered", async () => {
    const page = await openQuote(viewport);
    await choose(page, "Vous êtes", "Particulier");
    await submit(page).click();
    await toastWith(page, "Erreur de validation", "15 champs sont à compléter ou à corriger.").waitFor();
    await open(page, "Conditions de livraison");

    // One click each, as a visitor gives: no retry. A message that went only when the caret left its question moved
    // the page between the press and the release of the next click, which was lost.
    const questions: Array<[string, string]> = [
      ["Vos besoins", "Je connais mes besoins"],
      ["L'adresse de livraison est-elle différente ?", "Non"],
      ["Le chantier est-il accessible à une semi-remorque ?", "Oui"],
      ["Disposez-vous d'un moyen de déchargement (chariot élévateur, télescopique) ?", "Non"],
    ];
    for (const [question, answer] of questions) {
      expect(await group(page, question).getAttribute("aria-invalid"), question).toBe("true");
      const radio = group(page, question).getByRole("radio", { name: answer, exact: true });
      await radio.click();
      expect(await radio.isChecked(), `${question} ${answer}`).toBe(true);
      expect(await group(page, question).getAttribute("aria-invalid"), question).toBeNull();
    }

    // A text field's message goes as the right value is typed, the caret still in it.
    await open(page, "Qui êtes-vous ?");
    expect(await textbox(page, "Nom et prénom").getAttribute("aria-invalid")).toBe("true");
    await textbox(page, "Nom et prénom").fill(CAMILLE.name);
    expect(await textbox(page, "Nom et prénom").getAttribute("aria-invalid")).not.toBe("true");
  });
});

describe("quote request form", () => {
  it("selects with the first arrow key in a choice, as native radio buttons do", async () => {
    const page = await openQuote();
    const clientType = group(page, "Vous êtes");
    // Once hydrated (the professional's fields come with React), from the first option.
    await choose(page, "Vous êtes", "Professionnel");
    await clientType.getByRole("radio", { name: "Particulier", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await clientType.getByRole("radio", { name: "Professionnel", exact: true }).isChecked()).toBe(true);
    await page.keyboard.press("ArrowLeft");
    expect(await clientType.getByRole("radio", { name: "Particulier", exact: true }).isChecked()).toBe(true);
  });

  it("is prefilled from the calculator's or a product card's choice", async () => {
    const page = await openQuote(DESKTOP, { devis_surface: "33.33", devis_product: "Botte 46" });
    await open(page, "Spécifications techniques");
    const checkbox = form(page).getByRole("checkbox", { name: "Botte de 46" });
    await expect.poll(() => checkbox.isChecked()).toBe(true);
    // "33.33" does not fit the 4 characters of the field: rounded up to 33,4 m² (× 73.47 kg = 2 454 kg).
    expect(await textbox(page, "Surface en m² (Botte de 46)").inputValue()).toBe("33,4");
    expect(await page.getByText(/kg CO₂ stockés durablement/).textContent()).toBe("2\u202f454 kg CO₂ stockés durablement");
    expect(await progress(page).getAttribute("aria-valuenow")).toBe("10");
    expect(await form(page).getByRole("checkbox", { name: "Botte de 36" }).isChecked()).toBe(false);
  });

  it("on an empty submit puts the focus on the first question and says how many fields need attention", async () => {
    const page = await openQuote();
    await hydrated(page);
    await submit(page).click();
    // Sixteen answers are required (docs/product.md §8), none is given: the first one in reading order is "Vous êtes".
    await toastWith(page, "Erreur de validation", "16 champs sont à compléter ou à corriger.").waitFor();
    const first = group(page, "Vous êtes").getByRole("radio", { name: "Particulier", exact: true });
    await expect.poll(() => first.evaluate((radio) => radio === document.activeElement)).toBe(true);
    expect(await page.getByText("Téléphone invalide").count()).toBe(0);
  });

  it("does not close a step under the pointer after a click on its last answer, but once the pointer leaves it", async () => {
    const page = await openQuote();
    await choose(page, "Vous êtes", "Particulier");
    await choose(page, "Vos besoins", "Je connais mes besoins");
    await textbox(page, "Nom et prénom").fill(CAMILLE.name);
    await textbox(page, "Téléphone").fill("0612345678");
    await textbox(page, "E-mail").fill(CAMILLE.email);
    await textbox(page, "Adresse").fill("12 rue des Tilleuls");
    await textbox(page, "Code postal").fill("49300");
    await textbox(page, "Ville").fill("Cholet");
    await textbox(page, "Ville").press("Tab");

    // The last answer, clicked on its label: the step is complete, the pointer rests where it clicked.
    const answer = group(page, "L'adresse de livraison est-elle différente ?").getByText("Non", { exact: true });
    // Where it stands once the page has stopped scrolling (the caret left the city for the next question).
    let box: { x: number; y: number; width: number; height: number } | null = null;
    await expect
      .poll(
        async () => {
          const previous = box;
          box = await answer.boundingBox();
          return previous !== null && box?.y === previous.y;
        },
        { interval: 100 },
      )
      .toBe(true);
    const point = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
    await page.mouse.click(point.x, point.y);
    expect(
      await group(page, "L'adresse de livraison est-elle différente ?").getByRole("radio", { name: "Non", exact: true }).isChecked(),
    ).toBe(true);
    expect(await completed(page, "Qui êtes-vous ?")).toBe(true);
    await page.clock.runFor(3 * AUTO_ADVANCE_DELAY_MS);
    expect(await expanded(page, "Qui êtes-vous ?")).toBe("true");
    expect(await textAt(page, point)).toBe("Non");

    // The pointer moves on: the step closes and the next one opens.
    await page.mouse.move(1250, point.y);
    await expect.poll(() => expanded(page, "Qui êtes-vous ?")).toBe("false");
    await expect.poll(() => expanded(page, "Spécifications techniques")).toBe("true");
  });

  it("asks the company, VAT number and position of a professional only", async () => {
    const page = await openQuote();
    const company = () => textbox(page, "Nom de l'entreprise");
    const vat = () => textbox(page, "Numéro de TVA intracommunautaire (obligatoire en 2026)");
    expect(await company().count()).toBe(0);
    await choose(page, "Vous êtes", "Professionnel");
    await company().waitFor();
    expect(await vat().isVisible()).toBe(true);
    expect(await textbox(page, "Poste occupé").isVisible()).toBe(true);
    await choose(page, "Vous êtes", "Particulier");
    await company().waitFor({ state: "detached" });
    expect(await vat().count()).toBe(0);
  });

  it("shows the delivery address fields only for a different delivery address", async () => {
    const page = await openQuote();
    expect(await textbox(page, "Adresse de livraison").count()).toBe(0);
    await choose(page, "L'adresse de livraison est-elle différente ?", "Oui");
    await textbox(page, "Adresse de livraison").waitFor();
    expect(await textbox(page, "Ville de livraison").isVisible()).toBe(true);
    expect(await form(page).getByText("Code postal de livraison").textContent()).not.toContain("*");
  });

  it("titles the toast with the check of the first field to fix (the phone), else 'Erreur de validation'; refuses a past delivery day", async () => {
    const page = await openQuote();
    const isFocused = (locator: ReturnType<typeof textbox>) => locator.evaluate((element) => element === document.activeElement);
    // Which check titles the toast for which field is domain/quote/quote-form.ts's submitCheckFor, tested there: the
    // page shows it, with the count, and takes the focus to the field.
    await fillComplete(page);

    // A phone of 8 digits: its check and its sentence, and the field's own message.
    await open(page, "Qui êtes-vous ?");
    await textbox(page, "Téléphone").fill("06.12-34 56");
    expect(await textbox(page, "Téléphone").inputValue()).toBe("06123456");
    await submit(page).click();
    await toastWith(
      page,
      "Téléphone invalide",
      "Le numéro de téléphone doit contenir 10 chiffres. 1 champ est à compléter ou à corriger.",
    ).waitFor();
    await expect.poll(() => isFocused(textbox(page, "Téléphone"))).toBe(true);
    expect(await form(page).getByText("Le numéro doit contenir 10 chiffres").isVisible()).toBe(true);

    // Before the phone in reading order, a name too short: the general toast, the focus on the name.
    await textbox(page, "Nom et prénom").fill("Ca");
    await submit(page).click();
    await toastWith(page, "Erreur de validation", "2 champs sont à compléter ou à corriger.").waitFor();
    await expect.poll(() => isFocused(textbox(page, "Nom et prénom"))).toBe(true);
    await form(page).getByText("Le nom et prénom doit contenir au moins 3 caractères").waitFor();
    expect(await textbox(page, "Nom et prénom").getAttribute("aria-invalid")).toBe("true");
    expect(await confirmDialog(page).count()).toBe(0);

    // Name and phone mended, a delivery day in the past: refused under its field, its step opened.
    await textbox(page, "Nom et prénom").fill(CAMILLE.name);
    await textbox(page, "Téléphone").fill("0612345678");
    await open(page, "Conditions de livraison");
    await form(page).getByLabel("Date de livraison souhaitée").fill(dayFromToday(-1));
    await toggle(page, "Conditions de livraison").click();
    await expect.poll(() => expanded(page, "Conditions de livraison")).toBe("false");
    await submit(page).click();
    await toastWith(page, "Erreur de validation", "1 champ est à compléter ou à corriger.").waitFor();
    await form(page).getByText("La date de livraison ne peut pas être dans le passé").waitFor();
    await expect.poll(() => expanded(page, "Conditions de livraison")).toBe("true");
    expect(await confirmDialog(page).count()).toBe(0);
  });

  it("sends a request without a surface as a plain quote request, counted as a conversion", async () => {
    const page = await openQuote();
    await fillComplete(page, { surface: "" });
    await submit(page).click();
    expect(await confirmDialog(page).textContent()).toContain("Botte de 36 : Non spécifié");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/")) requests.push(new URL(request.url()).pathname);
    });
    const plain = page.waitForRequest("**/api/send-contact-email");
    const conversion = page.waitForRequest("**/api/track-conversion");
    await confirmDialog(page).getByRole("button", { name: "Confirmer et envoyer" }).click();
    expect((await plain).postDataJSON()).toMatchObject({ type: "devis", surface: "Botte de 36 : Non spécifié" });
    expect((await conversion).postDataJSON()).toEqual({
      eventType: "quote_request_submitted",
      eventCategory: "conversion",
      pageUrl: "/devis",
      isAdmin: false,
    });
    await page.getByText("Merci", { exact: true }).waitFor();
    const confirmation = sentConfirmation(page);
    await confirmation.waitFor();
    expect(await confirmation.getByRole("heading").textContent()).toBe("Votre demande de devis est envoyée");
    expect(await confirmation.textContent()).toContain(`Un accusé de réception part à ${CAMILLE.email}`);
    expect(requests.filter((path) => path !== "/api/track-page-view")).toEqual(["/api/send-contact-email", "/api/track-conversion"]);
    await expect.poll(() => expanded(page, "Qui êtes-vous ?")).toBe("true");
  });

  it("shows the server's field messages under their fields, and any other failure in an error toast", async () => {
    const page = await openQuote();
    await fillComplete(page);
    await page.route("**/api/generate-devis", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: "Données invalides",
          fields: { "bottes.botte-36.surface": QUOTE_MESSAGES.surface },
        }),
      }),
    );
    await submitAndConfirm(page);
    await page.getByText("Erreur de validation").first().waitFor();
    await expect.poll(() => expanded(page, "Spécifications techniques")).toBe("true");
    await form(page).getByText(QUOTE_MESSAGES.surface).waitFor();
    expect(await textbox(page, "Surface en m² (Botte de 36)").getAttribute("aria-invalid")).toBe("true");

    await page.unroute("**/api/generate-devis");
    await page.route("**/api/generate-devis", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Service indisponible" }) }),
    );
    await submitAndConfirm(page);
    await page.getByText("Service indisponible").waitFor();
    expect(await page.getByText("Erreur", { exact: true }).count()).toBeGreaterThan(0);
    // Nothing was sent: the request is still there to try again.
    expect(await storedValue(page, "nomPrenom")).toBe("Camille Martin");
  });

  it("after a 429 shows the cooldown panel and the disabled button, ticking, and keeps them after a reload", async () => {
    const page = await openQuote();
    const panel = page.getByRole("status").filter({ hasText: "Limite de demandes de devis atteinte" });
    // The earlier tests used some of this visitor's four requests of the hour (RATE_LIMIT_QUOTE_PER_HOUR above): the rest
    // go straight to the API from the browser's address (127.0.0.1, no proxy in front) until the server refuses one, so
    // that the form is filled once, and its own request meets the limit.
    for (let sent = 0; sent < 5; sent++) {
      const response = await postJson(site.server.url, "generate-devis", generateQuotePayload(completeQuote, false));
      if (response.status === 429) break;
      expect(response.status).toBe(200);
    }
    await fillComplete(page);
    const answer = page.waitForResponse("**/api/generate-devis");
    await submitAndConfirm(page);
    expect((await answer).status()).toBe(429);
    await panel.waitFor();
    await page.getByText("Trop de demandes de devis").waitFor();
    await page.getByText(/limite de 4 demandes de devis par heure/).waitFor();
    expect(await panel.textContent()).toMatch(/Réessayez dans \d{1,2}:\d{2}/);
    // Before the form: read before the steps, not found under them after filling them in.
    const panelTop = (await panel.boundingBox())!.y;
    expect(panelTop).toBeLessThan((await toggle(page, "Qui êtes-vous ?").boundingBox())!.y);
    const button = form(page).getByRole("button", { name: /^Disponible dans \d{1,2}:\d{2}$/ });
    expect(await button.isDisabled()).toBe(true);
    const before = await button.textContent();
    await page.clock.runFor(1_500);
    await expect.poll(() => button.textContent()).not.toBe(before);
    expect(Number(await page.evaluate(() => localStorage.getItem("devis_cooldown")))).toBeGreaterThan(Date.now());
    // The request was not sent: what the visitor typed is still there.
    expect(await storedValue(page, "nomPrenom")).toBe("Camille Martin");

    // The unsent request makes the browser ask before the reload: the visitor confirms.
    page.on("dialog", (prompt) => void prompt.accept());
    await page.reload();
    await page.getByRole("status").filter({ hasText: "Limite de demandes de devis atteinte" }).waitFor();
    expect(
      await form(page)
        .getByRole("button", { name: /^Disponible dans \d{1,2}:\d{2}$/ })
        .isDisabled(),
    ).toBe(true);
  });

  it("warns before leaving with edits not yet sent, and not without", async () => {
    let page = await openQuote();
    const dialogs: Array<{ type: string; message: string }> = [];
    const record = (target: Page) =>
      target.on("dialog", (prompt) => {
        dialogs.push({ type: prompt.type(), message: prompt.message() });
        void prompt.dismiss();
      });
    record(page);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(dialogs).toEqual([]);

    page = await context.newPage();
    record(page);
    await page.goto("/devis");
    await choose(page, "Vous êtes", "Professionnel");
    await textbox(page, "Nom et prénom").fill("Camille Martin");

    // A link inside the site: the page asks in its own dialog.
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    const leave = page.getByRole("alertdialog", { name: "Quitter cette page ?" });
    await leave.waitFor();
    expect(await leave.textContent()).toContain(
      "Êtes-vous sûr de vouloir quitter cette page ? Vos informations ne seront pas sauvegardées.",
    );
    await leave.getByRole("button", { name: "Rester sur la page" }).click();
    await leave.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/devis");
    expect(await textbox(page, "Nom et prénom").inputValue()).toBe("Camille Martin");

    // Closing the tab: the browser's own prompt.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]!.type).toBe("beforeunload");
    expect(page.isClosed()).toBe(false);

    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await leave.waitFor();
    await leave.getByRole("button", { name: "Quitter la page" }).click();
    await page.getByRole("heading", { level: 1, name: "Contactez-nous" }).waitFor();
  });

  it("has no serious or critical accessibility violation, every step open and in the dialog", async () => {
    const page = await openQuote();
    await choose(page, "Vous êtes", "Professionnel");
    await choose(page, "L'adresse de livraison est-elle différente ?", "Oui");
    await open(page, "Spécifications techniques");
    await open(page, "Conditions de livraison");
    await form(page).getByRole("checkbox", { name: "Botte de 22" }).check();
    await textbox(page, "Surface en m² (Botte de 22)").fill("80");
    expect(await seriousViolations(page)).toEqual([]);

    await submit(page).click();
    await page.getByText("Erreur de validation").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const fresh = await context.newPage();
    await fresh.goto("/devis");
    await toolInUse(fresh);
    await fillComplete(fresh, { day: dayFromToday(5) });
    await submit(fresh).click();
    await confirmDialog(fresh).waitFor();
    expect(await seriousViolations(fresh)).toEqual([]);
  });
});
