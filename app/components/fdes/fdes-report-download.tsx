import { useState } from "react";
import type { CompareFdesResponse } from "@domain/fdes/compare-fdes-api";
import { FDES_REPORT_FILE_NAME, FDES_REPORT_MESSAGES } from "@domain/fdes/fdes-report-schema";
import { Button } from "~/components/ui/button";
import { SEND_FEEDBACK } from "~/content/send-feedback";
import { downloadReport } from "~/lib/download-report";

/** "Télécharger le rapport (PDF)": the server lays out the comparison shown (docs/product.md §5) as a PDF to file. */
export function FdesReportDownload({ response }: { response: CompareFdesResponse }) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setError(null);
    setDownloading(true);
    const outcome = await downloadReport("/api/fdes-report", response, FDES_REPORT_FILE_NAME);
    setDownloading(false);
    if (outcome === "rate-limited") setError(`${SEND_FEEDBACK.rateLimited.title} : ${SEND_FEEDBACK.rateLimited.description}`);
    else if (outcome === "failed") setError(FDES_REPORT_MESSAGES.downloadFailed);
    else if (typeof outcome === "object") setError(outcome.refused);
  }

  return (
    <section aria-labelledby="fdes-rapport" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5">
      <h3 id="fdes-rapport" className="text-lg font-semibold">
        Rapport de comparaison
      </h3>
      <p className="text-sm text-muted-foreground">
        Les données de la FDES analysée, chaque valeur avec ses modules et la page où elle a été lue, nos bottes à résistance égale, la
        répartition par étape, l'analyse et les limites de la comparaison (NF EN 15804, NF EN 15942), en PDF.
      </p>
      <Button type="button" variant="outline" className="self-start" onClick={() => void download()} disabled={downloading}>
        {downloading ? "Préparation du PDF..." : "Télécharger le rapport (PDF)"}
      </Button>
      <p role="status" className="text-sm text-destructive">
        {error}
      </p>
    </section>
  );
}
