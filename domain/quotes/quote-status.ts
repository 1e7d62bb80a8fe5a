import { z } from "zod";

/**
 * A quote request's life (docs/product.md §6.10): `new` until the team answers it, `answered` (when, by whom, how),
 * then `won`, `lost` (with a reason) or `no_follow_up`. Every change is kept in the request's history.
 */

export const QUOTE_STATUSES = ["new", "answered", "won", "lost", "no_follow_up"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  new: "Nouvelle",
  answered: "Répondue",
  won: "Gagnée",
  lost: "Perdue",
  no_follow_up: "Sans suite",
};

/** A request is open while an order may still come of it. */
export const OPEN_STATUSES: readonly QuoteStatus[] = ["new", "answered"];

/**
 * Which status may follow which. `new` → `no_follow_up` closes a request nobody will answer (spam, a duplicate);
 * a closed request may be reopened as `answered` (a customer who comes back), its first answer kept.
 */
export const QUOTE_TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  new: ["answered", "no_follow_up"],
  answered: ["won", "lost", "no_follow_up"],
  won: ["answered"],
  lost: ["answered"],
  no_follow_up: ["answered"],
};

export function canTransition(from: QuoteStatus, to: QuoteStatus): boolean {
  return QUOTE_TRANSITIONS[from].includes(to);
}

/** How the team answered. */
export const ANSWER_CHANNELS = ["email", "phone", "visit"] as const;
export type AnswerChannel = (typeof ANSWER_CHANNELS)[number];
export const ANSWER_CHANNEL_LABELS: Record<AnswerChannel, string> = {
  email: "E-mail",
  phone: "Téléphone",
  visit: "Visite",
};

/** Why a quote was lost: a short list, so that the reasons can be counted; anything else is "other" with a note. */
export const LOST_REASONS = ["price", "lead_time", "competitor", "project_abandoned", "delivery", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: "Prix trop élevé",
  lead_time: "Délai trop long",
  competitor: "Autre fournisseur ou autre isolant choisi",
  project_abandoned: "Projet abandonné ou reporté",
  delivery: "Livraison impossible (accès, distance)",
  other: "Autre raison",
};

export const NOTE_MAX_LENGTH = 2000;

export const QUOTE_STATUS_MESSAGES = {
  status: "Statut inconnu : answered, won, lost ou no_follow_up",
  channel: "Indiquez comment la demande a reçu une réponse : email, phone ou visit",
  channelOnlyWhenAnswered: "Le moyen de réponse ne se donne qu'avec le statut answered",
  reason: "Indiquez la raison de la perte : price, lead_time, competitor, project_abandoned, delivery ou other",
  reasonOnlyWhenLost: "La raison ne se donne qu'avec le statut lost",
  noteTooLong: `La note ne peut pas dépasser ${NOTE_MAX_LENGTH} caractères`,
  noteRequired: "La note est vide",
  answeredAt: "La date de réponse doit être une date et heure valides",
  answeredAtFuture: "La date de réponse ne peut pas être dans le futur",
  answeredAtBeforeRequest: "La date de réponse ne peut pas précéder la demande",
  answeredAtOnlyWhenAnswered: "La date de réponse ne se donne qu'avec le statut answered",
  notFound: "Demande de devis introuvable",
} as const;

/** "Impossible de passer de « Nouvelle » à « Gagnée » : …" */
export function transitionRefusal(from: QuoteStatus, to: QuoteStatus): string {
  if (from === to) return `La demande est déjà au statut « ${QUOTE_STATUS_LABELS[to]} ».`;
  const allowed = QUOTE_TRANSITIONS[from].map((status) => `« ${QUOTE_STATUS_LABELS[status]} »`);
  return `Impossible de passer du statut « ${QUOTE_STATUS_LABELS[from]} » au statut « ${QUOTE_STATUS_LABELS[to]} » : depuis « ${QUOTE_STATUS_LABELS[from]} », seuls ${allowed.join(" ou ")} sont possibles.`;
}

const note = z
  .string()
  .trim()
  .max(NOTE_MAX_LENGTH, QUOTE_STATUS_MESSAGES.noteTooLong)
  .optional()
  .transform((text) => text || undefined);

/**
 * `POST /api/admin/quote-requests/{id}/status` and the request page's form: the new status and what goes with it.
 * `answeredAt` (ISO instant) records an answer given earlier, by phone say; it defaults to now.
 */
export const quoteStatusChangeSchema = z
  .object({
    status: z.enum(["answered", "won", "lost", "no_follow_up"], { error: QUOTE_STATUS_MESSAGES.status }),
    channel: z.enum(ANSWER_CHANNELS, { error: QUOTE_STATUS_MESSAGES.channel }).optional(),
    reason: z.enum(LOST_REASONS, { error: QUOTE_STATUS_MESSAGES.reason }).optional(),
    note,
    answeredAt: z.iso.datetime({ offset: true, error: QUOTE_STATUS_MESSAGES.answeredAt }).optional(),
  })
  .superRefine((change, context) => {
    if (change.status === "answered" && !change.channel) {
      context.addIssue({ code: "custom", path: ["channel"], message: QUOTE_STATUS_MESSAGES.channel });
    }
    if (change.status !== "answered" && change.channel) {
      context.addIssue({ code: "custom", path: ["channel"], message: QUOTE_STATUS_MESSAGES.channelOnlyWhenAnswered });
    }
    if (change.status !== "answered" && change.answeredAt) {
      context.addIssue({ code: "custom", path: ["answeredAt"], message: QUOTE_STATUS_MESSAGES.answeredAtOnlyWhenAnswered });
    }
    if (change.status === "lost" && !change.reason) {
      context.addIssue({ code: "custom", path: ["reason"], message: QUOTE_STATUS_MESSAGES.reason });
    }
    if (change.status !== "lost" && change.reason) {
      context.addIssue({ code: "custom", path: ["reason"], message: QUOTE_STATUS_MESSAGES.reasonOnlyWhenLost });
    }
  });
export type QuoteStatusChange = z.infer<typeof quoteStatusChangeSchema>;

/** A note added to a request's history. */
export const quoteNoteSchema = z.object({
  note: z
    .string({ error: QUOTE_STATUS_MESSAGES.noteRequired })
    .trim()
    .min(1, QUOTE_STATUS_MESSAGES.noteRequired)
    .max(NOTE_MAX_LENGTH, QUOTE_STATUS_MESSAGES.noteTooLong),
});

/** The list's filter: a status, or every request. */
export function parseStatusFilter(value: string | null): QuoteStatus | null {
  return QUOTE_STATUSES.find((status) => status === value) ?? null;
}
