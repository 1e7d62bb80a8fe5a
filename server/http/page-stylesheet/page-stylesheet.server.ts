import type { PageVocabulary } from "./page-vocabulary.server";
import { pageVocabulary } from "./page-vocabulary.server";
import type { AttributeNeed, SelectorNeeds, StylesheetIndex, StylesheetNode } from "./stylesheet-index.server";
import { indexStylesheet } from "./stylesheet-index.server";

/**
 * Stage 3: the rules of the site's stylesheet that can match an element of one page (docs/decisions/0022), in the
 * stylesheet's order, inside their `@layer`, `@media` and `@supports` blocks; a selector list keeps only its
 * selectors that can match. `@keyframes` and `@property` are kept when a kept rule names them; a named `@layer` block
 * left empty stays as `@layer name;`, so that the layers keep their order.
 */
export function selectPageStylesheet(index: StylesheetIndex, page: PageVocabulary): string {
  const kept = index.nodes.map((node) => selectNode(node, page));
  const named = namesUsed(kept);
  // A kept `@keyframes` may read a custom property no rule reads.
  for (const node of kept) if (node?.kind === "named" && named.has(node.name)) addNames(node.css, named);
  return kept.map((node) => render(node, named)).join("");
}

/** What remains of a node for the page: rules as text, named at-rules still to decide once every rule is known. */
type Selected =
  | { kind: "css"; css: string; names: string }
  | { kind: "named"; name: string; css: string }
  | { kind: "group"; prelude: string; layer: string | null; children: Selected[] }
  | null;

function selectNode(node: StylesheetNode, page: PageVocabulary): Selected {
  switch (node.kind) {
    case "verbatim":
      return { kind: "css", css: node.css, names: "" };
    case "named":
      return node;
    case "rule": {
      const selectors = node.selectors.filter((selector) => canMatch(selector.needs, page));
      if (selectors.length === 0) return null;
      return { kind: "css", css: `${selectors.map((selector) => selector.css).join(",")}${node.block}`, names: node.block };
    }
    case "group": {
      const children = node.children.map((child) => selectNode(child, page)).filter((child) => child !== null);
      if (children.length === 0) return node.layer ? { kind: "css", css: `@layer ${node.layer};`, names: "" } : null;
      return { kind: "group", prelude: node.prelude, layer: node.layer, children };
    }
  }
}

/**
 * A custom property read with `var()` (a `@property` rule matters only where its property is read), or an identifier
 * (a keyframes' name); a custom property only declared is not a use.
 */
const NAME = /var\(\s*(--[\w-]+)|(?<![\w-])([A-Za-z_][\w-]*)/g;

/** Every name the kept rules' declarations use. */
function namesUsed(kept: Selected[]): Set<string> {
  const names = new Set<string>();
  const visit = (node: Selected) => {
    if (node?.kind === "css") addNames(node.names, names);
    if (node?.kind === "group") node.children.forEach(visit);
  };
  kept.forEach(visit);
  return names;
}

function addNames(css: string, names: Set<string>): void {
  for (const [, property, identifier] of css.matchAll(NAME)) names.add((property ?? identifier)!);
}

function render(node: Selected, names: Set<string>): string {
  if (node === null) return "";
  if (node.kind === "css") return node.css;
  if (node.kind === "named") return names.has(node.name) ? node.css : "";
  const children = node.children.map((child) => render(child, names)).join("");
  if (children === "") return node.layer ? `@layer ${node.layer};` : "";
  return `${node.prelude}{${children}}`;
}

export function canMatch(needs: SelectorNeeds, page: PageVocabulary): boolean {
  return (
    needs.tags.every((tag) => page.tags.has(tag)) &&
    needs.classes.every((className) => page.classes.has(className)) &&
    needs.ids.every((id) => page.ids.has(id)) &&
    needs.attributes.every((attribute) => hasAttribute(attribute, page)) &&
    needs.oneOf.every((alternatives) => alternatives.some((alternative) => canMatch(alternative, page)))
  );
}

function hasAttribute(need: AttributeNeed, page: PageVocabulary): boolean {
  const values = page.attributes.get(need.name);
  if (!values) return false;
  if (need.matcher === null) return true;
  const wanted = need.ignoreCase ? need.value.toLowerCase() : need.value;
  for (const raw of values) {
    const value = need.ignoreCase ? raw.toLowerCase() : raw;
    if (attributeValueMatches(need.matcher, value, wanted)) return true;
  }
  return false;
}

/** Selectors Level 4, 6.2–6.3; an operator this does not know is assumed to match. */
function attributeValueMatches(matcher: string, value: string, wanted: string): boolean {
  switch (matcher) {
    case "=":
      return value === wanted;
    case "~=":
      return wanted !== "" && value.split(/[\t\n\f\r ]+/).includes(wanted);
    case "|=":
      return value === wanted || value.startsWith(`${wanted}-`);
    case "^=":
      return wanted !== "" && value.startsWith(wanted);
    case "$=":
      return wanted !== "" && value.endsWith(wanted);
    case "*=":
      return wanted !== "" && value.includes(wanted);
    default:
      return true;
  }
}

/**
 * Where the server entry writes the page's stylesheet: the `<style>` React renders holds this text until the page is
 * whole, then the rules the page uses replace it. No stylesheet holds it.
 */
export const PAGE_STYLESHEET_PLACEHOLDER = "/*page-stylesheet*/";
// Only React's own raw `<style>` text can hold this: in text and attributes it writes `>` as `&gt;`, and React
// Router's data writes `<` as `\u003c`. A visitor's words elsewhere in the page cannot be taken for it.
const PLACEHOLDER_ELEMENT_TEXT = `>${PAGE_STYLESHEET_PLACEHOLDER}</style>`;

let cachedIndex: { css: string; index: StylesheetIndex } | undefined;

/**
 * The page's HTML with its stylesheet written in place of the placeholder: the site's rules this page can use. If
 * that fails, the whole stylesheet, as before (a page without style would be worse than a heavy one).
 */
export function withPageStylesheet(html: string, siteCss: string): string {
  const at = html.indexOf(PLACEHOLDER_ELEMENT_TEXT);
  if (at < 0) return html;
  const before = html.slice(0, at + 1);
  const after = html.slice(at + 1 + PAGE_STYLESHEET_PLACEHOLDER.length);
  let css = siteCss;
  try {
    if (cachedIndex?.css !== siteCss) cachedIndex = { css: siteCss, index: indexStylesheet(siteCss) };
    css = selectPageStylesheet(cachedIndex.index, pageVocabulary(before + after));
  } catch (error) {
    console.error("The page's stylesheet could not be chosen: the whole stylesheet is sent", error);
  }
  return before + css + after;
}
