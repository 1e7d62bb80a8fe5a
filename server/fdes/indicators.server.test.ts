import { describe, expect, it } from "vitest";
import { gwpPartOf, indicatorOf } from "./indicators.server";

describe("indicatorOf: group titles taken in with a label", () => {
  it("names the row when the next group's title ends its label (the title row below the group's last row)", () => {
    expect(indicatorOf("Utilisation nette d'eau douce Catégories de déchets")).toBe("water");
    expect(indicatorOf("Déchets radioactifs éliminés (RWD) Flux sortants")).toBe("wasteRadioactive");
    expect(indicatorOf("Changement climatique - total Utilisation des ressources")).toBe("gwp");
  });

  it("still names the row when the group's title starts its label, and no row when two names are left", () => {
    expect(indicatorOf("Catégories de déchets Déchets dangereux éliminés")).toBe("wasteHazardous");
    expect(indicatorOf("Utilisation nette d'eau douce Déchets dangereux éliminés")).toBeNull();
  });
});

describe("gwpPartOf", () => {
  it("tells A2's fossil, biogenic and land-use rows, by name or by code, and never the total", () => {
    expect(gwpPartOf("Changement climatique - combustibles fossiles")).toBe("fossil");
    expect(gwpPartOf("Changement climatique – biogénique")).toBe("biogenic");
    expect(gwpPartOf("Changement climatique - utilisation des sols et transformation de l'utilisation des sols")).toBe("luluc");
    expect(gwpPartOf("Climate change (GWP-luluc)")).toBe("luluc");
    expect(gwpPartOf("Changement climatique - total")).toBeNull();
    expect(gwpPartOf("Teneur en carbone biogénique du produit")).toBeNull();
  });
});
