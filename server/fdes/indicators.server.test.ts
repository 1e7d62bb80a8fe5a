import { describe, expect, it } from "vitest";
import { gwpPartOf, indicatorOf, readLabel, startsMidName } from "./indicators.server";

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

describe("indicatorOf: the next row's first line taken in after a name closed by its code", () => {
  const pert =
    "Utilisation totale des ressources d'énergie primaire renouvelables (énergie primaire et ressources d'énergie primaire utilisées comme matières premières) (PERT)";

  it("names the row by the name its code closes", () => {
    expect(indicatorOf(`Utilisation des ressources ${pert} Utilisation totale des ressources d'énergie primaire non`)).toBe("pert");
    expect(indicatorOf("Déchets dangereux éliminés (HWD) Déchets non dangereux éliminés")).toBe("wasteHazardous");
  });

  it("names no row when what follows has a code of its own, starts no name, or the code closes no name", () => {
    expect(indicatorOf(`${pert} Utilisation totale des ressources d'énergie primaire non renouvelables (PENRT)`)).toBeNull();
    expect(indicatorOf("(NHWD) Déchets radioactifs éliminés (RWD) Déchets dangereux")).toBeNull();
    expect(indicatorOf("Déchets dangereux éliminés Déchets non dangereux éliminés (NHWD)")).toBeNull();
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

describe("indicatorOf: the wordings of EN 15804+A1 and +A2 declarations, French or English", () => {
  it("never takes 'non-renouvelables' (hyphenated) for the renewable energy", () => {
    expect(indicatorOf("Utilisation totale des ressources d'énergie primaire non-renouvelables")).toBe("penrt");
    expect(indicatorOf("Utilisation totale d'énergie primaire non renouvelable")).toBe("penrt");
    expect(indicatorOf("Utilisation totale d'énergie primaire renouvelable")).toBe("pert");
    expect(indicatorOf("Total use of non-renewable primary energy resources")).toBe("penrt");
    expect(indicatorOf("Total use of renewable primary energy resources")).toBe("pert");
  });

  it("reads hyphenated and English waste, water and climate rows, and leaves the water deprivation apart", () => {
    expect(indicatorOf("Déchets non-dangereux éliminés")).toBe("wasteNonHazardous");
    expect(indicatorOf("Non-hazardous waste disposed")).toBe("wasteNonHazardous");
    expect(indicatorOf("Hazardous waste disposed")).toBe("wasteHazardous");
    expect(indicatorOf("Radioactive waste disposed")).toBe("wasteRadioactive");
    expect(indicatorOf("Use of net fresh water")).toBe("water");
    expect(indicatorOf("Besoin en eau (WDP)")).toBeNull();
    expect(indicatorOf("Water deprivation potential")).toBeNull();
    expect(indicatorOf("Global warming potential")).toBe("gwp");
    expect(indicatorOf("Potentiel de réchauffement global (GWP)")).toBe("gwp");
    expect(indicatorOf("Climate change - total")).toBe("gwp");
    expect(indicatorOf("Climate change - fossil")).toBeNull();
    expect(indicatorOf("Climate change - land use and land use change")).toBeNull();
  });
});

describe("readLabel: a name cut between two rows' labels", () => {
  const pert =
    "Utilisation totale des ressources d'énergie primaire renouvelables (énergie primaire et ressources d'énergie primaire utilisées comme matières premières)";
  const cut = `${pert} Utilisation totale des ressources d'énergie`;

  it("gives the row its own complete name and hands the next name's beginning to the row that goes on with it", () => {
    const next = "primaire non renouvelables (énergie primaire et ressources)";
    const first = readLabel(cut, null, next);
    expect(first).toEqual({ id: "pert", fragment: "utilisation totale des ressources d'energie" });
    expect(readLabel(next, first.fragment).id).toBe("penrt");
  });

  it("names no row when the next label starts a name of its own, or when both names are whole", () => {
    expect(readLabel(cut, null, "Utilisation nette d'eau douce").id).toBeNull();
    expect(readLabel(cut, null, null).id).toBeNull();
    // A whole name we do not read ("Besoin en eau") is no beginning of the next row's name.
    expect(readLabel("Utilisation nette d'eau douce Besoin en eau", null, "(WDP) m3 éq. de privation").id).toBeNull();
    expect(readLabel("Déchets dangereux éliminés Déchets non dangereux éliminés", null, "(NHWD)").id).toBeNull();
  });

  it("tells a label that starts in the middle of a name", () => {
    expect(startsMidName("primaire non renouvelables (…)")).toBe(true);
    expect(startsMidName("Catégories de déchets Déchets dangereux éliminés")).toBe(false);
    expect(startsMidName("Utilisation nette d'eau douce")).toBe(false);
  });
});
