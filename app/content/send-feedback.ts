import { brand } from "@domain/brand";

/** The French feedback of the forms that send something (public §8), in one place for contact and quote. */
export const SEND_FEEDBACK = {
  validationError: "Erreur de validation",
  /** A send button's label while its request is on its way. */
  sending: "Envoi en cours...",
  contactSuccess: {
    title: "Message envoyé",
    description: "Nous avons bien reçu votre message et vous répondrons dans les plus brefs délais.",
  },
  rateLimited: {
    title: "Trop de demandes",
    description: "Vous avez atteint la limite de demandes. Veuillez réessayer plus tard.",
  },
  rateLimitPanel: "Limite de demandes atteinte",
  retryIn: (countdown: string) => `Réessayez dans ${countdown}`,
  availableIn: (countdown: string) => `Disponible dans ${countdown}`,
  genericError: { title: "Erreur", description: "Une erreur est survenue lors de l'envoi. Veuillez réessayer." },
  // The quote request (/devis).
  quoteRateLimited: (quotesPerHour: number) => ({
    title: "Trop de demandes de devis",
    description: `Vous avez atteint la limite de ${quotesPerHour} demandes de devis par heure. Veuillez réessayer plus tard.`,
  }),
  quoteRateLimitPanel: "Limite de demandes de devis atteinte",
  quoteGenerating: "Génération du devis en cours...",
  quoteGenerated: {
    title: "Devis généré avec succès ! 🎉",
    description: "Un devis personnalisé a été envoyé à votre adresse email et à notre équipe.",
  },
  quoteRequested: {
    title: "Merci",
    description: `Nous avons bien reçu votre demande de devis et vous répondrons sous ${brand.claims.quoteReplyHours} h.`,
  },
  leaveWarning: "Êtes-vous sûr de vouloir quitter cette page ? Vos informations ne seront pas sauvegardées.",
} as const;

/** Retry delay when a 429 carries none (public §9). */
export const DEFAULT_RETRY_AFTER_SECONDS = 3600;
