import { describe, expect, it } from "vitest";
import { splitBlogContent } from "./blog-content";

describe("splitBlogContent", () => {
  it("splits paragraphs at blank lines and turns '## ' lines into headings", () => {
    const content = "Premier paragraphe.\n\n## Le chantier\n\nDeuxième paragraphe.\n\nTroisième.";
    expect(splitBlogContent(content)).toEqual([
      { kind: "paragraph", text: "Premier paragraphe." },
      { kind: "heading", text: "Le chantier" },
      { kind: "paragraph", text: "Deuxième paragraphe." },
      { kind: "paragraph", text: "Troisième." },
    ]);
  });

  it("joins the lines of one paragraph with a space", () => {
    expect(splitBlogContent("Une phrase\nqui continue\n  ici.")).toEqual([{ kind: "paragraph", text: "Une phrase qui continue ici." }]);
  });

  it("reads a heading directly followed by its text, without a blank line", () => {
    expect(splitBlogContent("## Titre\nLe texte.")).toEqual([
      { kind: "heading", text: "Titre" },
      { kind: "paragraph", text: "Le texte." },
    ]);
  });

  it("ignores leading, trailing and repeated blank lines, including lines of spaces, and Windows line ends", () => {
    expect(splitBlogContent("\n\n  \nA.\r\n\r\n \t \r\n\r\nB.\n\n\n")).toEqual([
      { kind: "paragraph", text: "A." },
      { kind: "paragraph", text: "B." },
    ]);
  });

  it("keeps '##' without a space, or '###', as ordinary text, and drops an empty heading", () => {
    expect(splitBlogContent("##Collé\n\n### Trois\n\n## \n\nFin.")).toEqual([
      { kind: "paragraph", text: "##Collé" },
      { kind: "paragraph", text: "### Trois" },
      { kind: "paragraph", text: "Fin." },
    ]);
  });

  it("gives nothing for empty content", () => {
    expect(splitBlogContent("")).toEqual([]);
    expect(splitBlogContent(" \n \n")).toEqual([]);
  });
});
