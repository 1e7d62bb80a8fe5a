import { parisDay } from "@domain/calendar";
import { writeAnalysis } from "@domain/fdes/analysis";
import type { CompareFdesResponse, UploadedProduct } from "@domain/fdes/compare-fdes-api";
import { compareAtEqualR } from "@domain/fdes/equal-r-comparison";
import type { FdesReportRequest } from "@domain/fdes/fdes-report-schema";
import type { RequestMeta, Services } from "../context.server";
import { HOUR_MS, limitCaller } from "../http/rate-limit.server";
import { ownDeclarations } from "./own-products.server";

/** The report shares the wall calculator's hourly budget per visitor (a PDF of the same weight), in its own bucket. */
export const FDES_REPORT_LIMIT = { name: "fdes-report", windowMs: HOUR_MS };

/**
 * `POST /api/fdes-report` (docs/api-contract.md): the comparison as a PDF. The uploaded product's figures are the
 * visitor's (the server never kept the file, so it cannot read them again); our side — our bales at equal R, the
 * closest match, the analysis — is computed here again from our own declarations, so that a report under our name
 * never carries figures of ours that a client wrote.
 */
export async function fdesReport(services: Services, meta: RequestMeta, request: FdesReportRequest): Promise<Buffer> {
  await limitCaller(services.db, { ...FDES_REPORT_LIMIT, limit: services.config.RATE_LIMIT_WALL_PER_HOUR }, meta.clientAddress);
  const uploaded: UploadedProduct = request.uploaded_product;
  const { products, closest } = compareAtEqualR(uploaded, await ownDeclarations(services));
  const response: CompareFdesResponse = {
    ok: true,
    uploaded_product: uploaded,
    isol_en_paille_products: products,
    closest_match: closest,
    analysis: writeAnalysis(uploaded, products, closest, new Date()),
  };
  const createdAt = new Date();
  // Off the event loop, in the visitor's slot (server/pdf/pdf-pool.server.ts).
  return services.pdf.render(
    { kind: "fdes-report", response, date: parisDay(createdAt), siteUrl: services.config.SITE_URL, createdAt },
    meta.clientAddress,
  );
}
