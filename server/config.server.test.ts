import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server";

describe("parseConfig", () => {
  it("takes the public address from SITE_URL when set", () => {
    expect(parseConfig({ PORT: "4000", SITE_URL: "https://www.isolenpaille.fr" }).SITE_URL).toBe("https://www.isolenpaille.fr");
  });

  it("follows PORT when SITE_URL is unset or empty, so development links reach the running server", () => {
    expect(parseConfig({ PORT: "4000" }).SITE_URL).toBe("http://localhost:4000");
    expect(parseConfig({ PORT: "4000", SITE_URL: "" }).SITE_URL).toBe("http://localhost:4000");
    expect(parseConfig({}).SITE_URL).toBe("http://localhost:3000");
  });

  it("names the variable of a wrong value, in French", () => {
    expect(() => parseConfig({ SITE_URL: "ftp://exemple.fr" })).toThrow(ConfigError);
    expect(() => parseConfig({ SITE_URL: "ftp://exemple.fr" })).toThrow("SITE_URL: doit être une URL http:// ou https://");
  });

  it("allows 10 FDES comparisons per visitor and day and 10 s per reading unless told otherwise", () => {
    expect(parseConfig({})).toMatchObject({ RATE_LIMIT_FDES_PER_DAY: 10, FDES_READ_TIMEOUT_MS: 10_000 });
    expect(parseConfig({ RATE_LIMIT_FDES_PER_DAY: "3", FDES_READ_TIMEOUT_MS: "5" })).toMatchObject({
      RATE_LIMIT_FDES_PER_DAY: 3,
      FDES_READ_TIMEOUT_MS: 5,
    });
    expect(() => parseConfig({ FDES_READ_TIMEOUT_MS: "0" })).toThrow("FDES_READ_TIMEOUT_MS");
  });
});

describe("the company's identity", () => {
  it("is unset unless given, and keeps the SIRET and VAT number without their spaces", () => {
    const unset = parseConfig({});
    expect([unset.COMPANY_SIRET, unset.COMPANY_VAT_NUMBER, unset.HOST_NAME]).toEqual([undefined, undefined, undefined]);
    expect(parseConfig({ COMPANY_SIRET: "732 829 320 00074", COMPANY_VAT_NUMBER: "FR 44 732829320", HOST_NAME: "  OVH  " })).toMatchObject({
      COMPANY_SIRET: "73282932000074",
      COMPANY_VAT_NUMBER: "FR44732829320",
      HOST_NAME: "OVH",
    });
    expect(parseConfig({ COMPANY_LEGAL_FORM: "   " }).COMPANY_LEGAL_FORM).toBeUndefined();
  });

  it("refuses a SIRET or a VAT number whose key is wrong, naming the variable once", () => {
    expect(() => parseConfig({ COMPANY_SIRET: "73282932000075" })).toThrow(
      "Invalid configuration:\n  COMPANY_SIRET : le SIRET 73282932000075 est invalide (clé de Luhn fausse : un chiffre est mal recopié)",
    );
    expect(() => parseConfig({ COMPANY_VAT_NUMBER: "FR45732829320" })).toThrow("  COMPANY_VAT_NUMBER : la clé 45");
    expect(() => parseConfig({ COMPANY_SIRET: "73282932000074", COMPANY_VAT_NUMBER: "FR64443061841" })).toThrow(
      "ne porte pas le SIREN de COMPANY_SIRET",
    );
  });
});
