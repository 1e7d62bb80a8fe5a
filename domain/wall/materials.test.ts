import { describe, expect, it } from "vitest";
import { FAQ_FACTS, PRODUCTS } from "../products";
import { sampleBaleFdes, storedBiogenicCo2 } from "./carbon";
import {
  BALE_PRODUCT_IDS,
  catalogueByCategory,
  findMaterial,
  MATERIALS,
  STRAW_LAMBDA_ACROSS,
  STRAW_LAMBDA_ALONG,
  type SolidMaterial,
} from "./materials";

describe("catalogue", () => {
  it("every entry has a unique id, a French label, a source and a status", () => {
    const ids = MATERIALS.map((material) => material.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const material of MATERIALS) {
      expect(material.label.length).toBeGreaterThan(3);
      expect(material.source.length).toBeGreaterThan(10);
      expect(["tabulated", "certified", "declared", "indicative"]).toContain(material.status);
    }
  });

  it("cites a published source for each value, or says « indicatif » and why: nothing from memory", () => {
    for (const material of MATERIALS) {
      expect(material.source, material.id).not.toMatch(/m[ée]moire|à vérifier/i);
      if (material.status === "indicative") expect(material.source, material.id).toMatch(/^valeurs indicatives \(.*\) : /);
      if (/indicatif/.test(material.source)) expect(material.source, material.id).toMatch(/indicatifs? : |indicatifs? \(/);
    }
    // Every solid names where its λ comes from, or is indicative as a whole.
    for (const material of MATERIALS) {
      if (material.kind !== "solid" || material.status === "indicative" || material.category === "membrane") continue;
      expect(material.source, material.id).toMatch(/λ|dataholz|DIN V 4108-4/);
    }
  });

  it("cites a web page only for a value marked indicatif, with why (issue #39 item 3)", () => {
    const webPage = /planete-isolation|ecima\.net|ekhome|construction21|heero|harrer|hqe\.guidenr|batirama|Wikipédia/i;
    for (const material of MATERIALS) {
      if (!webPage.test(material.source)) continue;
      // Every value taken from such a page is said indicatif, with the reason no table served.
      expect(material.source, material.id).toMatch(/indicati(f|ves?)s? .*(aucune table|n'a pas pu être consulté)/);
    }
    expect(findMaterial("wood-fibre-flexible")!.source).toMatch(/^λ 0,040 : DIN V 4108-4.*« Holzfaserdämmstoff 040 »/);
    for (const id of ["wood-fibre-board", "cellulose-blown", "hemp-wool"]) expect(findMaterial(id)!.status, id).toBe("indicative");
  });

  it("lists every entry once, by category", () => {
    const listed = catalogueByCategory().flatMap((group) => group.materials);
    expect(listed).toHaveLength(MATERIALS.length);
    expect(catalogueByCategory()[0]!.label).toBe("Bottes de paille Isol en Paille");
  });

  it("covers the kinds of material the calculator needs", () => {
    for (const id of [
      "lime-plaster",
      "clay-plaster",
      "gypsum-plaster",
      "wood-fibre-board",
      "osb",
      "gypsum-plasterboard",
      "softwood-timber",
      "glass-wool",
      "rock-wool",
      "eps-graphite",
      "cellulose-blown",
      "hemp-wool",
      "reinforced-concrete",
      "membrane-sd-2",
      "air-unventilated",
      "air-well-ventilated",
    ]) {
      expect(findMaterial(id), id).toBeDefined();
    }
  });

  it("our bales: the rules' λ by orientation, the maker's figures read from products.ts beside them", () => {
    for (const productId of BALE_PRODUCT_IDS) {
      const onEdge = findMaterial(`${productId}-on-edge`) as SolidMaterial;
      const flat = findMaterial(`${productId}-flat`) as SolidMaterial;
      expect(onEdge.lambda).toBe(STRAW_LAMBDA_ACROSS);
      expect(flat.lambda).toBe(STRAW_LAMBDA_ALONG);
      expect(onEdge.bale?.declared.lambda).toBe(PRODUCTS[productId].lambda);
      expect(onEdge.bale?.declared.thermalResistance).toBe(PRODUCTS[productId].thermalResistance);
      expect(onEdge.bale?.thicknessMm).toBe(PRODUCTS[productId].thicknessMm);
      expect(onEdge.note).toContain("déclarée par le fabricant");
      // docs/product.md §10.9: both R named, side by side.
      expect(onEdge.note).toContain("R déclaré par le fabricant");
      expect(onEdge.note).toContain("R selon les règles professionnelles");
    }
    // The FAQ quotes the same rules value (products.ts owns the FAQ's figure; the rules own the material's).
    expect(STRAW_LAMBDA_ACROSS).toBe(FAQ_FACTS.lambda);
  });

  it("bio-based entries carry a carbon content; mineral ones do not", () => {
    for (const id of ["botte-36-on-edge", "softwood-timber", "wood-fibre-board", "osb", "cellulose-blown", "hemp-wool"]) {
      expect((findMaterial(id) as SolidMaterial).carbon, id).toBeDefined();
    }
    for (const id of ["glass-wool", "eps-graphite", "reinforced-concrete", "lime-plaster"]) {
      expect((findMaterial(id) as SolidMaterial).carbon, id).toBeUndefined();
    }
  });
});

describe("stored biogenic CO₂ (EN 16449)", () => {
  it("Botte 36: 44/12 × 0.44 × 100 × 0.36 = 58.1 kg/m², beside the maker's declared 58.78", () => {
    const straw = findMaterial("botte-36-on-edge") as SolidMaterial;
    const stored = storedBiogenicCo2(straw.carbon!, straw.density, 0.36);
    expect(stored).toBeCloseTo((44 / 12) * 0.44 * 100 * 0.36, 12);
    expect(stored).toBeCloseTo(58.08, 2);
    expect(Math.abs(stored - PRODUCTS["botte-36"].carbonStoragePerM2) / PRODUCTS["botte-36"].carbonStoragePerM2).toBeLessThan(0.02);
  });

  it("timber at 12 % moisture: the dry mass only", () => {
    const timber = findMaterial("softwood-timber") as SolidMaterial;
    expect(storedBiogenicCo2(timber.carbon!, 450, 0.1)).toBeCloseTo(((44 / 12) * 0.5 * 45) / 1.12, 12);
  });
});

describe("our bales' GWP from the served (sample) FDES", () => {
  it("A1–C4 scales with the straw, D apart, no split by module", () => {
    const fdes = sampleBaleFdes("botte-36");
    expect(fdes.modules["A1-C4"]).toBeCloseTo(5.1, 12);
    expect(fdes.modules.D).toBe(0);
    expect(fdes.modules["A1-A3"]).toBeUndefined();
    expect(fdes.isExample).toBe(true);
    expect(sampleBaleFdes("botte-22").modules["A1-C4"]).toBeCloseTo((5.1 * 220) / 360, 12);
  });
});
