import { redirect } from "react-router";

/**
 * Whether the person behind this request is a signed-in admin. Sign-in (better-auth, admin role) comes with the
 * auth issue; until it lands nobody can be signed in, so the answer is always no and no admin UI is ever rendered.
 */
export async function isAdminRequest(_request: Request): Promise<boolean> {
  return false;
}

/** For every admin page loader (docs/product-decisions.md): anyone but a signed-in admin is sent to the sign-in page. */
export async function requireAdmin(request: Request): Promise<void> {
  if (!(await isAdminRequest(request))) throw redirect("/auth");
}
