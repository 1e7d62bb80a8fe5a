import { fieldMessages } from "@domain/field-errors";
import type { WallPerformance } from "@domain/wall/compute-wall";
import { wallRequestSchema } from "@domain/wall/wall-schema";
import { postJson } from "./post-json";
import { requestOf, type WallPageState } from "./wall-url-state";

/** What the page shows for a state: the figures, the fields to correct, the methods' refusal, or a failure. */
export type WallOutcome =
  | { kind: "ok"; wall: WallPerformance }
  | { kind: "invalid"; fields: Record<string, string> }
  | { kind: "refused"; message: string }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "error"; message: string };

export const WALL_PERFORMANCE_URL = "/api/wall-performance";
const NETWORK_ERROR = "Le calcul n'a pas pu être fait (connexion interrompue ?). Modifiez une valeur pour réessayer.";

/** The schema's French messages by field, before anything is sent. */
export function fieldErrors(state: WallPageState): Record<string, string> | null {
  const result = wallRequestSchema.safeParse(requestOf(state));
  if (result.success) return null;
  return fieldMessages(result.error);
}

/** Asks POST /api/wall-performance for the figures of a state. */
export async function fetchOutcome(state: WallPageState): Promise<WallOutcome> {
  const fields = fieldErrors(state);
  if (fields) return { kind: "invalid", fields };
  const result = await postJson(WALL_PERFORMANCE_URL, requestOf(state));
  switch (result.kind) {
    case "ok": {
      const { ok: _ok, ...wall } = result.data as WallPerformance & { ok: true };
      return { kind: "ok", wall };
    }
    case "invalid":
      return { kind: "invalid", fields: result.fields };
    case "rate-limited":
      return result;
    case "error":
      return result.message ? { kind: "refused", message: result.message } : { kind: "error", message: NETWORK_ERROR };
  }
}
