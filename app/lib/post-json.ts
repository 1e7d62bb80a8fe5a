import { DEFAULT_RETRY_AFTER_SECONDS } from "~/content/send-feedback";

/** Whether a successful send's answer says the visitor's e-mail copy went out (`copySent: false` when it was skipped). */
export function copySent(data: unknown): boolean {
  return (data as { copySent?: unknown } | null)?.copySent !== false;
}

export type PostResult =
  | { kind: "ok"; data: unknown }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "invalid"; message: string; fields: Record<string, string> }
  | { kind: "error"; message: string | null };

/**
 * Posts JSON to one of the site's API calls and sorts the answer the way the forms react to it (docs/product.md §9):
 * success, rate limit (with its delay), invalid fields, or any other failure (network included).
 */
export async function postJson(url: string, body: unknown): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    return { kind: "error", message: null };
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { kind: "ok", data };
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get("retry-after") ?? data?.retryAfter);
    return { kind: "rate-limited", retryAfterSeconds: retryAfter > 0 ? retryAfter : DEFAULT_RETRY_AFTER_SECONDS };
  }
  const message = typeof data?.error === "string" ? data.error : null;
  if (response.status === 400 && data?.fields && typeof data.fields === "object") {
    return { kind: "invalid", message: message ?? "", fields: data.fields as Record<string, string> };
  }
  return { kind: "error", message };
}
