import { brand } from "@domain/brand";
import { CONTACT_MESSAGES } from "@domain/contact/contact-schema";

/** The French feedback of the forms that send something (docs/product.md §9), in one place for contact and quote. */
export const SEND_FEEDBACK = {
  validationError: "Erreur de validation",
  /** A send button's label while its request is on its way. */
  sending: "Envoi en cours...",
  contactSuccess: {
    title: "Message envoyé",
    description: CONTACT_MESSAGES.received,
  },
  /**
   * Past the site's hourly cap of automatic mail to visitors' addresses (docs/decisions/0017-no-mail-relay.md): the
   * request is kept and the team notified, only the visitor's copy is not sent.
   */
  copySkipped:
    "L'envoi automatique d'e-mails est momentanément suspendu : vous ne recevrez pas de copie par e-mail. Votre demande est bien enregistrée et notre équipe l'a reçue.",
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
  /** The toast's sentence after a submit with fields in error: how many need the visitor. */
  fieldsToFix: (count: number) =>
    count === 1 ? "1 champ est à compléter ou à corriger." : `${count} champs sont à compléter ou à corriger.`,
  /** What stays on the page once a request has gone: the toast alone goes after a few seconds. */
  quoteSent: {
    generated: (number: string, email: string) => ({
      title: `Votre devis n° ${number} est envoyé`,
      description: `Nous l'avons envoyé à ${email}, avec une copie à notre équipe. Vous ne le voyez pas d'ici quelques minutes ? Regardez dans vos courriers indésirables, ou écrivez-nous à ${brand.email} en rappelant ce numéro.`,
    }),
    /** The quote or the request was kept and sent to the team, but not to the visitor (copySkipped). */
    withoutCopy: (number: string | null) => ({
      title: number ? `Votre devis n° ${number} est enregistré` : "Votre demande de devis est enregistrée",
      description: `Notre équipe l'a reçu${number ? "" : "e"} et vous répondra sous ${brand.claims.quoteReplyHours} h. L'envoi automatique d'e-mails est momentanément suspendu : vous ne recevrez pas de copie par e-mail.`,
    }),
    requested: (email: string) => ({
      title: "Votre demande de devis est envoyée",
      description: `Un accusé de réception part à ${email}. Nous vous répondrons sous ${brand.claims.quoteReplyHours} h avec votre devis.`,
    }),
  },
  leaveWarning: "Êtes-vous sûr de vouloir quitter cette page ? Vos informations ne seront pas sauvegardées.",
} as const;

/** Retry delay when a 429 carries none (docs/product.md §10). */
export const DEFAULT_RETRY_AFTER_SECONDS = 3600;
