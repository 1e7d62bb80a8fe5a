import type { Route } from "./+types/wall-report";
import { wallReportSchema } from "@domain/wall/wall-schema";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";
import { WALL_REPORT_FILE_NAME, wallReport } from "@server/wall/wall-report.server";

export const loader = methodNotAllowed;

/** The wall calculator's PDF report, to download: the same document as the e-mail's attachment. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const meta = context.get(requestMetaContext);
  return runApiCall(meta.log, async () => {
    const pdf = await wallReport(services, meta, parseWith(wallReportSchema, await readJsonBody(request)));
    return new Response(new Uint8Array(pdf), {
      headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${WALL_REPORT_FILE_NAME}"` },
    });
  });
}
