import type { Route } from "./+types/fdes-report";
import { FDES_REPORT_FILE_NAME, fdesReportSchema } from "@domain/fdes/fdes-report-schema";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { fdesReport } from "@server/fdes/fdes-report.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";

export const loader = methodNotAllowed;

/** The FDES comparison as a PDF report, to download (docs/api-contract.md). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const meta = context.get(requestMetaContext);
  return runApiCall(meta.log, async () => {
    const pdf = await fdesReport(services, meta, parseWith(fdesReportSchema, await readJsonBody(request)));
    return new Response(new Uint8Array(pdf), {
      headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${FDES_REPORT_FILE_NAME}"` },
    });
  });
}
