import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gzipWithNonce, splitAtPlaceholder, withNonce } from "./nonce-splice.server";

const PLACEHOLDER = "Xq7Vb2LmP9sT4wYz";

describe("a cached page with each answer's nonce written in", () => {
  it("is the page with the nonce in every placeholder's place, plain and gzip-compressed", () => {
    // A fixed amount of work, small enough to take well under a second on a loaded machine: fast-check draws each
    // character on its own, so texts of a few hundred characters (every code point, empty ones, placeholders side by
    // side); the page of real size is the next test's.
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "binary", maxLength: 300 }), { minLength: 1, maxLength: 6 }),
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        (texts, nonceBytes) => {
          const page = Buffer.from(texts.join(PLACEHOLDER), "utf8");
          const nonce = Buffer.from(nonceBytes).toString("base64");
          const expected = texts.join(nonce);
          const spliced = splitAtPlaceholder(page, PLACEHOLDER);
          expect(withNonce(spliced, nonce).toString("utf8")).toBe(expected);
          expect(gunzipSync(gzipWithNonce(spliced, nonce)).toString("utf8")).toBe(expected);
        },
      ),
      { seed: 29, numRuns: 200 },
    );
  });

  it("compresses a real-sized page, placeholders next to each other and at both ends included", () => {
    const html = `${PLACEHOLDER}<p>${randomBytes(40_000).toString("hex")}</p>${PLACEHOLDER}${PLACEHOLDER}<p>${"paille ".repeat(20_000)}</p>${PLACEHOLDER}`;
    const spliced = splitAtPlaceholder(Buffer.from(html), PLACEHOLDER);
    expect(spliced.parts).toHaveLength(5);
    const gzip = gzipWithNonce(spliced, "n0nce+/=");
    expect(gunzipSync(gzip).toString()).toBe(html.replaceAll(PLACEHOLDER, "n0nce+/="));
    expect(gzip.length).toBeLessThan(html.length / 2);
  });
});
