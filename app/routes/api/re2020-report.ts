import type { Route } from "./+types/re2020-report";
import { re2020EstimateSchema } from "@domain/re2020/re2020-schema";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";
import { RE2020_REPORT_FILE_NAME, re2020Report } from "@server/re2020/re2020-report.server";

export const loader = methodNotAllowed;

/** The RE2020 estimate's PDF report, to download: the same document as the e-mail's attachment. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const meta = context.get(requestMetaContext);
  return runApiCall(meta.log, async () => {
    const pdf = await re2020Report(services, meta, parseWith(re2020EstimateSchema, await readJsonBody(request)));
    return new Response(new Uint8Array(pdf), {
      headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${RE2020_REPORT_FILE_NAME}"` },
    });
  });
}
