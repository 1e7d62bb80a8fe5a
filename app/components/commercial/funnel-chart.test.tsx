import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { funnelSteps } from "@domain/analytics/commercial-funnel";
import { FunnelChart } from "./funnel-chart";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/\u00A0/g, " ");

describe("the funnel chart", () => {
  it("writes each step against the visitors, and no '% de l'étape précédente' for a step larger than the one before", () => {
    const html = renderToString(
      <FunnelChart
        steps={funnelSteps({
          visitors: 1000,
          productViewers: 400,
          prospects: 50,
          qualifiedLeads: 60,
          averageBudget: 2000,
          quoteRequests: 100,
          marketValidations: 134,
        })}
      />,
    );
    expect(text(html)).toContain("Consultation Produits : 400 · 40 % des visiteurs");
    expect(text(html)).toContain("Demandes de Devis : 100 · 10 % des visiteurs");
    expect(text(html)).toContain("Validation Marché : 134 · 13,4 % des visiteurs");
    expect(text(html)).not.toContain("étape précédente");
    expect(text(html)).not.toContain("134 %");
  });
});
