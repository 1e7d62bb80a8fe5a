import type { z } from "zod";
import { contactRequestSchema } from "@domain/contact/contact-schema";
import { plainQuoteRequestSchema } from "@domain/quote/quote-payload";
import { submitContactRequest } from "@server/contact/contact-requests.server";
import { jsonApiAction, methodNotAllowed, parseWith } from "@server/http/api.server";
import { submitPlainQuoteRequest } from "@server/quote/quote-requests.server";

export const loader = methodNotAllowed;

type Message =
  | { type: "devis"; request: z.output<typeof plainQuoteRequestSchema> }
  | { type: "contact"; request: z.output<typeof contactRequestSchema> };

/** Call 7 of docs/api-contract.md: a contact message (type 'contact') or a quote request the site cannot price (type 'devis'). */
export const action = jsonApiAction(
  (body): Message =>
    typeof body === "object" && body !== null && "type" in body && body.type === "devis"
      ? { type: "devis", request: parseWith(plainQuoteRequestSchema, body) }
      : { type: "contact", request: parseWith(contactRequestSchema, body) },
  async (services, meta, message) => {
    if (message.type === "devis") await submitPlainQuoteRequest(services, meta, message.request);
    else await submitContactRequest(services, meta, message.request);
  },
);
