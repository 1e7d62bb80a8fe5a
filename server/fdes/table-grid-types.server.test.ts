import { describe, expect, it } from "vitest";
import { readCell } from "./cell-value.server";
import type { PositionedText } from "./fdes-types.server";
import { joinWords } from "./table-grid-types.server";

/** A token of font size 7,5 whose width is 0,53 of the size per character (digits of most sans-serif fonts). */
const token = (text: string, x: number): PositionedText => ({ text, x, y: 100, width: text.length * 4, height: 7.5, page: 1 });

describe("joinWords", () => {
  it("keeps two numbers of two columns read into one cell apart: illegible, never one number (seed 31 document 304)", () => {
    // "20" (C1-C4) and "112" (Total) 28 points apart in one cell of a grid whose headers were not read.
    const text = joinWords([token("20", 417), token("112", 454)]);
    expect(readCell(text, ",").kind).toBe("illegible");
    // Digit groups a thin space apart are one number, and words keep their single spaces.
    expect(readCell(joinWords([token("20", 417), token("112", 426 + 2)]), ",")).toMatchObject({ kind: "number", value: 20112 });
    expect(joinWords([token("Total", 10), token("cycle", 34), token("de", 58), token("vie", 70)])).toBe("Total cycle de vie");
  });
});
