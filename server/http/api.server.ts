import type { Logger } from "pino";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { isDatabaseUnavailable } from "../db/unavailable.server";
import { type RequestMeta, requestMetaContext, type Services, servicesContext } from "../context.server";
import { API_MESSAGES, ApiError, JSON_BODY_LIMIT } from "./api-error.server";
import { discardRest, refusalHeaders } from "./refused-upload.server";
import { fieldMessages } from "@domain/field-errors";

export function apiErrorResponse(
  status: number,
  message: string,
  fields?: Record<string, string>,
  headers?: Record<string, string>,
): Response {
  return Response.json(fields ? { error: message, fields } : { error: message }, { status, headers });
}

/** Reads a JSON body, refusing other content types (415), bodies over the cap (413) and malformed JSON (400). */
export async function readJsonBody(request: Request, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, API_MESSAGES.unsupportedType);
  const declared = Number(request.headers.get("content-length"));
  if (declared > limit) throw new ApiError(413, API_MESSAGES.tooLarge);
  const text = await readTextCapped(request, limit);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, API_MESSAGES.invalidJson);
  }
}

async function readTextCapped(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // A body of unannounced length (chunked) found too large while it streams in: the rest is read and dropped before
      // the answer, else the client, still sending, meets a reset instead of the 413 (refused-upload.server.ts).
      const drained = await discardRest(reader);
      throw new ApiError(413, API_MESSAGES.tooLarge, undefined, undefined, refusalHeaders(drained));
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Parses with a shared zod schema; a failure becomes a 400 with the first French message of each field. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(400, API_MESSAGES.invalidInput, fieldMessages(result.error));
}

/** Runs an API call: expected failures answer with their status, anything else is logged and answers 500. */
export async function runApiCall(log: Logger, call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.retryAfterSeconds !== undefined) {
      return Response.json(
        { error: error.message, retryAfter: error.retryAfterSeconds },
        { status: error.status, headers: { "Retry-After": String(error.retryAfterSeconds) } },
      );
    }
    if (error instanceof ApiError) return apiErrorResponse(error.status, error.message, error.fields, error.headers);
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error }, "API call refused: database unavailable");
      return Response.json({ error: API_MESSAGES.unavailable }, { status: 503, headers: { "Retry-After": "5" } });
    }
    log.error({ err: error }, "API call failed");
    return apiErrorResponse(500, API_MESSAGES.unexpected);
  }
}

/** The loader of an API route: its calls are POST only. */
export function methodNotAllowed(): Response {
  return Response.json({ error: API_MESSAGES.methodNotAllowed }, { status: 405, headers: { Allow: "POST" } });
}

/** What a JSON API route's call answers besides `ok: true` (e.g. `{ recorded }` or `{ number }`). */
export type ApiCallResult = Record<string, unknown> | void;

/**
 * The action of a JSON API route (POST only, the contract of docs/api-contract.md): reads the capped JSON body,
 * parses it (a zod schema, or a function for a body that picks its schema by a field), runs `call` with the
 * services and request facts, and answers `{ ok: true, ...result }`; failures go through runApiCall. Pair it with
 * `export const loader = methodNotAllowed;`.
 */
export function jsonApiAction<Input>(
  parse: z.ZodType<Input> | ((body: unknown) => Input),
  call: (services: Services, meta: RequestMeta, input: Input) => Promise<ApiCallResult>,
) {
  const parseBody = typeof parse === "function" ? parse : (body: unknown) => parseWith(parse, body) as Input;
  return async ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }): Promise<Response> => {
    const services = context.get(servicesContext);
    const meta = context.get(requestMetaContext);
    return runApiCall(meta.log, async () => {
      const input = parseBody(await readJsonBody(request));
      const result = await call(services, meta, input);
      return Response.json({ ok: true, ...result });
    });
  };
}
