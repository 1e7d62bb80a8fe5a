import { describe, expect, it } from "vitest";
import { parseEnglishDate, parseFrenchDate, plusFiveYears, validUntil } from "./fdes-dates.server";

describe("FDES dates", () => {
  it.each([
    ["12 mars 2024", "2024-03-12"],
    ["1er août 2023", "2023-08-01"],
    ["12/03/2024", "2024-03-12"],
    ["12.03.2024", "2024-03-12"],
    ["2024-03-12", "2024-03-12"],
    ["31/02/2024", null],
    ["mars 2024", null],
  ])("reads %s", (raw, expected) => {
    expect(parseFrenchDate(raw)).toBe(expected);
  });

  it("adds five years, 29 February becoming 28 February", () => {
    expect(plusFiveYears("2024-03-12")).toBe("2029-03-12");
    expect(plusFiveYears("2024-02-29")).toBe("2029-02-28");
  });

  it("prefers the printed end of validity to the date of issue", () => {
    expect(validUntil("Date de réalisation : 19 juillet 2021\nFin de validité : 18 juillet 2026")).toEqual({
      date: "2026-07-18",
      printed: true,
    });
    expect(validUntil("Cette déclaration est valable jusqu'au 31/05/2029.")).toEqual({ date: "2029-05-31", printed: true });
  });

  it.each([
    ["Période de validité : du 14/03/2022 au 13/03/2027", "2027-03-14".replace("14", "13")],
    ["Validité : 14/03/2022 – 13/03/2027", "2027-03-13"],
    ["Validité de la FDES : 14/03/2022 - 13/03/2027", "2027-03-13"],
    ["Date d'édition : 2 mai 2021. Valide du 2 mai 2021 au 1er mai 2026.", "2026-05-01"],
    ["Validité : 14/03/2022 à 13/03/2027", "2027-03-13"],
  ])("takes the END of a validity range, never its start: %s", (text, end) => {
    expect(validUntil(text)).toEqual({ date: end, printed: true });
  });

  it("otherwise takes the date of issue (réalisation, édition, publication) plus five years", () => {
    expect(validUntil("Date d'édition : 12 mars 2024")).toEqual({ date: "2029-03-12", printed: false });
    expect(validUntil("Date de publication : 15/10/2022")).toEqual({ date: "2027-10-15", printed: false });
    expect(validUntil("Aucune date")).toBeNull();
  });

  it.each([
    ["Issue date: 12.03.2022\nValid to: 11.03.2027", "2027-03-11"],
    ["Valid until: 2027-03-11", "2027-03-11"],
    ["Expiry date: 3 March 2027", "2027-03-03"],
    ["Valid to: March 3, 2027", "2027-03-03"],
  ])("reads an English EPD's end of validity: %s", (text, end) => {
    expect(validUntil(text)).toEqual({ date: end, printed: true });
  });

  it("never reads an English date with slashes, 3 December in Europe and 12 March in the United States", () => {
    expect(validUntil("Valid to: 03/12/2027")).toBeNull();
    expect(parseEnglishDate("31.02.2027")).toBeNull();
  });
});
