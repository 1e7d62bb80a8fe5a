import type { Route } from "./+types/worksheet-report";
import { worksheetReportSchema } from "@domain/worksheet/worksheet-api";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";
import { worksheetReport } from "@server/worksheet/worksheet.server";

export const loader = methodNotAllowed;

/** The worksheet's PDF report, to download without e-mailing it: the same document as the e-mail's attachment. */
export async function action({ request, context }: Route.ActionArgs) {
  const meta = context.get(requestMetaContext);
  return runApiCall(meta.log, async () => {
    const pdf = await worksheetReport(context.get(servicesContext), meta, parseWith(worksheetReportSchema, await readJsonBody(request)));
    return new Response(new Uint8Array(pdf), {
      headers: { "content-type": "application/pdf", "content-disposition": 'attachment; filename="bordereau-autocontrole.pdf"' },
    });
  });
}
