import { saveFile } from "./save-file";

/**
 * What became of a download: saved; the hourly limit (429 without a sentence of its own); refused with the server's
 * own French sentence (this visitor's document already in progress, every document slot busy: decision 0016); or failed.
 */
export type ReportDownload = "saved" | "rate-limited" | "failed" | { refused: string };

/** The rate limiter's 429 carries this instead of a sentence (docs/api-contract.md). */
const RATE_LIMITED = "Too Many Requests";

/** Posts `body` as JSON to a call that answers a PDF report, and saves the answer as `fileName`. */
export async function downloadReport(url: string, body: unknown, fileName: string): Promise<ReportDownload> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (response.status === 429 || response.status === 503) {
      const error = ((await response.json().catch(() => null)) as { error?: unknown } | null)?.error;
      if (typeof error === "string" && error !== RATE_LIMITED) return { refused: error };
      return response.status === 429 ? "rate-limited" : "failed";
    }
    if (!response.ok) return "failed";
    saveFile(await response.blob(), fileName);
    return "saved";
  } catch {
    return "failed";
  }
}
