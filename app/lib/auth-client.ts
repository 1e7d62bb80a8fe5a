/**
 * The /auth page's calls to the sign-in library (better-auth, mounted at /api/auth). Its refusals carry English
 * messages, so the page shows its own French texts (domain/auth/account.ts) and keeps only the status and code.
 */
export interface AuthAnswer {
  ok: boolean;
  status: number;
  data: Record<string, unknown> | null;
}

export async function authRequest(path: string, body: unknown = {}): Promise<AuthAnswer> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { ok: response.ok, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: null };
  }
}
