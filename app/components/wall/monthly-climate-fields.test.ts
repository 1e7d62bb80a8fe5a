import { describe, expect, it } from "vitest";
import { readMonths } from "./monthly-climate-fields";

describe("twelve months typed by a person", () => {
  it("reads French decimals and minus signs, separated by ; a tab or spaces", () => {
    const text = ["−2,5 ; 88", "-1\t85", "3 80", ...Array.from({ length: 9 }, (_, i) => `${10 + i},5;75`)].join("\n");
    const months = readMonths(`\n${text}\n\n`)!;
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ temperature: -2.5, humidity: 88 });
    expect(months[1]).toEqual({ temperature: -1, humidity: 85 });
    expect(months[11]).toEqual({ temperature: 18.5, humidity: 75 });
  });

  it("refuses eleven lines, a line with three values, or a word", () => {
    const twelve = Array.from({ length: 12 }, () => "5 ; 80");
    expect(readMonths(twelve.slice(1).join("\n"))).toBeNull();
    expect(readMonths([...twelve.slice(1), "5 ; 80 ; 3"].join("\n"))).toBeNull();
    expect(readMonths([...twelve.slice(1), "cinq ; 80"].join("\n"))).toBeNull();
  });
});
