import { saveFile } from "./save-file";

export type ReportDownload = "saved" | "rate-limited" | "failed";

/** Posts `body` as JSON to a call that answers a PDF report, and saves the answer as `fileName`. */
export async function downloadReport(url: string, body: unknown, fileName: string): Promise<ReportDownload> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (response.status === 429) return "rate-limited";
    if (!response.ok) return "failed";
    saveFile(await response.blob(), fileName);
    return "saved";
  } catch {
    return "failed";
  }
}
