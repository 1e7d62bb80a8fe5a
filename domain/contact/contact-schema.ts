import { z } from "zod";
import { EMAIL_MESSAGES, emailAddressSchema } from "../email-address";
import { COMPANY_MAX_LENGTH, COMPANY_TOO_LONG } from "../shared-fields";

/**
 * The contact form's rules and French messages (docs/product.md §8), used by the browser form and re-checked by
 * `POST /api/send-contact-email`. Newlines can appear only in the message body, never in a field that could end
 * up near a mail header.
 */
const NAME = /^[\p{L}\p{M} '’-]+$/u;
/** +33, 0033 or 0, then 9 digits, with optional spaces, dots or hyphens between pairs. */
const FRENCH_PHONE = /^(?:(?:\+|00)33[ .-]?|0)[1-9](?:[ .-]?\d{2}){4}$/;

export const CONTACT_MESSAGES = {
  nameTooShort: "Le nom doit contenir au moins 2 caractères",
  nameTooLong: "Le nom ne peut pas dépasser 100 caractères",
  nameCharacters: "Le nom ne peut contenir que des lettres, des espaces, des apostrophes et des tirets",
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  emailTooLong: EMAIL_MESSAGES.tooLong,
  phoneInvalid: "Numéro de téléphone invalide (format français attendu)",
  companyTooLong: COMPANY_TOO_LONG,
  subjectTooShort: "Le sujet doit contenir au moins 3 caractères",
  subjectTooLong: "Le sujet ne peut pas dépasser 200 caractères",
  subjectCharacters: "Le sujet doit tenir sur une seule ligne",
  messageTooShort: "Le message doit contenir au moins 10 caractères",
  messageTooLong: "Le message ne peut pas dépasser 2000 caractères",
  /** What the sender reads once the message is accepted: on the page's toast and in the acknowledgement e-mail. */
  received: "Nous avons bien reçu votre message et vous répondrons dans les plus brefs délais.",
} as const;

const personName = z
  .string({ error: CONTACT_MESSAGES.nameTooShort })
  .trim()
  .min(2, CONTACT_MESSAGES.nameTooShort)
  .max(100, CONTACT_MESSAGES.nameTooLong)
  .regex(NAME, CONTACT_MESSAGES.nameCharacters);

/** An optional French phone number: an empty field is no phone. */
export const optionalFrenchPhone = z
  .string()
  .trim()
  .refine((phone) => phone === "" || FRENCH_PHONE.test(phone), CONTACT_MESSAGES.phoneInvalid)
  .optional()
  .transform((phone) => phone || undefined);

export const contactFormSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: emailAddressSchema,
  phone: optionalFrenchPhone,
  company: z
    .string()
    .trim()
    .max(COMPANY_MAX_LENGTH, CONTACT_MESSAGES.companyTooLong)
    .optional()
    .transform((company) => company || undefined),
  subject: z
    .string({ error: CONTACT_MESSAGES.subjectTooShort })
    .trim()
    .min(3, CONTACT_MESSAGES.subjectTooShort)
    .max(200, CONTACT_MESSAGES.subjectTooLong)
    .refine((subject) => !/[\r\n]/.test(subject), CONTACT_MESSAGES.subjectCharacters),
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(10, CONTACT_MESSAGES.messageTooShort)
    .max(2000, CONTACT_MESSAGES.messageTooLong),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/** Payload of `POST /api/send-contact-email` for a contact message (docs/product.md §7.7, type 'contact'). */
export const contactRequestSchema = contactFormSchema.extend({ type: z.literal("contact") });
export type ContactRequest = z.output<typeof contactRequestSchema>;
