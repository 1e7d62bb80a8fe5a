import type { Route } from "./+types/admin-quote-requests";
import { QUOTE_STATUS_MESSAGES, parseStatusFilter } from "@domain/quotes/quote-status";
import { requireAdminApi } from "@server/auth/viewer.server";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { ApiError } from "@server/http/api-error.server";
import { runApiCall } from "@server/http/api.server";
import { listQuoteRequests } from "@server/quotes/quote-request-list.server";

/**
 * GET /api/admin/quote-requests?status=new&page=1 (docs/api-contract.md, "Admin calls"): the quote requests, latest
 * first, 50 a page, each with its status and, while new, its wait in working hours and whether it is overdue. Admin
 * only, under the dashboards' second-factor rule.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  return runApiCall(context.get(requestMetaContext).log, async () => {
    await requireAdminApi(args);
    const params = new URL(request.url).searchParams;
    const statusParam = params.get("status");
    const status = parseStatusFilter(statusParam);
    if (statusParam !== null && status === null)
      throw new ApiError(400, QUOTE_STATUS_MESSAGES.status, { status: QUOTE_STATUS_MESSAGES.status });
    const page = Number(params.get("page") ?? "1");
    if (!Number.isInteger(page) || page < 1 || page > 100_000) {
      throw new ApiError(400, QUOTE_LIST_PAGE_MESSAGE, { page: QUOTE_LIST_PAGE_MESSAGE });
    }
    const list = await listQuoteRequests(context.get(servicesContext).db.$client, { status, page });
    return Response.json({ ok: true, ...list });
  });
}

const QUOTE_LIST_PAGE_MESSAGE = "La page doit être un nombre entier de 1 à 100 000";
