import { type DocumentProps, renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { CompareFdesResponse } from "@domain/fdes/compare-fdes-api";
import type { Re2020Estimate } from "@domain/re2020/estimate";
import type { WorksheetSummary } from "@domain/worksheet/worksheet-summary";
import { FdesReportDocument } from "./fdes-report-document";
import { registerPdfFonts } from "./fonts";
import { QuoteDocument, type QuoteDocumentData } from "./quote-document";
import { Re2020ReportDocument } from "./re2020-report-document";
import { WallReportDocument } from "./wall-report-document";
import { WorksheetReportDocument } from "./worksheet-report-document";
import type { WallReportData } from "@domain/wall/wall-report-figures";

/**
 * One document the site builds for a visitor, as plain data (it crosses to a worker thread by structured clone:
 * server/pdf/pdf-pool.server.ts). `createdAt` is the document's creation date, chosen by the caller, so that the
 * bytes are a function of the job alone, wherever it is rendered.
 */
export type PdfJob = { createdAt: Date } & (
  | { kind: "wall-report"; data: WallReportData }
  | { kind: "re2020-report"; estimate: Re2020Estimate; date: string }
  | { kind: "worksheet-report"; summary: WorksheetSummary; date: string }
  | { kind: "fdes-report"; response: CompareFdesResponse; date: string; siteUrl: string }
  | { kind: "quote"; data: QuoteDocumentData }
);

function documentOf(job: PdfJob): ReactElement<DocumentProps> {
  switch (job.kind) {
    case "wall-report":
      return <WallReportDocument data={job.data} createdAt={job.createdAt} />;
    case "re2020-report":
      return <Re2020ReportDocument estimate={job.estimate} date={job.date} createdAt={job.createdAt} />;
    case "worksheet-report":
      return <WorksheetReportDocument summary={job.summary} date={job.date} createdAt={job.createdAt} />;
    case "fdes-report":
      return <FdesReportDocument response={job.response} date={job.date} siteUrl={job.siteUrl} createdAt={job.createdAt} />;
    case "quote":
      return <QuoteDocument data={job.data} createdAt={job.createdAt} />;
  }
}

/**
 * The job's PDF, rendered on the calling thread (a pool worker in the server; tests and scripts in their own
 * process). `fontsDir` is the absolute folder of the embedded font (PDF_FONTS_DIR under the project's root).
 */
export async function renderPdfJob(job: PdfJob, fontsDir: string): Promise<Buffer> {
  await registerPdfFonts(fontsDir);
  return renderToBuffer(documentOf(job));
}
