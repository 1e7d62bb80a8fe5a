import { APIError } from "better-auth/api";
import { AUTH_TEXTS, type NewAccount, PASSWORD_MIN_LENGTH } from "@domain/auth/account";
import type { Services } from "../context.server";
import { ApiError } from "../http/api-error.server";
import type { Auth } from "./auth.server";

/**
 * `POST /api/create-admin-user`: an account created by the signed-in admin whose request this is. The request's
 * headers go to the library, which checks the admin role again (its admin plugin) besides our requireAdminApi.
 */
export async function createAccount(services: Services, account: NewAccount, headers: Headers): Promise<void> {
  if (await findUserId(services.auth, account.email)) throw new ApiError(409, AUTH_TEXTS.accountExists);
  try {
    await services.auth.api.createUser({
      body: { email: account.email, password: account.password, name: account.email, role: account.role },
      headers,
    });
  } catch (error) {
    // The library's refusals are in English: the caller gets its status with our French message.
    if (error instanceof APIError) throw new ApiError(error.statusCode, AUTH_TEXTS.accountCreationFailed);
    throw error;
  }
}

/** A refusal of `createOrPromoteAdmin` meant for the person at the keyboard: its message is French and complete. */
export class AdminAccountError extends Error {
  override name = "AdminAccountError";
}

/**
 * `npm run admin:create` and the demo: creates the account as an admin, or makes an existing account an admin (with
 * a new password when one is given). Called without request headers, so the library checks no permission: only a
 * person with the server's database can run it.
 */
export async function createOrPromoteAdmin(auth: Auth, email: string, password?: string): Promise<"created" | "promoted"> {
  const normalized = email.trim().toLowerCase();
  const context = await auth.$context;
  const existing = await findUserId(auth, normalized);
  if (!existing) {
    if (!password) {
      throw new AdminAccountError(
        `Un mot de passe est nécessaire pour créer le compte ${normalized} : relancez la commande et saisissez-en un (au moins ${PASSWORD_MIN_LENGTH} caractères).`,
      );
    }
    await auth.api.createUser({ body: { email: normalized, password, name: normalized, role: "admin" } });
    return "created";
  }
  await context.internalAdapter.updateUser(existing, { role: "admin" });
  if (password) await context.internalAdapter.updatePassword(existing, await context.password.hash(password));
  return "promoted";
}

async function findUserId(auth: Auth, email: string): Promise<string | null> {
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
  return found?.user.id ?? null;
}
