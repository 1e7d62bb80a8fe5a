import * as csstree from "css-tree";

/**
 * Stage 1 of a page's stylesheet (docs/decisions/0022-stylesheet-per-page.md): the site's built
 * stylesheet read once into a tree whose leaves are style rules, each selector of a rule with what it needs on a page
 * to match an element there (a class, a tag, an id, an attribute). Everything else is kept as the build wrote it.
 */

/** What a selector needs to be found in a page's HTML; each list must be met whole. */
export interface SelectorNeeds {
  tags: string[];
  classes: string[];
  ids: string[];
  attributes: AttributeNeed[];
  /** `:is()`, `:where()`, `:has()`: one selector of each list must be met. */
  oneOf: SelectorNeeds[][];
}

export interface AttributeNeed {
  name: string;
  /** `=`, `~=`, `|=`, `^=`, `$=`, `*=`; null for the attribute's presence. */
  matcher: string | null;
  value: string;
  ignoreCase: boolean;
}

export type StylesheetNode =
  /** Kept as written: the `@layer a, b;` order, the licence comment, anything this does not know. */
  | { kind: "verbatim"; css: string }
  | { kind: "rule"; selectors: { css: string; needs: SelectorNeeds }[]; block: string }
  /** `@media`, `@supports`, `@layer name { }`: kept when one of its children is. */
  | { kind: "group"; prelude: string; layer: string | null; children: StylesheetNode[] }
  /** `@keyframes name`, `@property --name`: kept when a kept rule names it. */
  | { kind: "named"; name: string; css: string };

export interface StylesheetIndex {
  nodes: StylesheetNode[];
}

/**
 * Attributes whose value changes on a page before React runs there, by the browser or the page's plain script: a
 * `<details>` opened by the visitor (`open`), the cookie banner hidden once answered (`hidden`, in
 * app/islands/cookie-banner-buttons.ts). A selector on them is judged without them. Everything else the server wrote
 * stays as written until an island or a tool hydrates, and the whole stylesheet is loaded before that
 * (app/islands/full-stylesheet.ts).
 */
export const ATTRIBUTES_CHANGED_BEFORE_HYDRATION: ReadonlySet<string> = new Set(["open", "hidden"]);

/** At-rules whose block holds rules, kept when one of them is. */
const GROUPING_AT_RULES = new Set(["media", "supports", "layer", "container"]);
/** At-rules kept only when a kept rule names them. */
const NAMED_AT_RULES = new Set(["keyframes", "property"]);

export function indexStylesheet(css: string): StylesheetIndex {
  const ast = csstree.parse(css, {
    parseValue: false,
    parseCustomProperty: false,
    parseAtrulePrelude: false,
    // A rule this cannot read could not be judged: the caller sends the whole stylesheet rather than guess.
    onParseError: (error) => {
      throw error;
    },
  });
  if (ast.type !== "StyleSheet") throw new Error("indexStylesheet: not a stylesheet");
  return { nodes: ast.children.toArray().map(indexNode) };
}

function indexNode(node: csstree.CssNode): StylesheetNode {
  if (node.type === "Rule" && node.prelude.type === "SelectorList") {
    return {
      kind: "rule",
      selectors: node.prelude.children.toArray().map((selector) => ({ css: csstree.generate(selector), needs: selectorNeeds(selector) })),
      block: csstree.generate(node.block),
    };
  }
  if (node.type === "Atrule") {
    const name = node.name.toLowerCase();
    const prelude = node.prelude ? csstree.generate(node.prelude).trim() : "";
    if (node.block && GROUPING_AT_RULES.has(name)) {
      return {
        kind: "group",
        prelude: `@${node.name}${prelude ? ` ${prelude}` : ""}`,
        layer: name === "layer" && prelude !== "" ? prelude : null,
        children: node.block.children.toArray().map(indexNode),
      };
    }
    if (node.block && NAMED_AT_RULES.has(name) && prelude !== "") return { kind: "named", name: prelude, css: csstree.generate(node) };
  }
  return { kind: "verbatim", css: node.type === "Comment" ? `/*${node.value}*/` : csstree.generate(node) };
}

function emptyNeeds(): SelectorNeeds {
  return { tags: [], classes: [], ids: [], attributes: [], oneOf: [] };
}

/**
 * What one complex selector needs. Pseudo-elements and pseudo-classes of state or position (`:hover`, `:checked`,
 * `:first-child`…) are assumed met: the element they qualify must be on the page, not in that state now. `:not()`
 * is assumed met too (what it excludes may be anywhere).
 */
export function selectorNeeds(selector: csstree.CssNode): SelectorNeeds {
  const needs = emptyNeeds();
  csstree.walk(selector, {
    enter(node: csstree.CssNode) {
      switch (node.type) {
        case "TypeSelector":
          // `*` and namespaced forms match any element.
          if (node.name !== "*" && !node.name.includes("|")) needs.tags.push(csstree.ident.decode(node.name).toLowerCase());
          return;
        case "ClassSelector":
          needs.classes.push(csstree.ident.decode(node.name));
          return;
        case "IdSelector":
          needs.ids.push(csstree.ident.decode(node.name));
          return;
        case "AttributeSelector": {
          const name = csstree.ident.decode(node.name.name).toLowerCase();
          if (ATTRIBUTES_CHANGED_BEFORE_HYDRATION.has(name)) return;
          const value = node.value ? (node.value.type === "String" ? csstree.string.decode(node.value.value) : node.value.name) : "";
          needs.attributes.push({ name, matcher: node.matcher, value, ignoreCase: node.flags?.toLowerCase() === "i" });
          return;
        }
        case "PseudoClassSelector": {
          const name = node.name.toLowerCase();
          const list = node.children?.first;
          if ((name === "is" || name === "where" || name === "has") && list?.type === "SelectorList") {
            needs.oneOf.push(list.children.toArray().map(selectorNeeds));
          }
          // Nothing inside another pseudo-class (`:not()`, `:nth-child(… of S)`) is required.
          return csstree.walk.skip;
        }
        case "PseudoElementSelector":
          return csstree.walk.skip;
        default:
          return;
      }
    },
  });
  return needs;
}
