import {
  type BrotliOptions,
  brotliDecompressSync,
  constants,
  createBrotliDecompress,
  createInflate,
  inflateSync,
  type ZlibOptions,
} from "node:zlib";
import type { Transform } from "node:stream";

/**
 * How big the streams of an uploaded PDF become once decoded, measured on the raw bytes before pdf.js reads them.
 * pdf.js inflates a stream whole into one buffer that doubles as it grows, outside the V8 heap that a heap limit
 * caps: a 571 KB upload holding one Flate stream of zeros became 560 MB, and 1.3 GB of buffers on the way.
 * Each stream is decoded here through its filter chain with a cap on what it may produce, so such a file is
 * refused in a fraction of a second with a clear message instead of filling the reader's memory.
 *
 * This check is the fast and explainable answer, not the guarantee: it knows the filters that wrap compressed data
 * (Flate, Brotli, ASCIIHex, ASCII85, RunLength) but not LZW nor the predictors, and it counts each stream once where a
 * page may draw it many times. The guarantee is the reader's memory watchdog (read-in-child.server.ts).
 */

/** A real FDES's largest stream (a font, a page's content) decodes to a few hundred KB. */
export const DECODED_STREAM_MAX_BYTES = 16 * 1024 * 1024;
/** All streams of a real FDES decode to a few MB. */
export const DECODED_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;

export interface DecodedSizeLimits {
  stream: number;
  document: number;
}

export interface DecodedSizes {
  /** Streams found (the `stream` keywords of the file), images included. */
  streams: number;
  /** The largest decoded stream, bytes; with `withinLimits` false, at least the limit it passed. */
  largest: number;
  /** All decoded streams, bytes (a stream whose filters are not decoded here counts 0). */
  total: number;
  withinLimits: boolean;
}

const DEFAULT_LIMITS: DecodedSizeLimits = { stream: DECODED_STREAM_MAX_BYTES, document: DECODED_DOCUMENT_MAX_BYTES };

/** Measures the decoded size of every stream of `pdf`, stopping at the first that passes a limit. */
export async function measureDecodedStreams(pdf: Uint8Array, limits: DecodedSizeLimits = DEFAULT_LIMITS): Promise<DecodedSizes> {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString("latin1");
  const sizes: DecodedSizes = { streams: 0, largest: 0, total: 0, withinLimits: true };
  for (const keyword of streamKeywords(text)) {
    sizes.streams += 1;
    const limit = Math.min(limits.stream, limits.document - sizes.total);
    // The body runs to the end of the file: every filter decoded here stops at its own end marker, so a /Length that
    // lies (pdf.js recovers from those) changes nothing, and an "endstream" inside compressed data cannot cut it short.
    const body = pdf.subarray(bodyStart(pdf, keyword + "stream".length));
    const { filters, image } = streamDictionary(text, keyword);
    if (image) continue;
    const decoded = await decodedSize(body, filters, limit);
    if (decoded === "over") {
      sizes.largest = Math.max(sizes.largest, limit + 1);
      sizes.total += limit + 1;
      sizes.withinLimits = false;
      return sizes;
    }
    sizes.largest = Math.max(sizes.largest, decoded);
    sizes.total += decoded;
  }
  return sizes;
}

/** Offsets of the `stream` keywords (not `endstream`, nor a longer word). */
function* streamKeywords(text: string): Generator<number> {
  const pattern = /(?<![A-Za-z])stream(?![A-Za-z])/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) yield match.index;
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

function bodyStart(pdf: Uint8Array, afterKeyword: number): number {
  let position = afterKeyword;
  while (position < pdf.length && WHITESPACE.has(pdf[position]!)) position += 1;
  return position;
}

/** Farther than this before its keyword, a stream's dictionary is not looked for (a real one takes a few hundred). */
const DICTIONARY_MAX_CHARS = 16 * 1024;

interface StreamDictionary {
  /** The filter names; `[]` without /Filter; null when they are not written there (an indirect reference). */
  filters: string[] | null;
  /** An image: text extraction never decodes it, so it is not measured (a scanned page may be tens of MB raw). */
  image: boolean;
}

/**
 * What matters of the dictionary of the stream whose keyword is at `keyword` (the text between the object's `obj`
 * and the keyword). Without it, or with filters written elsewhere, the body is decoded for as long as it looks like
 * zlib data.
 */
export function streamDictionary(text: string, keyword: number): StreamDictionary {
  const unknown = { filters: null, image: false };
  const from = Math.max(0, keyword - DICTIONARY_MAX_CHARS);
  let objStart = text.lastIndexOf("obj", keyword);
  while (objStart >= from && /[A-Za-z]/.test(text[objStart - 1] ?? "")) objStart = text.lastIndexOf("obj", objStart - 1);
  // No object start near enough (a "stream" word inside binary data, or a giant dictionary).
  if (objStart < from) return unknown;
  const dictionary = text.slice(objStart + 3, keyword);
  const image = topLevelEntry(dictionary, "Subtype") === "/Image";
  const value = topLevelEntry(dictionary, "Filter");
  if (value === undefined) return { filters: [], image };
  const names = value.match(/\/[^\s/[\]<>()%{}]+/g) ?? [];
  if (names.length === 0) return { ...unknown, image };
  return { filters: names.map((name) => name.slice(1)), image };
}

/**
 * The raw text of `/key`'s value in the outermost dictionary of `dictionary`, skipping nested dictionaries, strings
 * and comments; undefined when absent.
 */
function topLevelEntry(dictionary: string, key: string): string | undefined {
  let depth = 0;
  for (let i = 0; i < dictionary.length; i++) {
    const char = dictionary[i]!;
    if (char === "%") {
      while (i < dictionary.length && dictionary[i] !== "\n" && dictionary[i] !== "\r") i++;
    } else if (char === "(") {
      i = skipString(dictionary, i);
    } else if (char === "<" && dictionary[i + 1] === "<") {
      depth += 1;
      i += 1;
    } else if (char === ">" && dictionary[i + 1] === ">") {
      depth -= 1;
      i += 1;
    } else if (char === "/" && depth === 1) {
      const name = /^\/([^\s/[\]<>()%{}]+)/.exec(dictionary.slice(i, i + 64));
      if (name?.[1] === key) {
        const rest = dictionary.slice(i + name[0].length);
        const array = /^\s*\[([^\]]*)\]/.exec(rest);
        if (array) return array[1];
        const single = /^\s*(\/[^\s/[\]<>()%{}]+|\d+\s+\d+\s+R)/.exec(rest);
        return single?.[1] ?? "";
      }
      if (name) i += name[0].length - 1;
    }
  }
  return undefined;
}

function skipString(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === "\\") i += 1;
    else if (char === "(") depth += 1;
    else if (char === ")" && --depth === 0) return i;
  }
  return text.length;
}

type Decoded = { data: Uint8Array; over: boolean };

/** The size of `body` once its filters are applied in turn, or "over" past `limit` at any step. */
async function decodedSize(body: Uint8Array, filters: string[] | null, limit: number): Promise<number | "over"> {
  let data = body;
  let decodedAny = false;
  const steps = filters ?? [];
  for (let step = 0; filters === null || step < steps.length; step++) {
    const filter = filters === null ? (looksLikeZlib(data) ? "FlateDecode" : undefined) : steps[step];
    const decode = filter === undefined ? undefined : DECODERS[filter];
    // An image filter, an unknown one, or one this check leaves to the watchdog (LZW): what follows is not measured.
    if (!decode) break;
    const result = await decode(data, limit);
    if (result.over) return "over";
    data = result.data;
    decodedAny = true;
  }
  return decodedAny ? data.byteLength : 0;
}

function looksLikeZlib(data: Uint8Array): boolean {
  return data.length >= 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) | data[1]!) % 31 === 0;
}

const DECODERS: Record<string, (data: Uint8Array, limit: number) => Decoded | Promise<Decoded>> = {
  FlateDecode: inflate,
  Fl: inflate,
  BrotliDecode: unbrotli,
  ASCIIHexDecode: asciiHex,
  AHx: asciiHex,
  ASCII85Decode: ascii85,
  A85: ascii85,
  RunLengthDecode: runLength,
  RL: runLength,
};

// A stream cut short (a lying /Length, a truncated file) gives what it holds rather than an error, as in pdf.js.
const ZLIB_OPTIONS: ZlibOptions = { finishFlush: constants.Z_SYNC_FLUSH };

function inflate(data: Uint8Array, limit: number): Decoded | Promise<Decoded> {
  try {
    return { data: inflateSync(data, { ...ZLIB_OPTIONS, maxOutputLength: limit }), over: false };
  } catch (error) {
    if (isTooLarge(error)) return { data: new Uint8Array(0), over: true };
    // Damaged data: pdf.js keeps what it decoded before the damage, so the stream's decoded part is measured.
    return decodedPart(createInflate({ ...ZLIB_OPTIONS, chunkSize: PART_CHUNK_BYTES }), data, limit);
  }
}

function unbrotli(data: Uint8Array, limit: number): Decoded | Promise<Decoded> {
  const options: BrotliOptions = { maxOutputLength: limit };
  try {
    return { data: brotliDecompressSync(data, options), over: false };
  } catch (error) {
    if (isTooLarge(error)) return { data: new Uint8Array(0), over: true };
    return decodedPart(createBrotliDecompress({ chunkSize: PART_CHUNK_BYTES }), data, limit);
  }
}

function isTooLarge(error: unknown): boolean {
  return error instanceof RangeError && (error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE";
}

/**
 * What a decompressor yields before it fails, counted as it comes out and cut past `limit`. It must give its output
 * by small chunks (PART_CHUNK_BYTES): the chunk in progress when the damage is met is lost.
 */
function decodedPart(decompressor: Transform, data: Uint8Array, limit: number): Promise<Decoded> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (over: boolean) => {
      if (settled) return;
      settled = true;
      decompressor.destroy();
      resolve({ data: over ? new Uint8Array(0) : Buffer.concat(chunks), over });
    };
    decompressor.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(true);
      else chunks.push(chunk);
    });
    decompressor.on("end", () => settle(false));
    decompressor.on("error", () => settle(false));
    decompressor.end(data);
  });
}

/** Small enough to lose little before a damage, large enough to decode 16 MB in ~0.4 s. */
const PART_CHUNK_BYTES = 1024;

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/** Output is at most half the input: no limit can be passed. */
function asciiHex(data: Uint8Array): Decoded {
  const out = new Uint8Array(Math.ceil(data.length / 2));
  let length = 0;
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break; // ">"
    const value = hexValue(byte);
    if (value < 0) continue;
    if (high < 0) high = value;
    else {
      out[length++] = (high << 4) | value;
      high = -1;
    }
  }
  if (high >= 0) out[length++] = high << 4;
  return { data: out.subarray(0, length), over: false };
}

/** "z" stands for four zero bytes: at most four times the input. */
function ascii85(data: Uint8Array, limit: number): Decoded {
  const out = new Uint8Array(data.length * 4);
  let length = 0;
  const group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    for (let shift = 3; shift >= 4 - count; shift--) out[length++] = (value >>> (shift * 8)) & 0xff;
    group.length = 0;
  };
  for (let i = 0; i < data.length; i++) {
    const byte = data[i]!;
    if (byte === 0x7e) break; // "~>"
    if (byte === 0x7a && group.length === 0) {
      length += 4;
      continue;
    }
    if (byte < 0x21 || byte > 0x75) continue;
    group.push(byte - 0x21);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  if (length > limit) return { data: new Uint8Array(0), over: true };
  return { data: out.subarray(0, length), over: false };
}

/** A run of 128 bytes from 2: at most 64 times the input. */
function runLength(data: Uint8Array, limit: number): Decoded {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let i = 0; i < data.length;) {
    const code = data[i]!;
    if (code === 128) break;
    let chunk: Uint8Array;
    if (code < 128) {
      chunk = data.subarray(i + 1, i + 2 + code);
      i += 2 + code;
    } else {
      if (i + 1 >= data.length) break;
      chunk = new Uint8Array(257 - code).fill(data[i + 1]!);
      i += 2;
    }
    size += chunk.length;
    if (size > limit) return { data: new Uint8Array(0), over: true };
    chunks.push(chunk);
  }
  return { data: Buffer.concat(chunks), over: false };
}
