import { sendRe2020ReportSchema } from "@domain/re2020/re2020-schema";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";
import { sendRe2020Report } from "@server/re2020/re2020-report.server";

export const loader = methodNotAllowed;

export const action = jsonApiAction(sendRe2020ReportSchema, async (services, meta, request) => {
  await sendRe2020Report(services, meta, request);
});
