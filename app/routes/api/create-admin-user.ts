import type { Route } from "./+types/create-admin-user";
import { newAccountSchema } from "@domain/auth/account";
import { createAccount } from "@server/auth/accounts.server";
import { requireAdminApi } from "@server/auth/viewer.server";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";

export const loader = methodNotAllowed;

/** docs/product.md §7 create-admin-user: only a signed-in admin (session cookie, or its token as a Bearer header). */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  return runApiCall(context.get(requestMetaContext).log, async () => {
    await requireAdminApi(args);
    const account = parseWith(newAccountSchema, await readJsonBody(request));
    await createAccount(context.get(servicesContext), account, request.headers);
    return Response.json({ ok: true, email: account.email, role: account.role });
  });
}
