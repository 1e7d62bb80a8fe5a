import { describe, expect, it } from "vitest";
import { indicatorOf } from "./indicators.server";
import { joinLabel } from "./table-rows.server";

describe("joinLabel", () => {
  it("mends a word cut at the end of a line and keeps a dash after a space", () => {
    expect(joinLabel(["Utilisation totale des ressources", "d'énergie primaire non renou-", "velables"])).toBe(
      "Utilisation totale des ressources d'énergie primaire non renouvelables",
    );
    expect(indicatorOf(joinLabel(["Utilisation totale des ressources d'énergie primaire non renou-", "velables"]))).toBe("penrt");
    expect(joinLabel(["Changement climatique -", "total"])).toBe("Changement climatique - total");
    expect(joinLabel(["Changement climatique -", "Total"])).toBe("Changement climatique - Total");
  });
});
