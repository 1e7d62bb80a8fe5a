import { describe, expect, it } from "vitest";
import { pageVocabulary } from "./page-vocabulary.server";

describe("what a page's HTML holds for selectors", () => {
  it("reads tags, classes, ids and attributes with their values, React's escaping undone", () => {
    const page = pageVocabulary(
      '<main id="contenu" class="flex  [&amp;_a]:underline\nsm:p-4"><svg viewBox="0 0 1 1"><clipPath id="c"></clipPath></svg><input type=checkbox disabled data-x="a&quot;b&#x27;c&#39;d&lt;&gt;"></main>',
    );
    expect([...page.tags].sort()).toEqual(["clippath", "input", "main", "svg"]);
    expect([...page.classes].sort()).toEqual(["[&_a]:underline", "flex", "sm:p-4"]);
    expect([...page.ids].sort()).toEqual(["c", "contenu"]);
    expect(page.attributes.get("type")).toEqual(new Set(["checkbox"]));
    expect(page.attributes.get("disabled")).toEqual(new Set([""]));
    expect(page.attributes.get("data-x")).toEqual(new Set(["a\"b'c'd<>"]));
    expect(page.attributes.get("viewbox")).toEqual(new Set(["0 0 1 1"]));
  });

  it("leaves a character reference it cannot read as written", () => {
    expect(pageVocabulary('<p class="a&#x110000;b &unknown;">').classes).toEqual(new Set(["a&#x110000;b", "&unknown;"]));
  });
});
