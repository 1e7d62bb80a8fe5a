import { canGenerateQuote, type QuoteForm } from "@domain/quote/quote-form";
import { generateQuotePayload, plainQuotePayload } from "@domain/quote/quote-payload";
import { readAdminMode } from "~/lib/browser-keys";
import { postJson, type PostResult } from "~/lib/post-json";
import { sendTracking } from "~/lib/send-tracking";

export type QuoteRoute = "generate" | "plain";

/**
 * Which call a request goes by (docs/product.md §7): a personalised quote when it has everything one needs (call 8),
 * otherwise a plain quote request (call 7, type 'devis').
 */
export function quoteRoute(form: QuoteForm): QuoteRoute {
  return canGenerateQuote(form) ? "generate" : "plain";
}

/**
 * Sends the request, with the RE2020 estimate the visitor joined (its request, checked again by the server); a plain
 * request that went through is then counted as a conversion (call 9, best effort).
 */
export async function sendQuote(form: QuoteForm, urgent: boolean, re2020Estimate?: object): Promise<PostResult> {
  const estimate = re2020Estimate ? { re2020Estimate } : {};
  if (quoteRoute(form) === "generate") return postJson("/api/generate-devis", { ...generateQuotePayload(form, urgent), ...estimate });
  const result = await postJson("/api/send-contact-email", { ...plainQuotePayload(form, urgent), ...estimate });
  if (result.kind === "ok") {
    void sendTracking(
      "/api/track-conversion",
      { eventType: "quote_request_submitted", eventCategory: "conversion", pageUrl: window.location.pathname, isAdmin: readAdminMode() },
      "Error tracking conversion",
    );
  }
  return result;
}
