import { z } from "zod";
import { brand } from "../brand";
import { addDays, parisDay } from "../calendar";
import { formatDateLong, formatEuros, formatEurosHT } from "../format";
import { QUOTE_VALIDITY_DAYS } from "../quote/quote-pricing";

/**
 * Answering a quote request by e-mail from its admin page (docs/product.md §6.10): the French template the team
 * starts from, with the quote's own figures as issued (never recomputed at today's prices), and the rules of what
 * the team may send.
 */

export const ANSWER_SUBJECT_MAX = 200;
export const ANSWER_BODY_MAX = 10_000;

export const QUOTE_ANSWER_MESSAGES = {
  subjectRequired: "L'objet de l'e-mail est requis",
  subjectTooLong: `L'objet ne peut pas dépasser ${ANSWER_SUBJECT_MAX} caractères`,
  subjectOneLine: "L'objet doit tenir sur une seule ligne",
  bodyRequired: "Le texte de l'e-mail est requis",
  bodyTooLong: `Le texte ne peut pas dépasser ${ANSWER_BODY_MAX} caractères`,
} as const;

export const quoteAnswerSchema = z.object({
  subject: z
    .string({ error: QUOTE_ANSWER_MESSAGES.subjectRequired })
    .trim()
    .min(1, QUOTE_ANSWER_MESSAGES.subjectRequired)
    .max(ANSWER_SUBJECT_MAX, QUOTE_ANSWER_MESSAGES.subjectTooLong)
    // The subject becomes a mail header: one line, no control character.
    .refine(
      (subject) => ![...subject].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f),
      QUOTE_ANSWER_MESSAGES.subjectOneLine,
    ),
  body: z
    .string({ error: QUOTE_ANSWER_MESSAGES.bodyRequired })
    .trim()
    .min(1, QUOTE_ANSWER_MESSAGES.bodyRequired)
    .max(ANSWER_BODY_MAX, QUOTE_ANSWER_MESSAGES.bodyTooLong),
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

/** What the template needs of a request. */
export interface AnswerTemplateInput {
  name: string;
  projectTitle: string;
  receivedAt: string;
  number: string | null;
  subtotalHT: number | null;
  totalTTC: number | null;
  /** "Botte de 36 : 140 m²" lines of the request, when it came from /devis. */
  baleLines: string[];
  fromContactForm: boolean;
}

/** The e-mail the team starts from; it edits it before sending. */
export function answerTemplate(request: AnswerTemplateInput): QuoteAnswer {
  const priced = request.number !== null && request.subtotalHT !== null && request.totalTTC !== null;
  const subject = priced ? `Votre devis ${request.number} – ${brand.name}` : `Votre demande de devis – ${brand.name}`;
  const paragraphs = [
    `Bonjour ${request.name},`,
    request.fromContactForm
      ? `Merci pour votre message « ${request.projectTitle} ».`
      : `Merci pour votre demande de devis « ${request.projectTitle} ».`,
  ];
  if (request.baleLines.length > 0)
    paragraphs.push(`Votre demande porte sur :\n${request.baleLines.map((line) => `- ${line}`).join("\n")}`);
  if (priced) {
    const validUntil = addDays(parisDay(new Date(request.receivedAt)), QUOTE_VALIDITY_DAYS);
    paragraphs.push(
      `Vous trouverez ci-joint notre devis ${request.number} : ${formatEurosHT(request.subtotalHT!)}, soit ${formatEuros(request.totalTTC!)} TTC, valable jusqu'au ${formatDateLong(validUntil)}.`,
    );
  } else {
    paragraphs.push(
      "Pour vous établir un devis chiffré, pourriez-vous nous préciser les surfaces de murs, de toiture ou de plancher à isoler, l'épaisseur souhaitée et la date de livraison envisagée ?",
    );
  }
  paragraphs.push(
    `Nous restons à votre disposition pour en parler par téléphone au ${brand.phone.display} ou pour organiser une visite.`,
    `Bien cordialement,\nL'équipe ${brand.name}`,
  );
  return { subject, body: paragraphs.join("\n\n") };
}
