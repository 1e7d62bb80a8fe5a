import { describe, expect, it } from "vitest";
import { type ComputedMeasurement, measurementStatus, STATUS_LABELS } from "./worksheet";
import { baleTypesLine, MEASUREMENT_HEADERS, measurementCells, summarizeWorksheet } from "./worksheet-summary";

const NBSP = "\u00A0";
const column = (header: (typeof MEASUREMENT_HEADERS)[number]) => MEASUREMENT_HEADERS.indexOf(header);

/** A measurement whose exact dry density is `density`, at 10 % HR: the status decided on that exact figure. */
function measured(density: number): ComputedMeasurement {
  return {
    baleType: "36",
    lot: "L001",
    lengthCm: 55,
    humidity: 10,
    weightKg: 11,
    weightType: "bale",
    dryDensity: density,
    status: measurementStatus(density, 10),
  };
}

describe("shown density and status agree at the thresholds", () => {
  it.each([
    [79.95, `79,9${NBSP}kg/m³`, "À redensifier"],
    [79.96, `79,9${NBSP}kg/m³`, "À redensifier"],
    [80, `80,0${NBSP}kg/m³`, "Conforme"],
    [124.96, `124,9${NBSP}kg/m³`, "Conforme"],
    [125, `125,0${NBSP}kg/m³`, "Trop dense"],
  ])("%s kg/m³ shows %s – %s", (density, shown, status) => {
    const cells = measurementCells(measured(density));
    expect(cells[column("Masse volumique sèche")]).toBe(shown);
    expect(cells[column("Statut")]).toBe(status);
  });

  it("never shows a value whose status, by the legend's rule, differs from the one shown beside it", () => {
    for (let hundredths = 7_900; hundredths <= 12_600; hundredths++) {
      const density = hundredths / 100 + 0.001 * (hundredths % 7);
      const cells = measurementCells(measured(density));
      const shown = Number(cells[column("Masse volumique sèche")]!.replace(/\s*kg\/m³$/, "").replace(",", "."));
      expect(STATUS_LABELS[measurementStatus(shown, 10)], `${density} shown ${shown}`).toBe(cells[column("Statut")]);
    }
  });
});

describe("a list mixing bale types", () => {
  const inputs = [
    { baleType: "22", lot: "L001", lengthCm: 55, humidity: 10, weightKg: 5.5, weightType: "bale" },
    { baleType: "autre", widthCm: 30, heightCm: 40, lot: "L002", lengthCm: 60, humidity: 10, weightKg: 6.6, weightType: "bale" },
    { baleType: "22", lot: "L003", lengthCm: 55, humidity: 15, weightKg: 5.5, weightType: "bale" },
    { baleType: "argibotte", lot: "L004", lengthCm: 55, humidity: 10, weightKg: 15, weightType: "bale" },
  ] as const;

  it("keeps each measurement's own type, with the section for 'Autre', in its own column", () => {
    const summary = summarizeWorksheet(inputs);
    expect(summary.measurements.map((m) => measurementCells(m)[column("Type de botte")])).toEqual([
      "Botte 22",
      `Autre 30${NBSP}×${NBSP}40${NBSP}cm`,
      "Botte 22",
      "ArgiBotte",
    ]);
    // Autre 30 × 40 cm, 60 cm long, 6.6 kg at 10 % HR: 6 ÷ 0.072 = 83.3 kg/m³, from its own section.
    expect(measurementCells(summary.measurements[1]!)[column("Masse volumique sèche")]).toBe(`83,3${NBSP}kg/m³`);
  });

  it("names the types of the measurements in the header, each once, in the order first measured", () => {
    expect(baleTypesLine(summarizeWorksheet(inputs))).toBe(`Types de botte : Botte 22, Autre 30${NBSP}×${NBSP}40${NBSP}cm, ArgiBotte`);
  });
});
