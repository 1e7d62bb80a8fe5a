import { describe, expect, it } from "vitest";
import { summerSentence } from "./summer-sentence";

describe("summerSentence", () => {
  it("says when the afternoon's peak arrives inside, the same day, the next day or later, and what is left of it", () => {
    expect(summerSentence({ timeShiftUnwrappedHours: 2.7, decrementFactor: 0.933 })).toContain("arrive à l'intérieur vers 18 h,");
    expect(summerSentence({ timeShiftUnwrappedHours: 12.9, decrementFactor: 0.234 })).toContain("vers 4 h le lendemain");
    expect(summerSentence({ timeShiftUnwrappedHours: 29.2, decrementFactor: 0.01 })).toContain("vers 20 h le lendemain");
    expect(summerSentence({ timeShiftUnwrappedHours: 40, decrementFactor: 0.01 })).toContain("vers 7 h, 2 jours plus tard");
    expect(summerSentence({ timeShiftUnwrappedHours: 18.9, decrementFactor: 0.0706 })).toContain("ne garde que 7,1 %");
  });
});
