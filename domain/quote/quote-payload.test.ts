import { describe, expect, it } from "vitest";
import { completeQuote } from "../../scripts/demo/quote-request";
import { QUOTE_MESSAGES } from "./quote-form";
import { generateQuotePayload, generateQuoteRequestSchema, plainQuotePayload, plainQuoteRequestSchema } from "./quote-payload";

describe("quote payloads", () => {
  it("carry the field names of docs/product.md §7.8 and come back to the same form", () => {
    const payload = generateQuotePayload(completeQuote, false);
    expect(payload).toMatchObject({
      firstName: "Camille",
      lastName: "Martin",
      projectType: "Maison ossature bois",
      bottesSelections: [{ type: "botte-36", surface: "140" }],
      deadline: completeQuote.dateLivraison,
      address: "12 rue des Tilleuls",
      postalCode: "49300",
      city: "Cholet",
      livraisonDifferente: false,
      siteAccessible: "oui",
      moyenDechargement: "non",
      demandeUrgente: false,
    });
    const form = generateQuoteRequestSchema.parse(JSON.parse(JSON.stringify(payload)));
    expect(form.nomPrenom).toBe("Camille Martin");
    expect(form.bottes["botte-36"]).toEqual({ selected: true, surface: "140" });
    expect(form.bottes["botte-22"].selected).toBe(false);
  });

  it("reports errors under the form's field names", () => {
    const result = generateQuoteRequestSchema.safeParse({ ...generateQuotePayload(completeQuote, false), postalCode: "123" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: ["codePostal"], message: QUOTE_MESSAGES.codePostal });
  });

  it("reads a choice that is not one of the form's options as missing, with the form's message beside the other errors", () => {
    const payload = { ...generateQuotePayload(completeQuote, false), typeClient: "entreprise", echeancePrevu: "demain", postalCode: "1" };
    const result = generateQuoteRequestSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]))).toEqual({
      typeClient: QUOTE_MESSAGES.typeClient,
      echeancePrevu: QUOTE_MESSAGES.echeancePrevu,
      codePostal: QUOTE_MESSAGES.codePostal,
    });
  });

  it("fills the form's bale grid from the selections: unknown types ignored, the later of two selections kept", () => {
    const payload = {
      ...generateQuotePayload(completeQuote, false),
      bottesSelections: [
        { type: "botte-36", surface: "10" },
        { type: "paille-magique", surface: "5" },
        { type: "botte-36", surface: "20" },
      ],
    };
    const form = generateQuoteRequestSchema.parse(payload);
    expect(form.bottes).toEqual({
      "botte-22": { selected: false, surface: "" },
      "botte-36": { selected: true, surface: "20" },
      "botte-46": { selected: false, surface: "" },
      argibotte: { selected: false, surface: "" },
    });
  });

  it("gives the plain request a subject containing 'devis' and one surface line per bale", () => {
    const payload = plainQuotePayload(
      { ...completeQuote, bottes: { ...completeQuote.bottes, "botte-22": { selected: true, surface: "" } } },
      true,
    );
    expect(payload.type).toBe("devis");
    expect(payload.subject).toBe("Demande de devis : Maison ossature bois");
    expect(payload.surface).toBe("Botte de 22 : Non spécifié\nBotte de 36 : 140\u00a0m²");
    expect(plainQuoteRequestSchema.safeParse(payload).success).toBe(true);
  });
});
