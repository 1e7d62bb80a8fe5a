/**
 * Stage 2 of a page's stylesheet: what the page's HTML holds that a selector can name (its elements, classes, ids
 * and attributes with their values), read from the HTML React wrote. A tag inside a script or a comment is counted
 * too: that keeps a rule more, never one less.
 */
export interface PageVocabulary {
  tags: Set<string>;
  classes: Set<string>;
  ids: Set<string>;
  /** Each attribute's name (lower case) with every value it has on the page. */
  attributes: Map<string, Set<string>>;
}

const START_TAG = /<([a-zA-Z][^\s/>]*)([^>]*)>/g;
// Attribute values never hold a raw `>`: React writes it `&gt;`.
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const CHARACTER_REFERENCE = /&(#x[0-9a-f]+|#[0-9]+|amp|quot|apos|lt|gt|nbsp);/gi;
const MAX_CODE_POINT = 0x10ffff;
const NAMED_REFERENCES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };

export function pageVocabulary(html: string): PageVocabulary {
  const vocabulary: PageVocabulary = { tags: new Set(), classes: new Set(), ids: new Set(), attributes: new Map() };
  for (const [, tag, attributes] of html.matchAll(START_TAG)) {
    vocabulary.tags.add(tag!.toLowerCase());
    for (const [, rawName, doubleQuoted, singleQuoted, unquoted] of attributes!.matchAll(ATTRIBUTE)) {
      const name = rawName!.toLowerCase();
      const value = decodeCharacterReferences(doubleQuoted ?? singleQuoted ?? unquoted ?? "");
      let values = vocabulary.attributes.get(name);
      if (!values) vocabulary.attributes.set(name, (values = new Set()));
      values.add(value);
      if (name === "class") for (const className of value.split(/[\t\n\f\r ]+/)) if (className) vocabulary.classes.add(className);
      if (name === "id") vocabulary.ids.add(value);
    }
  }
  return vocabulary;
}

function decodeCharacterReferences(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(CHARACTER_REFERENCE, (reference, body: string) => {
    const lower = body.toLowerCase();
    if (!lower.startsWith("#")) return NAMED_REFERENCES[lower] ?? reference;
    const codePoint = lower.startsWith("#x") ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
    return codePoint <= MAX_CODE_POINT ? String.fromCodePoint(codePoint) : reference;
  });
}
