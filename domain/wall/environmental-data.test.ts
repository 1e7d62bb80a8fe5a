import { describe, expect, it } from "vitest";
import { datasetCitation, environmentalDataOf, KBOB_DATASETS, MATERIAL_ENVIRONMENTAL_DATA } from "./environmental-data";
import { MATERIALS } from "./materials";

/**
 * The second transcription of the same KBOB list (GitHub Bombyx-ETH/Bombyx2,
 * `Bombyx2/Bombyx2/Data/Access/SQLScripts/InsertKbobMaterials.sql`, rows read by their KBOB id), as it prints them:
 * kg CO₂ eq. per kg for production and end of life, rounded by that transcription. Not used by the code: it is here to
 * catch a figure mistyped from the first transcription.
 */
const SECOND_TRANSCRIPTION: Record<string, { production: string; endOfLife: string; density: number }> = {
  "04.016": { production: "0.460000", endOfLife: "0.009000", density: 1350 },
  "04.004": { production: "0.018000", endOfLife: "0.005000", density: 1800 },
  "04.001": { production: "0.140000", endOfLife: "0.010000", density: 1100 },
  "10.009": { production: "0.620000", endOfLife: "0.040000", density: 147.5 },
  "07.013": { production: "0.490000", endOfLife: "0.130000", density: 605 },
  "03.008": { production: "0.280000", endOfLife: "0.010000", density: 850 },
  "07.011": { production: "0.130000", endOfLife: "0.010000", density: 465 },
  "10.001": { production: "1.120000", endOfLife: "0.010000", density: 20 },
  "10.008": { production: "1.120000", endOfLife: "0.010000", density: 30 },
  "10.004": { production: "4.460000", endOfLife: "3.190000", density: 15 },
  "10.010": { production: "0.216000", endOfLife: "0.041000", density: 35 },
  "09.002": { production: "2.760000", endOfLife: "2.580000", density: 920 },
};

/**
 * What the second transcription's rounding can hide: it keeps two significant figures of figures from 0.1 up, and two
 * decimals below (0.00918 is printed 0.010), so half a unit of whichever is coarser.
 */
function roundingTolerance(printed: string): number {
  const value = Math.abs(Number(printed));
  if (value < 0.1) return 0.005;
  return 0.5 * 10 ** (Math.floor(Math.log10(value)) - 1);
}

describe("the KBOB rows of the catalogue", () => {
  it("agree with a second transcription of the same list, within its rounding", () => {
    for (const dataset of Object.values(KBOB_DATASETS)) {
      const other = SECOND_TRANSCRIPTION[dataset.id];
      expect(other, dataset.id).toBeDefined();
      expect(Math.abs(dataset.production - Number(other!.production)), `${dataset.id} production`).toBeLessThanOrEqual(
        roundingTolerance(other!.production) + 1e-12,
      );
      expect(Math.abs(dataset.endOfLife - Number(other!.endOfLife)), `${dataset.id} end of life`).toBeLessThanOrEqual(
        roundingTolerance(other!.endOfLife) + 1e-12,
      );
    }
  });

  it("gives every built material of the catalogue data or a French reason, never silence", () => {
    for (const material of MATERIALS) {
      if (material.kind === "air" || material.category === "straw") {
        expect(MATERIAL_ENVIRONMENTAL_DATA[material.id], material.id).toBeUndefined();
        continue;
      }
      const data = MATERIAL_ENVIRONMENTAL_DATA[material.id];
      expect(data, material.id).toBeDefined();
      if (data!.kind === "none") expect(data!.reason.length, material.id).toBeGreaterThan(30);
    }
    expect(environmentalDataOf(null)).toEqual({ kind: "none", reason: expect.stringMatching(/^valeurs saisies/) });
  });

  it("cites the list, the row, its unit and its scenario the French way", () => {
    const citation = datasetCitation(KBOB_DATASETS.glassWool);
    expect(citation).toContain("2009/1:2016");
    expect(citation).toContain("ligne 10.001 « Glaswolle » (Laine de verre), par kg : fabrication 1,12, fin de vie 0,00999 kg CO₂ éq.");
  });
});
