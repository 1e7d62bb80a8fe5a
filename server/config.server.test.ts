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
});
