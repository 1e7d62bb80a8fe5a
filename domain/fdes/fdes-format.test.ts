import { describe, expect, it } from "vitest";
import { formatIndicator, formatReduction } from "./fdes-format";

describe("FDES figures in French", () => {
  it("keeps a readable precision, says 'non lu' for a missing value and words the reductions", () => {
    expect(formatIndicator(2.95, "kg CO₂ éq.")).toBe("2,95\u00A0kg CO₂ éq.");
    expect(formatIndicator(1110.5, "MJ")).toBe("1\u202F111\u00A0MJ");
    expect(formatIndicator(-0.097, "kg CO₂ éq.")).toBe("-0,097\u00A0kg CO₂ éq.");
    expect(formatIndicator(0.000171, "kg")).toBe("0,00017\u00A0kg");
    expect(formatIndicator(null, "kg")).toBe("non lu");
    expect(formatReduction(45.24)).toBe("45,2\u00A0% de moins");
    expect(formatReduction(-12)).toBe("12\u00A0% de plus");
    expect(formatReduction(0.01)).toBe("identique");
    expect(formatReduction(null)).toBeNull();
  });
});
