import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

const CLIENT_ASSETS = path.resolve(import.meta.dirname, "../../build/client/assets");

/** The whole site's stylesheet as built (`build/client/assets/app-<hash>.css`), the file islands load before hydrating. */
export function builtSiteStylesheet(): { url: string; css: string } {
  const files = readdirSync(CLIENT_ASSETS).filter((file) => /^app-[\w-]+\.css$/.test(file));
  if (files.length !== 1) throw new Error(`Expected one app-*.css in build/client/assets, found: ${files.join(", ") || "none"}`);
  return { url: `/assets/${files[0]}`, css: readFileSync(path.join(CLIENT_ASSETS, files[0]!), "utf8") };
}

export interface StylesheetCoverage {
  /** Selectors of the page's own stylesheet (its `<style data-href="site">`), each under its @layer/@media path. */
  sent: number;
  /** Sent, but no element of the page's HTML can match them, even in another state: they should not be sent. */
  unmatched: string[];
  /** In the whole stylesheet and able to match an element of the page's HTML, but not sent: the page lacks them. */
  missing: string[];
  /** Selectors this could not try (the browser refused the selector with its states set aside): a fault of this check. */
  unjudged: string[];
}

/**
 * Judges the stylesheet a page was sent against its HTML, with the browser's own CSS parser and selector matching
 * (not the server's; docs/decisions/0022): `html` is parsed without running anything, each selector of the page's
 * `<style>` and of the whole stylesheet is tried on it. A state the visitor or the browser changes does not count
 * against a selector: every pseudo-class but `:is()`, `:where()` and `:has()` (whose arguments are judged the same
 * way) is taken as met, so are pseudo-elements, `:not()`, and the attributes `open` and `hidden` (a `<details>` the
 * visitor opens, the cookie banner the page's plain script hides).
 */
export async function stylesheetCoverage(page: Page, html: string, siteCss: string): Promise<StylesheetCoverage> {
  // tsx (the benchmarks' runner) names inner functions with a helper of its own, which the page does not have.
  await page.evaluate("globalThis.__name ??= (target) => target");
  return page.evaluate(
    ({ html, siteCss }) => {
      const DYNAMIC_ATTRIBUTES = new Set(["open", "hidden"]);
      const KEPT_FUNCTIONS = new Set(["is", "where", "has"]);
      const ANY = ":is(*)";

      /** The selector with every state set aside (see above), each such part replaced by `:is(*)`. */
      function relax(selector: string): string {
        let out = "";
        let i = 0;
        const readBalanced = (open: string, close: string): string => {
          // From `open` at i to its matching `close`, quotes and escapes respected; returns the inside.
          let depth = 0;
          const start = i;
          while (i < selector.length) {
            const c = selector[i]!;
            if (c === "\\") i += 2;
            else if (c === '"' || c === "'") {
              i++;
              while (i < selector.length && selector[i] !== c) i += selector[i] === "\\" ? 2 : 1;
              i++;
            } else {
              if (c === open) depth++;
              if (c === close) depth--;
              i++;
              if (depth === 0) break;
            }
          }
          return selector.slice(start + 1, i - 1);
        };
        while (i < selector.length) {
          const c = selector[i]!;
          if (c === "\\") {
            out += selector.slice(i, i + 2);
            i += 2;
          } else if (c === "[") {
            const inside = readBalanced("[", "]");
            const name = /^\s*([^\s~|^$*=\]]+)/.exec(inside)?.[1]?.toLowerCase() ?? "";
            out += DYNAMIC_ATTRIBUTES.has(name) ? ANY : `[${inside}]`;
          } else if (c === ":") {
            i += selector[i + 1] === ":" ? 2 : 1;
            const name = /^[\w-]*/.exec(selector.slice(i))![0];
            i += name.length;
            const argument = selector[i] === "(" ? readBalanced("(", ")") : null;
            const lower = name.toLowerCase();
            out += argument !== null && KEPT_FUNCTIONS.has(lower) ? `:${lower}(${splitList(argument).map(relax).join(", ")})` : ANY;
          } else {
            out += c;
            i++;
          }
        }
        return out;
      }

      /** A selector list's selectors (commas outside parentheses, brackets and quotes). */
      function splitList(list: string): string[] {
        const parts: string[] = [];
        let depth = 0;
        let start = 0;
        for (let i = 0; i < list.length; i++) {
          const c = list[i]!;
          if (c === "\\") i++;
          else if (c === '"' || c === "'") {
            for (i++; i < list.length && list[i] !== c; i++) if (list[i] === "\\") i++;
          } else if (c === "(" || c === "[") depth++;
          else if (c === ")" || c === "]") depth--;
          else if (c === "," && depth === 0) {
            parts.push(list.slice(start, i).trim());
            start = i + 1;
          }
        }
        parts.push(list.slice(start).trim());
        return parts.filter((part) => part !== "");
      }

      /** Every selector of a stylesheet, under the conditions of the blocks around it. */
      function selectorsOf(css: string): { context: string; selector: string }[] {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        const found: { context: string; selector: string }[] = [];
        const visit = (rules: CSSRuleList, context: string) => {
          for (const rule of rules) {
            if (rule instanceof CSSStyleRule) for (const selector of splitList(rule.selectorText)) found.push({ context, selector });
            else if (rule instanceof CSSLayerBlockRule) visit(rule.cssRules, `${context}@layer ${rule.name} `);
            else if (rule instanceof CSSMediaRule) visit(rule.cssRules, `${context}@media ${rule.conditionText} `);
            else if (rule instanceof CSSSupportsRule) visit(rule.cssRules, `${context}@supports ${rule.conditionText} `);
          }
        };
        visit(sheet.cssRules, "");
        return found;
      }

      const document = new DOMParser().parseFromString(html, "text/html");
      const unjudged: string[] = [];
      const matches = ({ selector }: { selector: string }): boolean => {
        try {
          return document.querySelector(relax(selector)) !== null;
        } catch {
          unjudged.push(`${selector} (tried as ${relax(selector)})`);
          return true;
        }
      };
      const text = ({ context, selector }: { context: string; selector: string }) => `${context}${selector}`;
      const sent = selectorsOf(document.querySelector('style[data-href="site"]')?.textContent ?? "");
      const sentSet = new Set(sent.map(text));
      return {
        sent: sent.length,
        unmatched: sent.filter((entry) => !matches(entry)).map(text),
        missing: selectorsOf(siteCss)
          .filter((entry) => !sentSet.has(text(entry)) && matches(entry))
          .map(text),
        unjudged,
      };
    },
    { html, siteCss },
  );
}
