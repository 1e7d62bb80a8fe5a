import { describe, expect, it } from "vitest";
import { discoverApiCalls } from "../support/api-routes";
import { setUpTestSite } from "../support/site";

/**
 * Every refusal a client can read is French (docs/product.md §9), also for a body no form sends: a JSON list, null, a
 * string or a number where an object is expected. zod's own English ("Invalid input: expected object, received
 * array") reached the client in `fields` before.
 */
const site = setUpTestSite({ addressPrefix: "90.84.61" });
const ENGLISH = /\b(invalid|expected|received|input|required|string|number|object|array)\b/i;

describe("refusals of bodies of the wrong shape", () => {
  it.each(discoverApiCalls())("%s answers a list, null, a string or a number in French", async (path) => {
    for (const body of ["[]", "null", '"x"', "42", '{"email": 42}']) {
      const response = await fetch(`${site.server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": site.nextAddress() },
        body,
      });
      const type = response.headers.get("content-type") ?? "";
      if (!type.includes("json")) {
        await response.arrayBuffer();
        continue;
      }
      const answer = (await response.json()) as { error?: string; fields?: Record<string, string> };
      if (response.status < 400) continue;
      const messages = [answer.error ?? "", ...Object.values(answer.fields ?? {})];
      for (const message of messages) expect(message, `${path} ${body} ${response.status}`).not.toMatch(ENGLISH);
    }
  });
});
