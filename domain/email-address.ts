import { z } from "zod";

/** The rules of an e-mail address field, shared by every form that asks for one (docs/product.md §8). */
export const EMAIL_MESSAGES = {
  required: "L'email est requis",
  invalid: "Format d'email invalide",
  tooLong: "L'email ne peut pas dépasser 255 caractères",
} as const;

/** Required, at most 255 characters, a valid address (so never a line break), trimmed and lowercased. */
export const emailAddressSchema = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .min(1, EMAIL_MESSAGES.required)
  .max(255, EMAIL_MESSAGES.tooLong)
  .pipe(z.email({ error: EMAIL_MESSAGES.invalid }))
  .transform((email) => email.toLowerCase());
