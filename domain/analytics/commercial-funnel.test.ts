import { describe, expect, it } from "vitest";
import { funnelDiagnostics, funnelSteps } from "./commercial-funnel";
import type { CommercialFigures } from "./commercial-funnel";

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
  it("gives each step its count, its share of the step before and of the visitors", () => {
    expect(funnelSteps(base)).toEqual([
      { label: "Visiteurs", count: 100, fromPrevious: null, fromVisitors: 1 },
      { label: "Consultation Produits", count: 50, fromPrevious: 0.5, fromVisitors: 0.5 },
      { label: "Prospects Qualifiés", count: 10, fromPrevious: 0.2, fromVisitors: 0.1 },
      { label: "Demandes de Devis", count: 2, fromPrevious: 0.2, fromVisitors: 0.02 },
      { label: "Validation Marché", count: 1, fromPrevious: 0.5, fromVisitors: 0.01 },
    ]);
    expect(funnelSteps({ ...base, visitors: 0, productViewers: 0 })[2]!.fromPrevious).toBeNull();
  });

  it("says nothing when every rate is ordinary", () => {
    expect(ids(base)).toEqual([]);
  });

  it("warns when under 30 % of visitors view the products, not at 30 %", () => {
    expect(ids({ ...base, productViewers: 29, prospects: 5 })).toContain("product-viewing");
    expect(ids({ ...base, productViewers: 30, prospects: 5 })).not.toContain("product-viewing");
    expect(funnelDiagnostics({ ...base, productViewers: 29, prospects: 5 })[0]!.text).toBe(
      "Peu de visiteurs consultent les produits : 29\u00A0% (29 sur 100), sous le seuil de 30 %. Mettez les bottes en avant dès l'accueil et dans les articles.",
    );
  });

  it("warns when under 10 % of product viewers become prospects, not at 10 %", () => {
    expect(ids({ ...base, prospects: 4 })).toContain("qualification");
    expect(ids({ ...base, prospects: 5 })).not.toContain("qualification");
  });

  it("warns when under 15 % of prospects ask for a quote, only with more than 5 prospects", () => {
    expect(ids({ ...base, prospects: 20, quoteRequests: 2 })).toContain("prospect-to-quote");
    expect(ids({ ...base, prospects: 20, quoteRequests: 3 })).not.toContain("prospect-to-quote");
    expect(ids({ ...base, prospects: 5, quoteRequests: 0 })).not.toContain("prospect-to-quote");
    expect(ids({ ...base, prospects: 6, quoteRequests: 0 })).toContain("prospect-to-quote");
  });

  it("praises a market validation over 50 %, not at 50 %", () => {
    expect(ids({ ...base, marketValidations: 2 })).toContain("market-validation");
    expect(ids({ ...base, marketValidations: 1 })).not.toContain("market-validation");
  });

  it("praises 10 % of visitors asking for a quote, and more", () => {
    expect(ids({ ...base, quoteRequests: 10, marketValidations: 0 })).toContain("visitor-to-quote");
    expect(ids({ ...base, quoteRequests: 9, marketValidations: 0 })).not.toContain("visitor-to-quote");
  });

  it("never divides by zero: no visitors, no message", () => {
    expect(ids({ ...base, visitors: 0, productViewers: 0, prospects: 0, quoteRequests: 0, marketValidations: 0 })).toEqual([]);
  });
});
