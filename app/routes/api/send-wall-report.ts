import { sendWallReportSchema } from "@domain/wall/wall-schema";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";
import { sendWallReport } from "@server/wall/wall-report.server";

export const loader = methodNotAllowed;

export const action = jsonApiAction(sendWallReportSchema, async (services, meta, request) => {
  await sendWallReport(services, meta, request);
});
