import type { z } from "zod";
import { contactRequestSchema } from "@domain/contact/contact-schema";
import { plainQuoteWithEstimateSchema } from "@domain/quote/quote-estimate";
import { submitContactRequest } from "@server/contact/contact-requests.server";
import { jsonApiAction, methodNotAllowed, parseWith } from "@server/http/api.server";
import { submitPlainQuoteRequest } from "@server/quote/quote-requests.server";

export const loader = methodNotAllowed;

type Message =
  | { type: "devis"; request: z.output<typeof plainQuoteWithEstimateSchema> }
  | { type: "contact"; request: z.output<typeof contactRequestSchema> };

/** Call 7 of docs/api-contract.md: a contact message (type 'contact') or a quote request the site cannot price (type 'devis'). */
export const action = jsonApiAction(
  (body): Message =>
    typeof body === "object" && body !== null && "type" in body && body.type === "devis"
      ? { type: "devis", request: parseWith(plainQuoteWithEstimateSchema, body) }
      : { type: "contact", request: parseWith(contactRequestSchema, body) },
  async (services, meta, message) => {
    if (message.type === "devis") {
      const { re2020Estimate, ...form } = message.request;
      return submitPlainQuoteRequest(services, meta, form, re2020Estimate);
    }
    return submitContactRequest(services, meta, message.request);
  },
);
