import { FDES_MESSAGES } from "@domain/fdes/compare-fdes-api";

/**
 * The JSON API contract of docs/api-contract.md: bodies capped, JSON only, French error messages, field messages on 400,
 * and never a stack trace to the client.
 */
export const API_MESSAGES = {
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  invalidInput: "Données invalides.",
  tooLarge: "La requête est trop volumineuse.",
  lengthRequired: "La longueur de la requête doit être indiquée.",
  unsupportedType: "Le type de contenu doit être application/json.",
  methodNotAllowed: "Méthode non autorisée.",
  notFound: "Cette adresse n'existe pas.",
  crossSite: "Requête refusée : elle ne provient pas de ce site.",
  badRequest: "Requête invalide.",
  unexpected: "Une erreur inattendue est survenue. Veuillez réessayer.",
  unavailable: "Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.",
  /** 503: every document slot of the server is taken and its short queue is full (server/pdf/pdf-pool.server.ts). */
  documentsBusy: "Le serveur prépare déjà de nombreux documents. Veuillez réessayer dans quelques instants.",
  /** 503: the site's hourly cap of automatic mail to visitors' addresses is reached (server/email/visitor-mail.server.tsx). */
  mailPaused: "L'envoi automatique d'e-mails est momentanément suspendu. Veuillez réessayer plus tard.",
  /** 429: this visitor already has a document or an FDES analysis in progress (server/http/client-slots.server.ts). */
  oneAtATime: FDES_MESSAGES.oneAtATime.description,
} as const;

export const JSON_BODY_LIMIT = 64 * 1024;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Set on 429: seconds until the caller may try again. */
    readonly retryAfterSeconds?: number,
    /** More headers of the answer (`Connection: close` after a body left unread). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
