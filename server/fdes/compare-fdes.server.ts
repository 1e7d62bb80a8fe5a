import {
  type FileUpload,
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { writeAnalysis } from "@domain/fdes/analysis";
import {
  COMPARE_FDES_FIELDS,
  type CompareFdesError,
  type CompareFdesIncomplete,
  type CompareFdesResponse,
  FDES_MAX_BYTES,
  FDES_MESSAGES,
  type FdesMessage,
  isIncompleteExtraction,
} from "@domain/fdes/compare-fdes-api";
import { compareAtEqualR } from "@domain/fdes/equal-r-comparison";
import {
  TYPED_VALUE_MESSAGES,
  TYPED_VALUES_MAX_LENGTH,
  type TypedValues,
  typedValuesSchema,
  variantSchema,
  withTypedValues,
} from "@domain/fdes/typed-values";
import type { RequestMeta, Services } from "../context.server";
import { ClientBusyError, inClientSlot } from "../http/client-slots.server";
import { DAY_MS, limitCaller } from "../http/rate-limit.server";
import { discardRest, DRAIN_MAX_BYTES, guardedBody, refusalHeaders } from "../http/refused-upload.server";
import { ownDeclarations } from "./own-products.server";
import {
  FdesDecodedTooLargeError,
  FdesReadersBusyError,
  FdesReadTimeoutError,
  FdesUnreadableError,
  readFdesInChild,
} from "./read-in-child.server";
import { uploadedProduct } from "./uploaded-product.server";

/**
 * `POST /api/compare-fdes` (docs/product.md §5.6, §8.6, §7.10, §9.3; docs/api-contract.md): a PDF in the multipart field `file`,
 * checked from the cheapest test to the dearest — content type, announced length, size while it streams in, the
 * `%PDF-` signature — before the daily limit is counted and the file is read in a process of its own with a time
 * limit and a memory bound. The file stays in memory and is never stored. Every refusal is `{ error: <title>,
 * description: <sentence> }` in French (the page shows them as toasts); a damaged PDF is a 422, never a 500.
 */

/** The multipart envelope around the file (boundaries, part headers, a field or two) may add this much. */
export const MULTIPART_MARGIN_BYTES = 16 * 1024;
/** The most an upload may announce (Content-Length) or send: the file and its envelope. */
export const FDES_BODY_MAX_BYTES = FDES_MAX_BYTES + MULTIPART_MARGIN_BYTES;

const NOT_MULTIPART: FdesMessage = {
  title: FDES_MESSAGES.invalidFormat.title,
  description: "La FDES doit être envoyée comme fichier d'un formulaire (multipart/form-data).",
};

/** A refusal answered as it is, with its status. */
class FdesRefusal extends Error {
  constructor(
    readonly status: number,
    readonly toast: FdesMessage,
    readonly extra: Partial<CompareFdesIncomplete> & { fields?: Record<string, string> } = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(toast.title);
  }
}

export async function compareFdes(services: Services, meta: RequestMeta, request: Request): Promise<Response> {
  try {
    return Response.json(await compare(services, meta, request));
  } catch (error) {
    if (!(error instanceof FdesRefusal)) throw error;
    const body: CompareFdesError & Partial<CompareFdesIncomplete> = {
      error: error.toast.title,
      description: error.toast.description,
      ...error.extra,
    };
    return Response.json(body, { status: error.status, headers: error.headers });
  }
}

/** A field of the request that is not what the contract says: 400, nothing read, nothing counted. */
const INVALID_FIELD = (description: string): FdesMessage => ({ title: "Valeur saisie invalide", description });

function refuseField(field: string, message: string): never {
  throw new FdesRefusal(400, INVALID_FIELD(message), { fields: { [field]: message } });
}

/**
 * The person's choices sent with the file (docs/api-contract.md): the product or thickness chosen among those the
 * declaration gives, and the values typed for figures left unknown, checked by the page's own schema.
 */
function choicesOf(form: FormData): { variant: string | null; typed: TypedValues } {
  const variantField = form.get(COMPARE_FDES_FIELDS.variant);
  const typedField = form.get(COMPARE_FDES_FIELDS.typed);
  let variant: string | null = null;
  if (variantField !== null && variantField !== "") {
    const parsed = variantSchema.safeParse(variantField);
    if (!parsed.success) refuseField(COMPARE_FDES_FIELDS.variant, TYPED_VALUE_MESSAGES.variant);
    variant = parsed.data;
  }
  let typed: TypedValues = {};
  if (typedField !== null && typedField !== "") {
    if (typeof typedField !== "string" || typedField.length > TYPED_VALUES_MAX_LENGTH)
      refuseField(COMPARE_FDES_FIELDS.typed, TYPED_VALUE_MESSAGES.tooLong);
    let json: unknown;
    try {
      json = JSON.parse(typedField);
    } catch {
      refuseField(COMPARE_FDES_FIELDS.typed, TYPED_VALUE_MESSAGES.object);
    }
    const parsed = typedValuesSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      refuseField(typeof issue.path[0] === "string" ? issue.path[0] : COMPARE_FDES_FIELDS.typed, issue.message);
    }
    typed = parsed.data;
  }
  return { variant, typed };
}

async function compare(services: Services, meta: RequestMeta, request: Request): Promise<CompareFdesResponse> {
  const { bytes, form } = await receivePdf(request);
  const { variant, typed } = choicesOf(form);
  const { config, db } = services;
  await limitCaller(db, { name: "compare-fdes", limit: config.RATE_LIMIT_FDES_PER_DAY, windowMs: DAY_MS }, meta.clientAddress);

  // In the visitor's one slot of heavy work, shared with the PDF documents (server/http/client-slots.server.ts).
  const reading = inClientSlot(meta.clientAddress, () => readFdesInChild(bytes, { timeoutMs: config.FDES_READ_TIMEOUT_MS, variant }));
  // Our own declarations are read at server start (fdes-warm-up.server.ts); one not read yet is read beside the upload.
  const own = ownDeclarations(services);
  own.catch(() => undefined);
  let extraction;
  try {
    extraction = await reading;
  } catch (error) {
    if (error instanceof FdesReadTimeoutError) throw new FdesRefusal(504, FDES_MESSAGES.timeout);
    if (error instanceof FdesUnreadableError) {
      meta.log.warn({ reason: error.message }, "compare-fdes: unreadable PDF");
      throw new FdesRefusal(422, FDES_MESSAGES.unreadable);
    }
    if (error instanceof FdesDecodedTooLargeError) {
      meta.log.warn({ reason: error.message }, "compare-fdes: PDF content decodes too large");
      throw new FdesRefusal(422, FDES_MESSAGES.decodedTooLarge);
    }
    if (error instanceof FdesReadersBusyError) throw new FdesRefusal(503, FDES_MESSAGES.unavailable, {}, { "Retry-After": "5" });
    if (error instanceof ClientBusyError) {
      throw new FdesRefusal(429, FDES_MESSAGES.oneAtATime, {}, { "Retry-After": String(error.retryAfterSeconds) });
    }
    throw error;
  }

  const read = uploadedProduct(extraction);
  if (extraction.hasText && (!extraction.supported || extraction.standard === "NF P01-010")) {
    throw new FdesRefusal(422, FDES_MESSAGES.unsupportedStandard, { incomplete: true, uploaded_product: read });
  }
  // What the reader left unknown, the person may type: the comparison runs on it, said so wherever it is shown.
  const uploaded = withTypedValues(read, typed);
  if (isIncompleteExtraction(uploaded)) {
    // A scan (or text drawn as curves) has no text to read: the person may type the figures, or find the original.
    const message = extraction.hasText ? FDES_MESSAGES.incomplete : FDES_MESSAGES.noText;
    throw new FdesRefusal(422, message, { incomplete: true, uploaded_product: uploaded });
  }

  const { products, closest } = compareAtEqualR(uploaded, await own);
  return {
    ok: true,
    uploaded_product: uploaded,
    isol_en_paille_products: products,
    closest_match: closest,
    analysis: writeAnalysis(uploaded, products, closest, new Date()),
  };
}

/**
 * A refusal before the body was read to its end: what is left of it is read and dropped first (a client still
 * sending would otherwise see its connection reset instead of the answer), or the connection closed when too much is
 * left (server/http/refused-upload.server.ts).
 */
async function refuseUnread(status: number, toast: FdesMessage, drained: Promise<boolean>): Promise<never> {
  throw new FdesRefusal(status, toast, {}, refusalHeaders(await drained));
}

function dropBody(request: Request): Promise<boolean> {
  const declared = Number(request.headers.get("content-length"));
  if (!request.body) return Promise.resolve(true);
  if (declared > DRAIN_MAX_BYTES) return request.body.cancel().then(() => false);
  return discardRest(request.body.getReader());
}

/** The uploaded file's bytes, once they are known to be one PDF of at most 600 ko, and the form's other fields. */
async function receivePdf(request: Request): Promise<{ bytes: Uint8Array; form: FormData }> {
  // Checked here, not by the parser: it would read any other body whole with `request.formData()`, without a cap.
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*(;|$)/i.test(type)) return refuseUnread(415, NOT_MULTIPART, dropBody(request));
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (!boundary) return refuseUnread(400, FDES_MESSAGES.uploadFailed, dropBody(request));
  const declared = Number(request.headers.get("content-length"));
  if (declared > FDES_BODY_MAX_BYTES) return refuseUnread(413, FDES_MESSAGES.tooLarge, dropBody(request));
  if (!request.body) throw new FdesRefusal(400, FDES_MESSAGES.noFile);

  // The parser recognises multipart by a lower-case type only: it gets the body under a type written as it expects.
  // It stops reading at its limits; the guard keeps that from cutting the connection (refused-upload.server.ts).
  const upload = guardedBody(request.body);
  const init: RequestInit & { duplex: "half" } = {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary[1] ?? boundary[2]}` },
    body: upload.body,
    duplex: "half",
  };
  const multipart = new Request(request.url, init);
  let form: FormData;
  try {
    form = await parseFormData(
      multipart,
      { maxFiles: 1, maxFileSize: FDES_MAX_BYTES, maxParts: 8, maxTotalSize: FDES_BODY_MAX_BYTES },
      (part: FileUpload) => (part.fieldName === COMPARE_FDES_FIELDS.file ? part : null),
    );
  } catch (error) {
    // The size errors are not FormDataParseErrors: both families are caught, the size first.
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      return refuseUnread(413, FDES_MESSAGES.tooLarge, upload.drained());
    }
    if (error instanceof FormDataParseError || error instanceof MultipartParseError) {
      return refuseUnread(400, FDES_MESSAGES.uploadFailed, upload.drained());
    }
    throw error;
  }

  const file = form.get(COMPARE_FDES_FIELDS.file);
  if (!(file instanceof Blob) || file.size === 0) throw new FdesRefusal(400, FDES_MESSAGES.noFile);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Whatever its name or announced type says, a PDF starts with its signature.
  if (!startsWithPdfSignature(bytes)) throw new FdesRefusal(415, FDES_MESSAGES.invalidFormat);
  return { bytes, form };
}

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function startsWithPdfSignature(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_SIGNATURE.length && PDF_SIGNATURE.every((byte, index) => bytes[index] === byte);
}
