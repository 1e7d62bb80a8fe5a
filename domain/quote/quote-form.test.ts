import { describe, expect, it } from "vitest";
import { PROGRESS_WEIGHTS, quoteProgress, sectionsComplete } from "./quote-progress";
import { completeQuote } from "../../scripts/demo/quote-request";
import { parseSurface, phoneDigits } from "./quote-field-values";
import {
  QUOTE_MESSAGES as M,
  type QuoteFormInput,
  canGenerateQuote,
  EMPTY_QUOTE,
  deliveryDateError,
  quoteFormSchema,
  submitCheckFor,
} from "./quote-form";

function error(change: Partial<QuoteFormInput>, field: string) {
  const result = quoteFormSchema.safeParse({ ...completeQuote, ...change });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join(".") === field)?.message;
}

describe("quote form rules (docs/product.md §8)", () => {
  it("accepts a complete request, keeping the phone's digits and lowercasing the e-mail", () => {
    const form = quoteFormSchema.parse(completeQuote);
    expect(form.telephone).toBe("0612345678");
    expect(form.email).toBe("camille.martin@exemple.fr");
    expect(canGenerateQuote(form)).toBe(true);
  });

  it.each<[Partial<QuoteFormInput>, string, string]>([
    [{ nomPrenom: "Al" }, "nomPrenom", M.nomPrenom],
    [{ telephone: "06 12 34" }, "telephone", M.telephone],
    [{ codePostal: "4930" }, "codePostal", M.codePostal],
    [{ codePostal: "49 300" }, "codePostal", M.codePostal],
    [{ rue: "rue" }, "rue", M.rue],
    [{ ville: "C" }, "ville", M.ville],
    [{ titreProjet: "ab" }, "titreProjet", M.titreProjet],
    [{ detailsProjet: "court" }, "detailsProjet", M.detailsProjet],
    [{ dateLivraison: "" }, "dateLivraison", M.dateLivraison],
    [{ dateLivraison: "2027-02-30" }, "dateLivraison", M.dateLivraison],
    [{ typeClient: "entreprise" as never }, "typeClient", M.typeClient],
    [{ besoins: undefined }, "besoins", M.besoins],
    [{ siteAccessible: undefined }, "siteAccessible", M.siteAccessible],
    [{ moyenDechargement: "peut-être" as never }, "moyenDechargement", M.moyenDechargement],
    [{ echeancePrevu: undefined }, "echeancePrevu", M.echeancePrevu],
    [{ typeClient: "professionnel" }, "entreprise", M.entreprise],
    [{ numeroTVA: "x".repeat(51), typeClient: "professionnel", entreprise: "SARL Bois" }, "numeroTVA", M.numeroTVA],
    [{ posteOccupe: "x".repeat(101), typeClient: "professionnel", entreprise: "SARL Bois" }, "posteOccupe", M.posteOccupe],
    [{ livraisonDifferente: "oui" }, "rueLivraison", M.rue],
    [{ livraisonDifferente: "oui", rueLivraison: "5 chemin du Moulin", villeLivraison: "Vihiers" }, "codePostalLivraison", M.codePostal],
    [{ bottes: { ...completeQuote.bottes, "botte-36": { selected: false, surface: "" } } }, "bottes", M.bottes],
    [{ bottes: { ...completeQuote.bottes, "botte-36": { selected: true, surface: "10000" } } }, "bottes.botte-36.surface", M.surface],
    [{ bottes: { ...completeQuote.bottes, "botte-36": { selected: true, surface: "abc" } } }, "bottes.botte-36.surface", M.surface],
  ])("%j → %s: %s", (change, field, message) => {
    expect(error(change, field)).toBe(message);
  });

  it("drops the company fields of a private customer", () => {
    const form = quoteFormSchema.parse({ ...completeQuote, entreprise: "SARL Bois", numeroTVA: "FR12345678901" });
    expect(form.entreprise).toBeUndefined();
    expect(form.numeroTVA).toBeUndefined();
  });

  it("sends a request whose bales have no surface as a plain request", () => {
    const form = quoteFormSchema.parse({
      ...completeQuote,
      bottes: { ...completeQuote.bottes, "botte-36": { selected: true, surface: "" } },
    });
    expect(canGenerateQuote(form)).toBe(false);
  });

  it("reads surfaces typed the French way up to 9 999 m² (docs/product.md §8.9)", () => {
    expect(parseSurface("9999")).toBe(9999);
    expect(parseSurface("9 999")).toBe(9999);
    expect(parseSurface("12,5")).toBe(12.5);
    expect(parseSurface("12.5")).toBe(12.5);
    expect(parseSurface("120,5")).toBe(120.5);
    expect(parseSurface("1.250")).toBeNull();
    expect(parseSurface("12 5")).toBeNull();
    expect(parseSurface("0")).toBeNull();
    expect(parseSurface("10000")).toBeNull();
    expect(parseSurface("")).toBeNull();
    expect(phoneDigits("+33 (0)6 12-34-56-78 99")).toBe("3306123456");
  });

  it("refuses a surface it cannot read with the allowed range, an ambiguous one with its two readings", () => {
    const message = (surface: string) =>
      quoteFormSchema.safeParse({ ...completeQuote, bottes: { ...completeQuote.bottes, "botte-36": { selected: true, surface } } }).error
        ?.issues[0]?.message;
    expect(message("12 5")).toBe("La surface doit être un nombre supérieur à 0 et d'au plus 9\u202f999\u00a0m²");
    expect(message("1.250")).toMatch(/^« 1\.250 » peut se lire 1,250 ou 1\u00a0250/);
    expect(message("1 250,5")).toBeUndefined();
  });
});

describe("progress and sections (docs/product.md §6)", () => {
  it("weighs identity 40, project 30, delivery 30", () => {
    expect(PROGRESS_WEIGHTS).toEqual({ identity: 40, project: 30, delivery: 30 });
    expect(quoteProgress({})).toBe(0);
    expect(quoteProgress(completeQuote)).toBe(100);
    const identityOnly = {
      ...completeQuote,
      titreProjet: "",
      detailsProjet: "",
      bottes: undefined,
      dateLivraison: "",
      siteAccessible: undefined,
      moyenDechargement: undefined,
    };
    expect(quoteProgress(identityOnly)).toBe(40);
    // One of the project's three items: 40 + 30 / 3 = 50
    expect(quoteProgress({ ...identityOnly, titreProjet: "Maison ossature bois" })).toBe(50);
    // One of the delivery's three items: 40 + 10 = 50
    expect(quoteProgress({ ...identityOnly, siteAccessible: "oui" })).toBe(50);
  });

  it("completes a section only when its rules hold", () => {
    expect(sectionsComplete(completeQuote)).toEqual({ identity: true, project: true, delivery: true });
    expect(sectionsComplete({ ...completeQuote, typeClient: "professionnel" }).identity).toBe(false);
    expect(sectionsComplete({ ...completeQuote, typeClient: "professionnel", entreprise: "SARL Bois" }).identity).toBe(true);
    expect(sectionsComplete({ ...completeQuote, livraisonDifferente: "oui" }).identity).toBe(false);
    // Section 2 needs section 1 and a surface for every selected bale.
    expect(sectionsComplete({ ...completeQuote, nomPrenom: "" }).project).toBe(false);
    expect(
      sectionsComplete({ ...completeQuote, bottes: { ...completeQuote.bottes, "botte-22": { selected: true, surface: "" } } }).project,
    ).toBe(false);
  });
});

describe("deliveryDateError", () => {
  it("refuses a past day, accepts today and later", () => {
    expect(deliveryDateError("2026-11-19", "2026-11-20")).toBe(M.dateLivraisonPast);
    expect(deliveryDateError("2026-11-20", "2026-11-20")).toBeNull();
    expect(deliveryDateError("", "2026-11-20")).toBe(M.dateLivraison);
  });
});

describe("messages across fields", () => {
  it("shows the company, delivery address and bale messages together with the other fields' ones", () => {
    const result = quoteFormSchema.safeParse({
      ...completeQuote,
      nomPrenom: "",
      typeClient: "professionnel",
      livraisonDifferente: "oui",
      bottes: { ...completeQuote.bottes, "botte-36": { selected: false, surface: "" } },
    });
    const fields = result.error!.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(
      expect.arrayContaining(["nomPrenom", "entreprise", "rueLivraison", "codePostalLivraison", "villeLivraison", "bottes"]),
    );
  });
});

describe("the blank form the page starts with, sent (docs/product.md §8)", () => {
  it("asks for the sixteen required answers, and only those", () => {
    const result = quoteFormSchema.safeParse(EMPTY_QUOTE);
    const fields = new Set(result.error!.issues.map((issue) => issue.path.join(".")));
    expect([...fields].sort()).toEqual(
      [
        "typeClient",
        "besoins",
        "nomPrenom",
        "telephone",
        "email",
        "rue",
        "codePostal",
        "ville",
        "livraisonDifferente",
        "titreProjet",
        "detailsProjet",
        "bottes",
        "echeancePrevu",
        "dateLivraison",
        "siteAccessible",
        "moyenDechargement",
      ].sort(),
    );
  });
});

describe("submitCheckFor: the toast's title when a field is the first to fix", () => {
  it("is the phone's check for the phone, with its sentence", () => {
    expect(submitCheckFor("telephone")).toEqual({
      title: "Téléphone invalide",
      description: "Le numéro de téléphone doit contenir 10 chiffres.",
    });
  });
  it("is the delivery conditions' check for either condition, the date's for the date", () => {
    expect(submitCheckFor("siteAccessible")).toEqual({ title: "Veuillez renseigner les conditions de livraison." });
    expect(submitCheckFor("moyenDechargement")).toEqual({ title: "Veuillez renseigner les conditions de livraison." });
    expect(submitCheckFor("dateLivraison")).toEqual({ title: "Veuillez indiquer la date de livraison souhaitée." });
  });
  it("is none for any other field: the toast says 'Erreur de validation'", () => {
    for (const field of ["nomPrenom", "email", "bottes", "bottes.botte-36.surface", "echeancePrevu"])
      expect(submitCheckFor(field)).toBeNull();
  });
});
