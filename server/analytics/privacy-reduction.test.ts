import { describe, expect, it } from "vitest";
import { reducePageUrl, referrerHost } from "./privacy-reduction";

describe("reducePageUrl", () => {
  it("keeps the path and the campaign parameters, in their order", () => {
    expect(reducePageUrl("/produits?utm_source=newsletter&email=a@b.fr&ref=salon&utm_campaign=hiver&source=fb")).toBe(
      "/produits?utm_source=newsletter&ref=salon&utm_campaign=hiver&source=fb",
    );
  });
  it("drops every other parameter and the fragment", () => {
    expect(reducePageUrl("/devis?nom=Dupont&tel=0612345678#section-2")).toBe("/devis");
  });
  it("leaves a plain path alone", () => {
    expect(reducePageUrl("/blog/logement-social")).toBe("/blog/logement-social");
  });
});

describe("referrerHost", () => {
  it("reduces a referrer to its host", () => {
    expect(referrerHost("https://www.Google.fr/search?q=isolation+paille")).toBe("www.google.fr");
    expect(referrerHost("http://exemple.fr:8080/page?x=1")).toBe("exemple.fr");
  });
  it("gives null for no referrer or something that is not a web address", () => {
    expect(referrerHost("")).toBeNull();
    expect(referrerHost(null)).toBeNull();
    expect(referrerHost("android-app://com.google.android.gm/")).toBeNull();
    expect(referrerHost("pas une adresse")).toBeNull();
  });
});
