import { INDICATOR_VOCABULARY } from "@domain/fdes/indicator-vocabulary";
import { describe, expect, it } from "vitest";
import type { PageText, PositionedText } from "./fdes-types.server";
import type { Derivation, RowFigures } from "./module-values.server";
import { resultTables } from "./result-tables.server";
import { inIndicatorUnit, labelUnits, unitConversion } from "./row-units.server";

describe("unitConversion: a row's printed unit against its indicator's", () => {
  it.each([
    ["litres", "m3", 0.001],
    ["l", "m3", 0.001],
    ["m³", "m3", 1],
    ["kWh", "MJ", 3.6],
    ["MJ, PCI", "MJ", 1],
    ["GJ", "MJ", 1000],
    ["t", "kg", 1000],
    ["g", "kg", 0.001],
    ["kg CO2 éq.", "kg CO2 éq.", 1],
    ["kg éq. CO2", "kg CO2 éq.", 1],
    ["kg CO2-Eq./FU", "kg CO2 éq.", 1],
    ["kg CO2 Äq.", "kg CO2 éq.", 1],
    ["kgCO2e", "kg CO2 éq.", 1],
    ["g CO2 éq.", "kg CO2 éq.", 0.001],
    ["3 m /UF", "m3", 1],
    ["kg CO éq./UF 2", "kg CO2 éq.", 1],
    ["kg CO₂ eq", "kg CO2 éq.", 1],
    ["kg CO", "kg CO2 éq.", 1],
    ["kg CO2-ekv", "kg CO2 éq.", 1],
    ["MJ, pouvoir calorifique inférieur", "MJ", 1],
    ["m3 d'eau", "m3", 1],
  ])("« %s » for %s: × %s", (printed, expected, factor) => {
    const conversion = unitConversion([printed], expected);
    expect(conversion.ok && conversion.times / conversion.per).toBe(factor);
  });

  it.each([
    ["mol H+ éq.", "kg CO2 éq."],
    ["kg SO2 éq.", "kg CO2 éq."],
    ["kg", "kg CO2 éq."],
    ["m3 world eq. deprived", "m3"],
    ["kg", "MJ"],
    ["kBq U235 éq.", "kg"],
    ["MJ", "m3"],
    ["MJ, PCS", "MJ"],
  ])("« %s » for %s: unknown, with the reason", (printed, expected) => {
    const conversion = unitConversion([printed], expected);
    expect(conversion.ok).toBe(false);
    expect(conversion.ok ? "" : conversion.reason).toContain(`« ${printed} »`);
  });

  it("leaves a row printing no unit as it is, and one printing two sizes of one quantity unknown", () => {
    expect(unitConversion([], "m3")).toEqual({ ok: true, times: 1, per: 1 });
    expect(unitConversion(["m3", "l"], "m3").ok).toBe(false);
  });
});

it("knows the unit of every indicator the comparator reads as a measure of its table", () => {
  for (const term of INDICATOR_VOCABULARY.filter((one) => one.read))
    expect(unitConversion([term.unit], term.unit), term.id).toEqual({ ok: true, times: 1, per: 1 });
});

describe("labelUnits: a unit in brackets in a row's label", () => {
  it("reads measures in brackets, never codes or modules", () => {
    expect(labelUnits("Utilisation nette d'eau douce (FW) [litres]")).toEqual(["litres"]);
    expect(labelUnits("Total use of primary energy (PERT) (kWh)")).toEqual(["kWh"]);
    expect(labelUnits("Déchets dangereux éliminés (HWD) (A1-A3)")).toEqual([]);
  });
});

describe("inIndicatorUnit", () => {
  const printed = (value: number, halfUnit: number): Derivation => ({
    ok: true,
    value: { value, halfUnit, how: "printed", partial: false },
  });
  const figures: RowFigures = {
    lifeCycle: printed(286, 0.5),
    stages: { a1a3: printed(251, 0.5), a4a5: printed(13.7, 0.05), b: printed(0, 0.5), c: printed(20.9, 0.05) },
    d: printed(14.7, 0.05),
  };

  it("brings water printed in litres into m³, its printed rounding with it", () => {
    const water = inIndicatorUnit(figures, "water", "litres", "Utilisation nette d'eau douce (FW)");
    expect(water.lifeCycle).toMatchObject({ ok: true, value: { value: 0.286, halfUnit: 0.0005 } });
    expect(water.stages.a1a3).toMatchObject({ ok: true, value: { value: 0.251 } });
    expect(water.d).toMatchObject({ ok: true, value: { value: 0.0147 } });
  });

  it("brings energy printed in kWh into MJ, from the unit in the label when there is no unit column", () => {
    const pert = inIndicatorUnit(figures, "pert", null, "Total use of renewable primary energy (PERT) [kWh]");
    expect(pert.lifeCycle).toMatchObject({ ok: true, value: { value: 286 * 3.6 } });
  });

  it("leaves every figure of a row in another quantity's unit unknown, with the reason", () => {
    const energy = inIndicatorUnit(figures, "penrt", "kg", "Utilisation totale des ressources d'énergie primaire non renouvelables");
    expect(energy.lifeCycle).toEqual({ ok: false, failure: "unit", reason: expect.stringContaining("« kg »") });
    expect(energy.d.ok).toBe(false);
    expect(energy.stages.a1a3.ok).toBe(false);
  });

  it("keeps a row printing no unit, or its indicator's own, as it is", () => {
    expect(inIndicatorUnit(figures, "water", null, "Utilisation nette d'eau douce (FW)")).toBe(figures);
    expect(inIndicatorUnit(figures, "water", "m3", "Utilisation nette d'eau douce (FW)")).toBe(figures);
  });
});

describe("resultTables: the row's unit column", () => {
  const token = (text: string, x: number, y: number): PositionedText => ({ text, x, y, width: text.length * 3, height: 6, page: 1 });

  it("reads a water row printed in litres in m³ (d05: an old INIES FDES's « litres » column)", () => {
    const items = [
      token("Indicateur", 10, 700),
      token("Unité", 120, 700),
      ...["A1-A3", "C1-C4", "Total"].map((text, index) => token(text, 172 + 50 * index, 700)),
    ];
    const rows: [string, string, string[]][] = [
      ["Déchets dangereux éliminés", "kg", ["0,01", "0", "0,01"]],
      ["Utilisation nette d'eau douce", "litres", ["251", "35", "286"]],
      ["Utilisation totale des ressources d'énergie primaire renouvelables", "kWh", ["6,5", "0,3", "6,8"]],
    ];
    rows.forEach(([label, unit, values], row) => {
      const y = 700 - 12 * (row + 1);
      items.push(token(label, 10, y), token(unit, 120, y));
      values.forEach((text, index) => items.push(token(text, 190 + 50 * index - text.length * 3, y)));
    });
    const page: PageText = { page: 1, width: 595, height: 842, items, rules: [] };
    const [table] = resultTables([page]).tables;
    const byId = new Map(table!.rows.map((row) => [row.name?.id, row]));
    expect(byId.get("water")).toMatchObject({ unit: "litres", figures: { lifeCycle: { ok: true, value: { value: 0.286 } } } });
    expect(byId.get("pert")?.figures.lifeCycle).toMatchObject({ ok: true, value: { value: 6.8 * 3.6 } });
    expect(byId.get("wasteHazardous")?.figures.lifeCycle).toMatchObject({ ok: true, value: { value: 0.01 } });
  });
});
