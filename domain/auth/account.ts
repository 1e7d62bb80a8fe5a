import { z } from "zod";
import { emailAddressSchema } from "../email-address";

/** The roles of docs/product.md §4, stored with the account. Only an admin sees the dashboards and creates accounts. */
export const ROLES = ["admin", "moderator", "user"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", moderator: "Modérateur", user: "Utilisateur" };

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;

/** The French texts of sign-in, sign-out and account creation (docs/product.md §3.3 and §9.5), word for word. */
export const AUTH_TEXTS = {
  signedIn: "Connexion réussie !",
  signInFailed: "Erreur de connexion",
  signedOut: "Déconnexion réussie",
  adminModeOn: "Mode admin activé",
  adminModeOff: "Mode admin désactivé",
  notTracked: "Vos actions ne sont PAS trackées",
  tracked: "Vos actions sont trackées",
  passwordTooShort: "Minimum 6 caractères",
  accountCreated: (email: string) => `Compte créé avec succès pour ${email}`,
  accountCreationFailed: "Erreur lors de la création du compte",
  sessionExpired: "Session expirée",
  accountExists: "Un compte existe déjà avec cette adresse email",
  wrongCredentials: "E-mail ou mot de passe incorrect.",
  tooManyAttempts: "Trop de tentatives de connexion. Veuillez réessayer plus tard.",
  networkError: "Le serveur ne répond pas. Vérifiez votre connexion et réessayez.",
  invalidCode: "Code invalide ou expiré.",
  /** An admin made by `npm run admin:create` who did not enrol a second factor in time (docs/decisions/0010-sign-in.md). */
  secondFactorOverdue:
    "Ce compte administrateur n'a pas activé sa double authentification dans les 72 heures suivant sa création : faites-le recréer (npm run admin:create) pour vous connecter.",
  twoFactorEnabled: "Double authentification activée",
  /** The answers of an admin call (401, 403): the first one, met in the account-creation form, means the session ended. */
  signInRequired: "Authentification requise",
  adminRequired: "Accès réservé aux administrateurs",
  /** On /auth, for a signed-in account without the admin role sent there from a dashboard (`/auth?raison=admin`). */
  adminOnlyPage: "Cette page est réservée aux administrateurs",
  /** docs/product.md §9.6 'Dashboards': the session could not be checked (the database did not answer, say). */
  authCheckFailed: "Erreur d'authentification",
} as const;

/** `POST /api/create-admin-user` (docs/product.md §7): the account an admin creates, checked alike in the browser and on the server. */
export const newAccountSchema = z.object({
  email: emailAddressSchema,
  password: z
    .string({ error: AUTH_TEXTS.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, AUTH_TEXTS.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, `Maximum ${PASSWORD_MAX_LENGTH} caractères`),
  role: z.enum(ROLES, { error: "Rôle inconnu" }),
});
export type NewAccount = z.infer<typeof newAccountSchema>;
