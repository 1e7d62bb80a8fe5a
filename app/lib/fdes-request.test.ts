import { describe, expect, it } from "vitest";
import { FDES_MESSAGES } from "@domain/fdes/compare-fdes-api";
import { outcomeOfAnswer } from "./fdes-request";

const uploaded = {
  name: "Laine",
  gwp: 2.95,
  energy: null,
  water: null,
  waste: null,
  recyclable: null,
  end_of_life: null,
  thermal_resistance: 3.75,
  module_d: null,
  details: {
    standard: null,
    functional_unit: { quantity: 1, unit: "m²", thickness_mm: null, reference_service_life_years: null },
    pert: null,
    penrt: null,
    waste_hazardous: null,
    waste_non_hazardous: null,
    waste_radioactive: null,
    module_d_penrt: null,
    gwp_end_of_life: null,
    valid_until: null,
    warnings: [],
  },
};
const comparison = { ok: true, uploaded_product: uploaded, isol_en_paille_products: [], closest_match: null, analysis: "a\nb" };

describe("outcomeOfAnswer (docs/product.md §9)", () => {
  it("reads a comparison, and calls it incomplete when GWP, energy and water are all unread (docs/product.md §8.6)", () => {
    expect(outcomeOfAnswer(200, comparison)).toEqual({ kind: "success", response: comparison });
    const unread = { ...comparison, uploaded_product: { ...uploaded, gwp: null } };
    expect(outcomeOfAnswer(200, unread)).toMatchObject({ kind: "incomplete", message: FDES_MESSAGES.incomplete });
    expect(outcomeOfAnswer(200, { ...comparison, uploaded_product: null })).toMatchObject({ kind: "incomplete", uploaded: null });
    expect(outcomeOfAnswer(200, { ok: true })).toEqual({ kind: "error", message: FDES_MESSAGES.unexpected });
    expect(outcomeOfAnswer(200, null)).toEqual({ kind: "error", message: FDES_MESSAGES.unexpected });
  });

  it("maps the refusals: 422 incomplete, 429, 504, a server message, anything else", () => {
    const { title, description } = FDES_MESSAGES.incomplete;
    expect(outcomeOfAnswer(422, { error: title, description, incomplete: true, uploaded_product: uploaded })).toEqual({
      kind: "incomplete",
      message: FDES_MESSAGES.incomplete,
      uploaded,
    });
    // An NF P01-010 declaration: read, not comparable; the server's own message is shown.
    const unsupported = FDES_MESSAGES.unsupportedStandard;
    expect(outcomeOfAnswer(422, { error: unsupported.title, description: unsupported.description, incomplete: true })).toEqual({
      kind: "incomplete",
      message: unsupported,
      uploaded: null,
    });
    expect(outcomeOfAnswer(422, { incomplete: true })).toMatchObject({ message: FDES_MESSAGES.incomplete });
    expect(outcomeOfAnswer(429, { error: "Too Many Requests", retryAfter: 60 })).toEqual({
      kind: "error",
      message: FDES_MESSAGES.dailyLimit,
    });
    expect(outcomeOfAnswer(504, null)).toEqual({ kind: "error", message: FDES_MESSAGES.timeout });
    expect(outcomeOfAnswer(422, { error: "FDES illisible", description: "Endommagé." })).toEqual({
      kind: "error",
      message: { title: "FDES illisible", description: "Endommagé." },
    });
    expect(outcomeOfAnswer(500, { error: "Erreur" })).toEqual({ kind: "error", message: { title: "Erreur", description: "" } });
    expect(outcomeOfAnswer(502, "<html>")).toEqual({ kind: "error", message: FDES_MESSAGES.analysisFailed });
  });
});
