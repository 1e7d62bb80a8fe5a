import { generateQuotePayload } from "@domain/quote/quote-payload";
import { WORKED_HOUSE } from "@domain/re2020/worked-house";
import { WALL_PRESETS } from "@domain/wall/presets";
import { completeQuote } from "../../scripts/demo/quote-request";
import { comparisonAnswer } from "../support/fdes-answer";

/**
 * What the fuzz suite needs to know about a call beyond its path, only where the generic contract is not enough.
 * - `valid`: a body the call accepts, so mutations of it (a field missing, retyped, padded with CR/LF, extra
 *   fields) reach the validation of each field and not only the first check;
 * - `extraStatuses`: answers the call's contract allows besides 400/405/413/415/429 for a body it refuses
 *   (422 for an FDES it cannot read, say);
 * - `multipart`: the call takes a multipart upload (field name given), not JSON.
 * A call missing here is still fuzzed with hostile bodies.
 */
export interface ApiCallKnowledge {
  valid?: Record<string, unknown>;
  extraStatuses?: number[];
  multipart?: { field: string };
}

const WORKSHEET_MEASUREMENT = { baleType: "36", lot: "L001", lengthCm: 55, humidity: 15, weightKg: 11, weightType: "bale" };

export const API_CALL_KNOWLEDGE: Record<string, ApiCallKnowledge> = {
  "/api/track-page-view": { valid: { page_url: "/produits", page_title: "Produits", referrer: null, is_admin: false } },
  "/api/send-contact-email": {
    valid: {
      type: "contact",
      firstName: "Éloïse",
      lastName: "Le Goff",
      email: "eloise.legoff@exemple.fr",
      phone: "06 12 34 56 78",
      subject: "Isolation d'une maison à Cholet",
      message: "Bonjour, nous cherchons des bottes de 36.",
    },
  },
  // With an RE2020 estimate, so its fields are fuzzed too; a composition the wall methods refuse is a 422.
  "/api/generate-devis": { valid: { ...generateQuotePayload(completeQuote, false), re2020Estimate: WORKED_HOUSE }, extraStatuses: [422] },
  "/api/compare-fdes": { multipart: { field: "file" }, extraStatuses: [422, 503, 504] },
  "/api/track-bordereau-usage": {
    valid: { eventType: "measurement_added", botteType: "36", measurementCount: 1, metadata: WORKSHEET_MEASUREMENT },
  },
  "/api/send-masse-volumique-results": {
    valid: { email: "atelier@exemple.fr", botteType: "36", measurements: [WORKSHEET_MEASUREMENT] },
  },
  "/api/worksheet-report": { valid: { botteType: "36", measurements: [WORKSHEET_MEASUREMENT] } },
  // The comparison answer as the page holds it; our side is computed again, so nothing the call accepts is refused later.
  "/api/fdes-report": { valid: { ...comparisonAnswer() } },
  "/api/wall-report": { valid: { ...WALL_PRESETS[1]!.request }, extraStatuses: [422] },
  "/api/send-wall-report": { valid: { ...WALL_PRESETS[1]!.request, email: "atelier@exemple.fr" }, extraStatuses: [422] },
  // A refusal of the methods (a metal frame, bounds too far apart) is a 422 with its French message.
  "/api/wall-performance": { valid: { ...WALL_PRESETS[1]!.request }, extraStatuses: [422] },
  "/api/track-wall-calculation": {
    valid: {
      element: "wall",
      presetId: "paille-botte-36",
      layerCount: 3,
      baleProductId: "botte-36",
      uValue: 0.12,
      timeShiftHours: 14,
      condensation: false,
      isAdmin: false,
    },
  },
  // A composition outside the wall methods' validity is a 422, as for the wall calculator.
  "/api/re2020-estimate": {
    valid: { ...WORKED_HOUSE, floor: { areaM2: 80, composition: { layers: [{ thicknessMm: 220, materialId: "botte-22-flat" }] } } },
    extraStatuses: [422],
  },
  "/api/re2020-report": { valid: { ...WORKED_HOUSE }, extraStatuses: [422] },
  "/api/send-re2020-report": { valid: { ...WORKED_HOUSE, email: "atelier@exemple.fr" }, extraStatuses: [422] },
  // Admins only (docs/product-decisions.md): the fuzz suite is never signed in.
  "/api/create-admin-user": { extraStatuses: [401, 403] },
};
