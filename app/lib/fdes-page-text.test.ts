import { describe, expect, it } from "vitest";
import { withoutRunningLines } from "./fdes-page-text";

describe("withoutRunningLines", () => {
  it("drops a running footer the reader joined to the end-of-life sentence", () => {
    expect(withoutRunningLines("FDES Laine de verre Exemple 120 mm – Page 2 / 8 le produit est mis en décharge à 100 %.")).toBe(
      "Le produit est mis en décharge à 100 %.",
    );
    expect(withoutRunningLines("Le produit est collecté page 3/12 puis incinéré.")).toBe("Le produit est collecté puis incinéré.");
    expect(withoutRunningLines("p. 4 sur 9 | Compostage ou valorisation agricole.")).toBe("Compostage ou valorisation agricole.");
  });

  it("leaves a sentence without running lines as it is", () => {
    for (const text of [
      "Compostage ou valorisation agricole, ou incinération (scénario à confirmer par la FDES vérifiée).",
      "Mise en décharge de 100 % du produit, transport de 30 km (FDES, tableau 12).",
    ]) {
      expect(withoutRunningLines(text)).toBe(text);
    }
  });
});
