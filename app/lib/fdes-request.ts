import { NO_CHOICES, type ReadingChoices } from "@domain/fdes/typed-values";
import {
  COMPARE_FDES_FIELDS,
  type CompareFdesResponse,
  FDES_MESSAGES,
  type FdesMessage,
  isIncompleteExtraction,
  type UploadedProduct,
} from "@domain/fdes/compare-fdes-api";

/** The call of docs/product.md §7 'compare-fdes' (docs/api-contract.md): multipart, the PDF in the field `file`. */
export const COMPARE_FDES_URL = "/api/compare-fdes";

/**
 * How long the page waits for an answer before saying 'Délai d'attente dépassé': the server gives up reading after
 * 10 s (FDES_READ_TIMEOUT_MS) and answers 504; 30 s leaves room for a slow upload on a phone.
 */
export const FDES_CLIENT_TIMEOUT_MS = 30_000;

export type FdesOutcome =
  | { kind: "success"; response: CompareFdesResponse }
  /** The declaration was read, but not its indicators (docs/product.md §8.6): what was read, if anything, is kept. */
  | { kind: "incomplete"; message: FdesMessage; uploaded: UploadedProduct | null }
  | { kind: "error"; message: FdesMessage }
  /** The visitor left or started another analysis: nothing to say. */
  | { kind: "aborted" };

type Body = Record<string, unknown> | null;

function asObject(value: unknown): Body {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function isUploadedProduct(value: unknown): value is UploadedProduct {
  const product = asObject(value);
  return product !== null && asObject(product.details) !== null && asObject(asObject(product.details)?.functional_unit) !== null;
}

function isComparison(body: Body): body is Body & CompareFdesResponse {
  return (
    body !== null &&
    body.ok === true &&
    Array.isArray(body.isol_en_paille_products) &&
    typeof body.analysis === "string" &&
    (body.uploaded_product === null || body.uploaded_product === undefined || isUploadedProduct(body.uploaded_product))
  );
}

/**
 * What an answer of compare-fdes means for the page (docs/product.md §9): the comparison, an incomplete extraction, or the
 * toast to show. `body` is the parsed JSON, or null when the answer was not JSON.
 */
export function outcomeOfAnswer(status: number, body: unknown): FdesOutcome {
  const data = asObject(body);
  if (status >= 200 && status < 300) {
    if (!isComparison(data)) return { kind: "error", message: FDES_MESSAGES.unexpected };
    if (isIncompleteExtraction(data.uploaded_product)) {
      return { kind: "incomplete", message: FDES_MESSAGES.incomplete, uploaded: data.uploaded_product ?? null };
    }
    return { kind: "success", response: data };
  }
  if (status === 422 && data?.incomplete === true) {
    // The server says why (an incomplete extraction, or a declaration under the old NF P01-010 standard).
    return {
      kind: "incomplete",
      message: serverMessage(data) ?? FDES_MESSAGES.incomplete,
      uploaded: isUploadedProduct(data.uploaded_product) ? data.uploaded_product : null,
    };
  }
  // The daily limit answers without a sentence of its own; a visitor's analysis already in progress says so.
  if (status === 429)
    return { kind: "error", message: (typeof data?.description === "string" ? serverMessage(data) : null) ?? FDES_MESSAGES.dailyLimit };
  if (status === 504) return { kind: "error", message: FDES_MESSAGES.timeout };
  return { kind: "error", message: serverMessage(data) ?? FDES_MESSAGES.analysisFailed };
}

/** The toast a refusal of the server carries in its `error` (title) and `description` fields, if any. */
function serverMessage(data: Body): FdesMessage | null {
  if (typeof data?.error !== "string" || data.error.trim() === "") return null;
  return { title: data.error, description: typeof data.description === "string" ? data.description : "" };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface FdesRequestProgress {
  /** The whole file has left the browser. */
  onUploaded(): void;
  /** The server has started answering: it has read the tables. */
  onAnswered(): void;
}

export interface FdesRequest {
  result: Promise<FdesOutcome>;
  abort(): void;
}

/**
 * Sends the PDF to compare-fdes. XMLHttpRequest rather than fetch, because only it tells when the upload is over,
 * which the page shows as the first step. A request that fails before the file has left the browser could not be
 * sent ('Service temporairement indisponible'); one that fails afterwards lost its connection ('Erreur de connexion').
 */
export function sendFdes(file: File, progress: FdesRequestProgress, choices: ReadingChoices = NO_CHOICES): FdesRequest {
  const xhr = new XMLHttpRequest();
  let uploaded = false;
  let answered = false;
  const markUploaded = () => {
    if (uploaded) return;
    uploaded = true;
    progress.onUploaded();
  };

  const result = new Promise<FdesOutcome>((resolve) => {
    xhr.upload.addEventListener("load", markUploaded);
    xhr.addEventListener("readystatechange", () => {
      if (xhr.readyState >= XMLHttpRequest.HEADERS_RECEIVED && !answered) {
        answered = true;
        markUploaded();
        progress.onAnswered();
      }
    });
    xhr.addEventListener("load", () => {
      resolve(outcomeOfAnswer(xhr.status, parseJson(xhr.responseText)));
    });
    xhr.addEventListener("error", () => {
      const offline = typeof navigator !== "undefined" && navigator.onLine === false;
      resolve({ kind: "error", message: uploaded || offline ? FDES_MESSAGES.connection : FDES_MESSAGES.unavailable });
    });
    xhr.addEventListener("timeout", () => resolve({ kind: "error", message: FDES_MESSAGES.timeout }));
    xhr.addEventListener("abort", () => resolve({ kind: "aborted" }));

    const form = new FormData();
    form.append(COMPARE_FDES_FIELDS.file, file, file.name);
    if (choices.variant !== null) form.append(COMPARE_FDES_FIELDS.variant, choices.variant);
    if (Object.keys(choices.typed).length > 0) form.append(COMPARE_FDES_FIELDS.typed, JSON.stringify(choices.typed));
    try {
      xhr.open("POST", COMPARE_FDES_URL);
      xhr.timeout = FDES_CLIENT_TIMEOUT_MS;
      xhr.setRequestHeader("Accept", "application/json");
      xhr.send(form);
    } catch {
      resolve({ kind: "error", message: FDES_MESSAGES.unavailable });
    }
  });

  return { result, abort: () => xhr.abort() };
}
