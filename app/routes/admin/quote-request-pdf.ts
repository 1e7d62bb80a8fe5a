import { data } from "react-router";
import type { Route } from "./+types/quote-request-pdf";
import { requireAdmin } from "@server/auth/viewer.server";
import { servicesContext } from "@server/context.server";
import { followUpIdOfPage } from "@server/quotes/follow-up-id.server";
import { quoteRequestPdf } from "@server/quotes/quote-follow-up.server";

/** GET /commercial/devis/{id}/devis.pdf: the quote's PDF as it was sent (stored with the request, never rendered again). Admin only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const id = followUpIdOfPage(params.id);
  const found = await quoteRequestPdf(context.get(servicesContext), id);
  if (!found) throw data("Aucun devis PDF pour cette demande", { status: 404 });
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="Devis-${found.number ?? id}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
