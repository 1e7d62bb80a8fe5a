import { describe, expect, it } from "vitest";
import { formatSiren, formatSiret, frenchVatKey, frenchVatNumber, luhnValid, siretProblem, vatNumberProblem } from "./company-identity";

// A published pair: SIRET 732 829 320 00074 (valid by Luhn), VAT number FR44732829320 of SIREN 732 829 320.
const SIRET = "73282932000074";
const VAT = "FR44732829320";

describe("SIRET", () => {
  it("accepts a published SIRET, with or without the spaces people type", () => {
    expect(luhnValid(SIRET)).toBe(true);
    expect(siretProblem(SIRET)).toBeNull();
    expect(siretProblem("732 829 320 00074")).toBeNull();
    expect(siretProblem(" 732.829.320.00074 ")).toBeNull();
  });

  it("refuses a mistyped digit or two swapped digits, naming COMPANY_SIRET", () => {
    expect(siretProblem("73282932000075")).toBe(
      "COMPANY_SIRET : le SIRET 73282932000075 est invalide (clé de Luhn fausse : un chiffre est mal recopié)",
    );
    expect(siretProblem("73282932000047")).toMatch(/^COMPANY_SIRET : .*clé de Luhn/);
    expect(siretProblem("37282932000074")).toMatch(/^COMPANY_SIRET : .*clé de Luhn/);
  });

  it("refuses anything but 14 digits, naming COMPANY_SIRET", () => {
    for (const value of ["7328293200007", "732829320000740", "7328293200007A", "FR44732829320"]) {
      expect(siretProblem(value)).toBe(`COMPANY_SIRET doit contenir les 14 chiffres du SIRET (reçu « ${value} »)`);
    }
  });

  it("refuses a SIRET whose whole is Luhn-valid but whose SIREN is not", () => {
    // 732829321 breaks the SIREN's own key; the establishment digits are chosen to make the 14 digits Luhn-valid.
    const siren = "732829321";
    const siret = Array.from({ length: 100 }, (_, n) => `${siren}000${String(n).padStart(2, "0")}`).find((candidate) =>
      luhnValid(candidate),
    )!;
    expect(luhnValid(siren)).toBe(false);
    expect(siretProblem(siret)).toMatch(/clé de Luhn/);
  });

  it("prints a SIRET and its SIREN in groups", () => {
    expect(formatSiret(SIRET)).toBe("732 829 320 00074");
    expect(formatSiren(SIRET)).toBe("732 829 320");
  });
});

describe("French VAT number", () => {
  it("derives the key from the SIREN: (12 + 3 × (SIREN mod 97)) mod 97", () => {
    expect(frenchVatKey("732829320")).toBe("44");
    expect(frenchVatNumber("732829320")).toBe(VAT);
    // A key under 10 keeps its two digits: SIREN 000000000 gives (12 + 0) mod 97 = 12; SIREN 29 gives (12 + 87) mod 97 = 2.
    expect(frenchVatKey("000000029")).toBe("02");
  });

  it("accepts the published number, alone or with the SIRET of the same company, spaces allowed", () => {
    expect(vatNumberProblem(VAT)).toBeNull();
    expect(vatNumberProblem(VAT, SIRET)).toBeNull();
    expect(vatNumberProblem("FR 44 732 829 320", SIRET)).toBeNull();
    expect(vatNumberProblem("fr44732829320")).toBeNull();
  });

  it("refuses a wrong key, naming COMPANY_VAT_NUMBER and the expected key", () => {
    expect(vatNumberProblem("FR45732829320")).toBe(
      "COMPANY_VAT_NUMBER : la clé 45 du numéro de TVA FR45732829320 ne correspond pas au SIREN 732829320 (clé attendue 44)",
    );
  });

  it("refuses a number of another SIREN than the SIRET's", () => {
    const other = frenchVatNumber("443061841");
    expect(vatNumberProblem(other)).toBeNull();
    expect(vatNumberProblem(other, SIRET)).toBe(
      `COMPANY_VAT_NUMBER : le numéro de TVA ${other} ne porte pas le SIREN de COMPANY_SIRET (732829320)`,
    );
  });

  it("refuses a number that is not French or not of the form FR + 2 + 9 digits", () => {
    for (const value of ["DE123456789", "FR4473282932", "FR447328293201", "732829320", "FRAB732829320"]) {
      expect(vatNumberProblem(value)).toMatch(/^COMPANY_VAT_NUMBER doit être un numéro de TVA français/);
    }
  });
});
