import { describe, expect, it } from "vitest";
import { downloadTrackingPayload, type TrackedDocument } from "./document-download";
import { documentDownloadPayloadSchema } from "./document-download-schema";

const sheet: TrackedDocument = { trackingName: "FT_Botte_22cm", type: "fiche_technique", productName: "Botte 22" };
const pressKit: TrackedDocument = { trackingName: "DOSSIER_DE_PRESSE_2025.pdf", type: "dossier_presse", productName: "PailleMobile" };

describe("downloadTrackingPayload", () => {
  it("sends the four fields of docs/product.md §7.6 for a data sheet, with the admin flag", () => {
    expect(downloadTrackingPayload(sheet, false)).toEqual({
      documentName: "FT_Botte_22cm",
      documentType: "fiche_technique",
      productName: "Botte 22",
      isAdmin: false,
    });
    expect(downloadTrackingPayload(sheet, true)).toMatchObject({ isAdmin: true });
  });

  it("sends only name, type and product for the press kit, and nothing in admin mode", () => {
    expect(downloadTrackingPayload(pressKit, false)).toEqual({
      documentName: "DOSSIER_DE_PRESSE_2025.pdf",
      documentType: "dossier_presse",
      productName: "PailleMobile",
    });
    expect(downloadTrackingPayload(pressKit, true)).toBeNull();
  });
});

describe("documentDownloadPayloadSchema", () => {
  it("defaults isAdmin to false and an absent or empty product to null", () => {
    expect(documentDownloadPayloadSchema.parse({ documentName: "FDES_ArgiBotte", documentType: "fdes" })).toEqual({
      documentName: "FDES_ArgiBotte",
      documentType: "fdes",
      productName: null,
      isAdmin: false,
    });
    expect(documentDownloadPayloadSchema.parse({ documentName: "x", documentType: "autre", productName: " " }).productName).toBeNull();
  });

  it.each([
    ["an empty name", { documentName: "  ", documentType: "fdes" }, "documentName"],
    ["a name over 200 characters", { documentName: "a".repeat(201), documentType: "fdes" }, "documentName"],
    ["an unknown type", { documentName: "x", documentType: "video" }, "documentType"],
    ["a product name over 100 characters", { documentName: "x", documentType: "fdes", productName: "p".repeat(101) }, "productName"],
    ["isAdmin as text", { documentName: "x", documentType: "fdes", isAdmin: "true" }, "isAdmin"],
  ])("rejects %s with a French message", (_label, input, field) => {
    const result = documentDownloadPayloadSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
    expect(issue?.message).toMatch(/[a-zé]/);
  });
});
