import { describe, expect, it } from "vitest";
import { blogPosting, breadcrumbList, faqPage, serializeJsonLd } from "./structured-data";

const SITE = "https://isolenpaille.test";

describe("serializeJsonLd", () => {
  it("cannot close the script element and still parses back to the same data", () => {
    const data = { "@type": "Thing", name: "</script><script>alert(1)</script> & <!-- \u2028" };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("builders", () => {
  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    expect(
      breadcrumbList(SITE, [
        { name: "Accueil", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Accueil", item: "https://isolenpaille.test/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://isolenpaille.test/blog" },
      ],
    });
  });

  it("describes a blog post with its date, author and absolute URL", () => {
    const post = blogPosting(`${SITE}/`, {
      path: "/blog/un-article",
      title: "Un article",
      description: "Résumé",
      publishedDate: "2025-03-14",
      author: "L'équipe",
      category: "Formation",
      tags: ["paille", "chantier"],
    });
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Un article",
      datePublished: "2025-03-14",
      url: "https://isolenpaille.test/blog/un-article",
      keywords: "paille, chantier",
    });
    expect(post).not.toHaveProperty("image");
  });

  it("lists FAQ questions with their answers", () => {
    expect(faqPage([{ question: "Q ?", answer: "R." }]).mainEntity).toEqual([
      { "@type": "Question", name: "Q ?", acceptedAnswer: { "@type": "Answer", text: "R." } },
    ]);
  });
});
