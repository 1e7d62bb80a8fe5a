import { describe, expect, it } from "vitest";
import { INDICATOR_VOCABULARY } from "@domain/fdes/indicator-vocabulary";
import { nameRow } from "./named-rows.server";

const id = (label: string) => nameRow(label)?.id ?? null;

describe("nameRow", () => {
  it("names every name and code of the vocabulary as its own indicator", () => {
    for (const term of INDICATOR_VOCABULARY) {
      for (const name of [...term.french, ...term.english]) expect(id(name), name).toBe(term.id);
      for (const code of term.codes) expect(id(code), code).toBe(term.id);
    }
  });

  it("tells PERT, PENRT and the combined row apart by their whole names, not their first words", () => {
    expect(
      id(
        "Utilisation totale des ressources d'énergie primaire renouvelables (énergie primaire et ressources d'énergie primaire utilisées comme matières premières)",
      ),
    ).toBe("pert");
    expect(
      id(
        "Utilisation totale des ressources d'énergie primaire non renouvelables (énergie primaire et ressources d'énergie primaire utilisées comme matières premières)",
      ),
    ).toBe("penrt");
    expect(id("Utilisation totale des ressources d'énergie primaire non-renouvelables")).toBe("penrt");
    expect(id("Utilisation totale des ressources d'énergie primaire (PERT + PENRT)")).toBe("energyTotal");
    expect(id("Total use of non-renewable primary energy resources (PENRT)")).toBe("penrt");
  });

  it("reads A2 EPDs' English names of the energy parts, with their codes (seed 41 document 177)", () => {
    expect(id("Renewable primary energy as energy carrier (PERE)")).toBe("pere");
    expect(id("Renewable primary energy resources as material utilization (PERM)")).toBe("perm");
    expect(id("Non renewable primary energy as energy carrier (PENRE)")).toBe("penre");
    expect(id("Non-renewable primary energy as material utilisation (PENRM)")).toBe("penrm");
    expect(id("Total use of renewable primary energy resources (PERT)")).toBe("pert");
  });

  it("reads the four climate rows of A2 and A1's single row", () => {
    expect(id("Changement climatique - total")).toBe("gwpTotal");
    expect(id("Changement climatique – combustibles fossiles")).toBe("gwpFossil");
    expect(id("Changement climatique - biogénique")).toBe("gwpBiogenic");
    expect(id("Changement climatique - utilisation des sols et transformation de l'utilisation des sols")).toBe("gwpLuluc");
    expect(id("Changement climatique")).toBe("gwpUnqualified");
    expect(id("Réchauffement climatique kg CO2 éq./UF")).toBe("gwp");
    expect(id("GWP-total")).toBe("gwpTotal");
    expect(id("GWP-fossil")).toBe("gwpFossil");
    expect(id("Global Warming Potential total (GWP-total)")).toBe("gwpTotal");
  });

  it("never reads ecotoxicity or water need as fresh water", () => {
    expect(id("ETP-fw Écotoxicité (eaux douces)")).toBe("etpFw");
    expect(id("Écotoxicité (eaux douces) CTUe")).toBe("etpFw");
    expect(id("Besoin en eau")).toBe("wdp");
    expect(id("Utilisation nette d'eau douce m3")).toBe("water");
    expect(id("FW")).toBe("water");
    expect(id("Use of net fresh water")).toBe("water");
  });

  it("names nothing when two indicators' names are read as one label", () => {
    expect(id("Déchets dangereux éliminés Déchets non dangereux éliminés")).toBeNull();
    expect(id("Changement climatique - total GWP-fossil")).toBeNull();
  });

  it("names one indicator by a code beside the same quantity's name under the other standard, the code's", () => {
    expect(id("GWP-total Réchauffement climatique")).toBe("gwpTotal");
    expect(id("GWP Changement climatique")).toBe("gwp");
    // Two names, or a code beside another quantity's name, stay two rows read as one.
    expect(id("Réchauffement climatique Changement climatique")).toBeNull();
    expect(id("GWP-fossil Réchauffement climatique")).toBeNull();
  });

  it("names nothing when a word of the indicator's exclusions is in the label", () => {
    expect(id("Changement climatique - émissions et absorptions biogéniques")).toBeNull();
    expect(id("Teneur en carbone biogénique de l'emballage associé")).toBe("biogenicCarbonPackaging");
    expect(id("Teneur en carbone biogénique du produit")).toBe("biogenicCarbonProduct");
  });

  it("reads a code only in capitals: a French word is no code", () => {
    expect(id("mer")).toBeNull();
    expect(id("fw")).toBeNull();
    expect(id("HWD")).toBe("wasteHazardous");
    expect(nameRow("NHWD")).toEqual({ id: "wasteNonHazardous", by: "code" });
  });

  it("keeps group titles and footnote marks out of the way", () => {
    expect(id("Indicateurs d'impacts environnementaux Changement climatique - total (1)")).toBe("gwpTotal");
    expect(id("Catégories de déchets Déchets radioactifs éliminés")).toBe("wasteRadioactive");
    expect(id("Flux sortants Matériaux destinés au recyclage")).toBe("recyclable");
  });
});

describe("nameRow: a code beside another indicator's words", () => {
  it("names nothing when a code stands beside a good part of another indicator's name", () => {
    expect(nameRow("(FW) l'énergie primaire renouvelable, à l'exclusion des ressources")).toBeNull();
    expect(nameRow("FW m³/UF")?.id).toBe("water");
    expect(nameRow("GWP-total kg CO2 eq.")?.id).toBe("gwpTotal");
  });
});
