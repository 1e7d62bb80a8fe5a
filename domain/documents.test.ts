import { describe, expect, it } from "vitest";
import {
  catalogueFiles,
  DOCUMENT_CATALOGUE,
  formatFileSize,
  pressKit,
  productDocuments,
  resolveCatalogue,
  SHEET_BEING_WRITTEN,
} from "./documents";

describe("document catalogue", () => {
  it("has four categories and declares the tracking names of docs/product.md §7", () => {
    expect(DOCUMENT_CATALOGUE).toHaveLength(4);
    const names = catalogueFiles().map((file) => file.trackingName);
    for (const name of [
      "FT_Botte_22cm",
      "FT_Botte_36cm",
      "FT_Botte_46cm",
      "FDES_Botte_22cm",
      "FDES_Botte_36cm",
      "FDES_Botte_46cm",
      "FDES_ArgiBotte",
      "DOSSIER_DE_PRESSE_2025.pdf",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("gives every file its own name and tracking name", () => {
    const files = catalogueFiles();
    expect(new Set(files.map((file) => file.fileName)).size).toBe(files.length);
    expect(new Set(files.map((file) => file.trackingName)).size).toBe(files.length);
  });

  it("marks a file available only when the server found it", () => {
    const availability = {
      "BOTTE_22.pdf": { sizeBytes: 31_000, sample: false },
      "FDES_Botte_22cm.pdf": { sizeBytes: 40_000, sample: true },
    };
    const botte22 = productDocuments("botte-22", availability);
    expect(botte22.ficheTechnique).toMatchObject({ url: "/documents/BOTTE_22.pdf", available: true, sizeBytes: 31_000, sample: false });
    expect(botte22.fdes).toMatchObject({ url: "/documents/FDES_Botte_22cm.pdf", available: true, sample: true });

    const argibotte = productDocuments("argibotte", availability);
    expect(argibotte.ficheTechnique).toMatchObject({ available: false, sizeBytes: null, unavailableLabel: SHEET_BEING_WRITTEN });
    expect(pressKit({})).toMatchObject({ url: "/documents/DOSSIER_DE_PRESSE_2025.pdf", available: false, type: "dossier_presse" });

    const everything = resolveCatalogue({}).flatMap((category) => category.items);
    expect(everything.flatMap((item) => [item.ficheTechnique, item.fdes, item.document]).filter((file) => file?.available)).toEqual([]);
  });

  it("does not take inherited object keys for files", () => {
    expect(resolveCatalogue({}).some((category) => category.items.some((item) => item.document?.available))).toBe(false);
    expect(productDocuments("botte-36", JSON.parse('{"__proto__": {"BOTTE_36.pdf": {"sizeBytes": 1}}}')).ficheTechnique.available).toBe(
      false,
    );
  });

  it("writes sizes in Ko and Mo", () => {
    expect(formatFileSize(31_406)).toBe("31\u00A0Ko");
    expect(formatFileSize(1_992_294)).toBe("1,9\u00A0Mo");
    expect(formatFileSize(12)).toBe("1\u00A0Ko");
  });
});
