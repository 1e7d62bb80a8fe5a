import type { Route } from "./+types/send-masse-volumique-results";
import { sendWorksheetSchema } from "@domain/worksheet/worksheet-api";
import { isAdminRequest } from "@server/auth/viewer.server";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";
import { sendWorksheetSummary } from "@server/worksheet/worksheet.server";

export const loader = methodNotAllowed;

export async function action(args: Route.ActionArgs) {
  const signedInAdmin = await isAdminRequest(args);
  return jsonApiAction(sendWorksheetSchema, async (services, meta, request) => {
    await sendWorksheetSummary(services, meta, request, signedInAdmin);
  })(args);
}
