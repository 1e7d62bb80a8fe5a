import { describe, expect, it } from "vitest";
import { csvDecimal, toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with the BOM, separates with ; and ends lines with CRLF", () => {
    expect(toCsv(["Page", "Vues"], [["/", 12]])).toBe("\uFEFFPage;Vues\r\n/;12\r\n");
  });
  it("writes decimals with a comma", () => {
    expect(toCsv(["Taux"], [[csvDecimal(45.678, 1)]])).toBe("\uFEFFTaux\r\n45,7\r\n");
  });
  it("quotes fields holding ; quotes or line breaks", () => {
    expect(toCsv(["a"], [['dit "bonjour"; puis\nsalut']])).toBe('\uFEFFa\r\n"dit ""bonjour""; puis\nsalut"\r\n');
  });
  it("neutralises formulas in text cells, not in numbers", () => {
    expect(toCsv(["a", "b", "c", "d"], [['=HYPERLINK("x")', "+33", "@cmd", -4]])).toBe(
      '\uFEFFa;b;c;d\r\n"\'=HYPERLINK(""x"")";\'+33;\'@cmd;-4\r\n',
    );
  });
  it("leaves empty cells empty", () => {
    expect(toCsv(["a", "b"], [[null, ""]])).toBe("\uFEFFa;b\r\n;\r\n");
  });
});
