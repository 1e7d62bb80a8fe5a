import { describe, expect, it } from "vitest";
import { PAGE_STYLESHEET_PLACEHOLDER, selectPageStylesheet, withPageStylesheet } from "./page-stylesheet.server";
import { pageVocabulary } from "./page-vocabulary.server";
import { indexStylesheet } from "./stylesheet-index.server";

/** The rules `css` keeps for a page whose body is `body`. */
function keptFor(css: string, body: string): string {
  return selectPageStylesheet(
    indexStylesheet(css),
    pageVocabulary(`<!DOCTYPE html><html lang="fr"><head></head><body>${body}</body></html>`),
  );
}

describe("a page's stylesheet", () => {
  it("keeps the rules whose classes, tags and ids are on the page, in their order, and drops the others", () => {
    const css = ".a{color:red}.b{color:blue}p{margin:0}table{border:0}#top{top:0}#bottom{bottom:0}";
    expect(keptFor(css, '<p id="top" class="a c">x</p>')).toBe(".a{color:red}p{margin:0}#top{top:0}");
  });

  it("reads Tailwind's escaped class names as the HTML writes them", () => {
    const css =
      ".sm\\:grid-cols-2{x:1}.\\[\\&_a\\]\\:underline a{x:2}.w-1\\/2{x:3}.\\[\\&_svg\\:not\\(\\[class\\*\\=\\'size-\\'\\]\\)\\]\\:size-4 svg:not([class*=size-]){x:4}";
    const body =
      '<div class="sm:grid-cols-2 [&amp;_a]:underline"><a>x</a><svg class="[&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4"></svg></div>';
    expect(keptFor(css, body)).toBe(
      ".sm\\:grid-cols-2{x:1}.\\[\\&_a\\]\\:underline a{x:2}.\\[\\&_svg\\:not\\(\\[class\\*\\=\\'size-\\'\\]\\)\\]\\:size-4 svg:not([class*=size-]){x:4}",
    );
  });

  it("keeps the states of what is on the page: hover, focus, checked, first child, pseudo-elements", () => {
    const css =
      "@media (hover:hover){.hover\\:x:hover{x:1}}.focus-visible\\:y:focus-visible{x:2}.z:checked{x:3}.last\\:w:last-child{x:4}.p::placeholder{x:5}:focus-visible{x:6}.gone:hover{x:7}";
    expect(keptFor(css, '<input class="hover:x focus-visible:y z last:w p">')).toBe(
      "@media (hover:hover){.hover\\:x:hover{x:1}}.focus-visible\\:y:focus-visible{x:2}.z:checked{x:3}.last\\:w:last-child{x:4}.p::placeholder{x:5}:focus-visible{x:6}",
    );
  });

  it("judges attribute selectors by the values the page has, except what changes before React runs (open, hidden)", () => {
    const css =
      ".m[aria-current=page]{x:1}.m[aria-expanded=true]{x:2}[hidden]:where(:not([hidden=until-found])){display:none!important}details[open] .c{x:3}input:where([type=submit]){x:4}[data-kind^=wa]{x:5}[lang|=fr]{x:6}";
    const body =
      '<a class="m" aria-current="page" aria-expanded="false">x</a><details><summary class="c">q</summary></details><div data-kind="wall"></div>';
    expect(keptFor(css, body)).toBe(
      ".m[aria-current=page]{x:1}[hidden]:where(:not([hidden=until-found])){display:none!important}details[open] .c{x:3}[data-kind^=wa]{x:5}[lang|=fr]{x:6}",
    );
  });

  it("keeps only the selectors of a list that can match", () => {
    expect(keptFor("h1,h2,h3,h4{font-size:inherit}", "<h2>x</h2><h4>y</h4>")).toBe("h2,h4{font-size:inherit}");
  });

  it("needs one argument of :is() and :where() on the page, none of :not()", () => {
    const css = ":where(.space-y-2>:not(:last-child)){x:1}:where(.space-y-4>:not(:last-child)){x:2}.a:not(.b){x:3}:is(.q,.r){x:4}";
    expect(keptFor(css, '<div class="space-y-2 a r"></div>')).toBe(
      ":where(.space-y-2>:not(:last-child)){x:1}.a:not(.b){x:3}:is(.q,.r){x:4}",
    );
  });

  it("keeps the layers' order, drops empty @media and @supports, keeps the licence comment", () => {
    const css =
      "/*! tailwindcss */@layer theme,base,utilities;@layer base{.none{x:1}}@layer utilities{.a{x:2}@media (width>=40rem){.sm\\:b{x:3}}@supports (color:red){.c{x:4}}}@layer base{p{x:5}}";
    expect(keptFor(css, '<p class="a"></p>')).toBe(
      "/*! tailwindcss */@layer theme,base,utilities;@layer base;@layer utilities{.a{x:2}}@layer base{p{x:5}}",
    );
  });

  it("keeps @keyframes and @property only when a kept rule uses them", () => {
    const css =
      ":root{--animate-spin:spin 1s linear infinite}.animate-spin{animation:var(--animate-spin)}.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-inset-shadow),var(--tw-shadow)}.ring{--tw-ring-color:red}" +
      '@property --tw-inset-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-shadow{syntax:"*";inherits:false}@property --tw-ring-color{syntax:"*";inherits:false}@property --tw-blur{syntax:"*";inherits:false}' +
      "@keyframes spin{to{transform:rotate(360deg)}}@keyframes pulse{50%{opacity:.5}}";
    const kept = keptFor(css, '<div class="shadow ring"></div>');
    expect(kept).toContain("@property --tw-inset-shadow");
    expect(kept).toContain("@property --tw-shadow");
    // Declared, never read: its registration changes nothing on the page.
    expect(kept).not.toContain("@property --tw-ring-color");
    expect(kept).not.toContain("@property --tw-blur");
    // The theme names `spin` (the root is always on the page), `pulse` nowhere.
    expect(kept).toContain("@keyframes spin");
    expect(kept).not.toContain("@keyframes pulse");
  });

  it("writes the page's rules in place of the placeholder, and leaves a page without one alone", () => {
    const css = ".a{x:1}.b{x:2}";
    const page = `<html><head><style data-href="site">${PAGE_STYLESHEET_PLACEHOLDER}</style></head><body><p class="b">x</p></body></html>`;
    expect(withPageStylesheet(page, css)).toBe(
      '<html><head><style data-href="site">.b{x:2}</style></head><body><p class="b">x</p></body></html>',
    );
    expect(withPageStylesheet("<p>no stylesheet</p>", css)).toBe("<p>no stylesheet</p>");
  });

  it("is not fooled by the placeholder's text written elsewhere in the page (a visitor's words, escaped by React)", () => {
    const css = ".a{x:1}.b{x:2}";
    const page = `<html><head><title>${PAGE_STYLESHEET_PLACEHOLDER}&lt;/style&gt;</title><style data-href="site">${PAGE_STYLESHEET_PLACEHOLDER}</style></head><body class="a"></body></html>`;
    expect(withPageStylesheet(page, css)).toBe(
      `<html><head><title>${PAGE_STYLESHEET_PLACEHOLDER}&lt;/style&gt;</title><style data-href="site">.a{x:1}</style></head><body class="a"></body></html>`,
    );
  });

  it("sends the whole stylesheet when it cannot read it, rather than none", () => {
    const page = `<head><style data-href="site">${PAGE_STYLESHEET_PLACEHOLDER}</style></head>`;
    const notCss = ".a b ]{x:1}";
    expect(withPageStylesheet(page, notCss)).toBe(`<head><style data-href="site">${notCss}</style></head>`);
  });
});
