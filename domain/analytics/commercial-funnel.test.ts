import { describe, expect, it } from "vitest";
import { type CommercialFigures, type FunnelNesting, funnelDiagnostics, funnelSteps } from "./commercial-funnel";

const base: CommercialFigures = {
  visitors: 100,
  productViewers: 50,
  prospects: 10,
  qualifiedLeads: 12,
  averageBudget: 2000,
  quoteRequests: 2,
  marketValidations: 1,
};
const ids = (f: CommercialFigures) => funnelDiagnostics(f).map((d) => d.id);

describe("the Commercial funnel", () => {
  it("gives each step its count and its share of the visitors, and a conversion only from a step it is part of", () => {
    expect(funnelSteps(base)).toEqual([
      { label: "Visiteurs", count: 100, fromPrevious: null, fromVisitors: null },
      { label: "Consultation Produits", count: 50, fromPrevious: 0.5, fromVisitors: 0.5 },
      { label: "Prospects Qualifiés", count: 10, fromPrevious: null, fromVisitors: 0.1 },
      { label: "Demandes de Devis", count: 2, fromPrevious: null, fromVisitors: 0.02 },
      { label: "Validation Marché", count: 1, fromPrevious: null, fromVisitors: 0.01 },
    ]);
    expect(funnelSteps({ ...base, visitors: 0, productViewers: 0 })[1]!.fromPrevious).toBeNull();
    expect(funnelSteps({ ...base, visitors: 0 }).map((step) => step.fromVisitors)).toEqual([null, null, null, null, null]);
  });

  it("gives no conversion to a step larger than the one before ('Validation Marché 134 %')", () => {
    const steps = funnelSteps({ ...base, quoteRequests: 100, marketValidations: 134, prospects: 80 });
    expect(steps[4]).toEqual({ label: "Validation Marché", count: 134, fromPrevious: null, fromVisitors: 1.34 });
    expect(steps[3]!.fromPrevious).toBeNull();
    for (const step of steps) expect(step.fromPrevious ?? 0).toBeLessThanOrEqual(1);
  });

  it("says nothing when every rate is ordinary", () => {
    expect(ids(base)).toEqual([]);
  });

  it("reads no diagnostic on a ratio of steps that are not nested", () => {
    // 134 worksheet users for 100 quote requests, 1 prospect for 50 product viewers, 0 quotes for 20 prospects.
    expect(ids({ ...base, quoteRequests: 100, marketValidations: 134 })).not.toContain("market-validation");
    expect(ids({ ...base, prospects: 1 })).not.toContain("qualification");
    expect(ids({ ...base, prospects: 20, quoteRequests: 0 })).not.toContain("prospect-to-quote");
  });

  it("warns when under 30 % of visitors view the products, not at 30 %", () => {
    expect(ids({ ...base, productViewers: 29, prospects: 5 })).toContain("product-viewing");
    expect(ids({ ...base, productViewers: 30, prospects: 5 })).not.toContain("product-viewing");
    expect(funnelDiagnostics({ ...base, productViewers: 29, prospects: 5 })[0]!.text).toBe(
      "Peu de visiteurs consultent les produits : 29\u00A0% (29 sur 100), sous le seuil de 30 %. Mettez les bottes en avant dès l'accueil et dans les articles.",
    );
  });

  /** Were each step a subset of the one before (a definition to come could make them so), the spec's other rules apply. */
  const nested: FunnelNesting = {
    productViewers: "visitors",
    prospects: "productViewers",
    quoteRequests: "prospects",
    marketValidations: "quoteRequests",
  };
  const nestedIds = (f: CommercialFigures) => funnelDiagnostics(f, nested).map((d) => d.id);

  it("with nested steps, warns when under 10 % of product viewers become prospects, not at 10 %", () => {
    expect(nestedIds({ ...base, prospects: 4 })).toContain("qualification");
    expect(nestedIds({ ...base, prospects: 5 })).not.toContain("qualification");
  });

  it("with nested steps, warns when under 15 % of prospects ask for a quote, only with more than 5 prospects", () => {
    expect(nestedIds({ ...base, prospects: 20, quoteRequests: 2 })).toContain("prospect-to-quote");
    expect(nestedIds({ ...base, prospects: 20, quoteRequests: 3 })).not.toContain("prospect-to-quote");
    expect(nestedIds({ ...base, prospects: 5, quoteRequests: 0 })).not.toContain("prospect-to-quote");
    expect(nestedIds({ ...base, prospects: 6, quoteRequests: 0 })).toContain("prospect-to-quote");
  });

  it("with nested steps, praises a market validation over 50 %, not at 50 %", () => {
    expect(nestedIds({ ...base, marketValidations: 2 })).toContain("market-validation");
    expect(nestedIds({ ...base, marketValidations: 1 })).not.toContain("market-validation");
  });

  it("praises 10 % of visitors asking for a quote, and more", () => {
    expect(ids({ ...base, quoteRequests: 10, marketValidations: 0 })).toContain("visitor-to-quote");
    expect(ids({ ...base, quoteRequests: 9, marketValidations: 0 })).not.toContain("visitor-to-quote");
    expect(funnelDiagnostics({ ...base, quoteRequests: 10 })[0]!.text).toBe(
      "Excellente conversion des visiteurs en demandes de devis : 10\u00A0% (10 sur 100), 10 % ou plus.",
    );
  });

  it("never divides by zero: no visitors, no message", () => {
    expect(ids({ ...base, visitors: 0, productViewers: 0, prospects: 0, quoteRequests: 0, marketValidations: 0 })).toEqual([]);
  });
});
