import { describe, expect, it } from "vitest";
import { fdesFile } from "@domain/documents";
import type { OwnDeclaration } from "@domain/fdes/equal-r-comparison";
import { verifiedBaleFdes } from "./wall-performance.server";

function declaration(file: string, isExample: boolean): OwnDeclaration {
  return {
    name: "Botte 36",
    thermal_resistance: 7.5,
    standard: "NF EN 15804+A2",
    gwp: 4.2,
    energy: null,
    penrt: null,
    water: null,
    waste: null,
    end_of_life: null,
    module_d: -1.5,
    gwp_by_stage: { a1_a3: null, a4_a5: null, b: null, c: null, d: -1.5 },
    biogenic_carbon: null,
    sources: {},
    is_example: isExample,
    document_url: `/documents/${file}`,
  };
}

describe("verifiedBaleFdes", () => {
  it("passes a verified declaration's GWP per m² at the bale's thickness, and leaves the samples to computeWall", () => {
    const own = verifiedBaleFdes([declaration(fdesFile("botte-36").fileName, false), declaration(fdesFile("botte-22").fileName, true)]);
    expect(Object.keys(own)).toEqual(["botte-36"]);
    expect(own["botte-36"]).toMatchObject({ functionalUnitThicknessMm: 360, modules: { "A1-C4": 4.2, D: -1.5 }, isExample: false });
  });
});
