import fc from "fast-check";
import type pg from "pg";
import type { ApiCallKnowledge } from "./api-call-knowledge";
import type { RawAnswer } from "./raw-request";

/**
 * The hostile requests (docs/decisions/0008-hardening.md) and what every answer must be. One generated case = one HTTP request to one call.
 */

/** A JSON token written as it is, for what JSON.stringify cannot write (1e309 reads back as Infinity). */
class RawJson {
  constructor(readonly text: string) {}
}

type Tree = null | boolean | number | string | RawJson | Tree[] | { [key: string]: Tree };

function serialize(value: Tree): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(serialize).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${serialize(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

const CRLF_PAYLOADS = ["\r\nBcc: victime@exemple.fr", "\n", "\r", "a\r\n\r\n<script>", "\u2028", "%0d%0aX: y"];
const HOSTILE_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "", "type", "email"];

const hostileString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(...CRLF_PAYLOADS),
  fc.string({ maxLength: 20 }).map((s) => `${s}${CRLF_PAYLOADS[0]}`),
  fc.integer({ min: 1000, max: 70_000 }).map((n) => "é".repeat(n)),
  fc.constantFrom("", " ", "null", "undefined", "NaN", "'; DROP TABLE contact_requests; --", "${7*7}", "../../etc/passwd"),
);

const hostileNumber: fc.Arbitrary<Tree> = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(new RawJson("1e309"), new RawJson("-1e309"), new RawJson("1e-400"), new RawJson("123456789012345678901234567890")),
  fc.constantFrom(0, -0, Number.MAX_SAFE_INTEGER + 2, -1, 2 ** 31),
);

const { tree: hostileTree } = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    hostileString,
    fc.array(tie("tree"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 })), tie("tree"), { maxKeys: 5 }),
  ),
}));

/** Nesting far deeper than any form: 1,000 to 30,000 levels of arrays or objects. */
const deepNesting = fc
  .tuple(fc.integer({ min: 1_000, max: 30_000 }), fc.boolean())
  .map(([depth, objects]) => (objects ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}` : `${"[".repeat(depth)}${"]".repeat(depth)}`));

/** A valid body with one field missing, retyped, or every string given a CR/LF, plus extra fields. */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<Tree> {
  const keys = Object.keys(valid);
  const base = valid as { [key: string]: Tree };
  return fc.oneof(
    fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key))),
    fc.tuple(fc.constantFrom(...keys), hostileTree).map(([key, value]) => ({ ...base, [key]: value })),
    fc.constantFrom(...CRLF_PAYLOADS).map((crlf) => withEveryString(base, (s) => `${s}${crlf}`)),
    fc
      .dictionary(fc.constantFrom(...HOSTILE_KEYS, "extra", "isAdmin", "id"), hostileTree, { minKeys: 1, maxKeys: 3 })
      .map((extra) => ({ ...base, ...extra })),
  );
}

function withEveryString(value: Tree, change: (s: string) => string): Tree {
  if (typeof value === "string") return change(value);
  if (Array.isArray(value)) return value.map((item) => withEveryString(item, change));
  if (value !== null && typeof value === "object" && !(value instanceof RawJson)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withEveryString(v, change)]));
  }
  return value;
}

export interface FuzzRequest {
  method: string;
  contentType: string | null;
  body: Buffer | null;
  /** Set when the body may be a valid request (a mutation of a valid one): a 200 is then a fair answer. */
  mayBeValid: boolean;
  label: string;
}

const JSON_TYPE = "application/json";
const utf8 = (text: string) => Buffer.from(text, "utf8");

export function requestArbitrary(knowledge: ApiCallKnowledge): fc.Arbitrary<FuzzRequest> {
  const jsonType = knowledge.multipart ? "multipart/form-data; boundary=x" : JSON_TYPE;
  const post = (label: string, body: Buffer | null, contentType: string | null = jsonType, mayBeValid = false) => ({
    method: "POST",
    contentType,
    body,
    mayBeValid,
    label,
  });
  const cases: fc.Arbitrary<FuzzRequest>[] = [
    hostileTree.map((tree) => post("hostile JSON", utf8(serialize(tree)), JSON_TYPE)),
    fc.array(hostileTree, { maxLength: 3 }).map((items) => post("top-level array", utf8(serialize(items)), JSON_TYPE)),
    deepNesting.map((text) => post("deep nesting", utf8(text), JSON_TYPE)),
    fc
      .constantFrom("", " ", "{", "{}", "[]", "null", "nul", '{"a":}', "\uFEFF{}", "{'a':1}")
      .map((t) => post("malformed or empty", utf8(t), JSON_TYPE)),
    fc
      .uint8Array({ minLength: 1, maxLength: 64 })
      .map((bytes) =>
        post("invalid UTF-8", Buffer.concat([utf8('{"message":"'), Buffer.from([0xff, 0xfe, 0xc0, ...bytes]), utf8('"}')]), JSON_TYPE),
      ),
    fc.integer({ min: 65 * 1024, max: 300 * 1024 }).map((size) => post("too large", utf8(`{"message":"${"x".repeat(size)}"}`), JSON_TYPE)),
    fc
      .tuple(
        fc.constantFrom(
          null,
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/xml",
          "application/jsonx",
          "multipart/form-data; boundary=x",
        ),
        hostileTree,
      )
      .map(([type, tree]) => post("wrong content type", utf8(serialize(tree)), type)),
    fc.tuple(fc.constantFrom("GET", "PUT", "PATCH", "DELETE", "OPTIONS"), hostileTree).map(([method, tree]) => ({
      method,
      contentType: JSON_TYPE,
      body: method === "GET" ? null : utf8(serialize(tree)),
      mayBeValid: false,
      label: `method ${method}`,
    })),
  ];
  if (knowledge.valid) {
    const valid = knowledge.valid;
    cases.push(mutated(valid).map((tree) => post("mutated valid body", utf8(serialize(tree)), JSON_TYPE, true)));
  }
  if (knowledge.multipart) {
    const field = knowledge.multipart.field;
    cases.push(
      // One file in eight carries a PDF signature, so that it gets past the format check to the PDF reader itself (each
      // reading starts a process, a few hundred ms: not many of them fit in the suite's time budget).
      fc
        .tuple(
          fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
          fc.uint8Array({ maxLength: 2048 }),
        )
        .map(([signed, bytes]) =>
          post(
            signed ? "multipart garbage after %PDF-" : "multipart garbage",
            Buffer.concat([
              utf8(`--x\r\nContent-Disposition: form-data; name="${field}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
              signed ? utf8("%PDF-1.7\n") : Buffer.alloc(0),
              Buffer.from(bytes),
              utf8("\r\n--x--\r\n"),
            ]),
            "multipart/form-data; boundary=x",
          ),
        ),
    );
  }
  return fc.oneof(...cases);
}

export const REFUSAL_STATUSES = [400, 405, 413, 415, 429];

/** English words that give away a message not written for our visitors (or a library's text leaking out). */
const NOT_FRENCH = /\b(the|is|must|invalid|expected|received|error|undefined|cannot|unexpected token)\b/i;

/** Checks one answer; returns what is wrong with it, or null. */
export function checkAnswer(request: FuzzRequest, response: RawAnswer, allowed: number[]): string | null {
  const { text } = response;
  if (request.method !== "POST" && response.status !== 405) return `${request.method} answered ${response.status}, not 405`;
  const ok = request.mayBeValid && response.status === 200;
  if (!ok && !allowed.includes(response.status)) return `status ${response.status}: ${text.slice(0, 300)}`;
  if (/\n\s+at |node_modules|\.ts:\d+|Error:/.test(text)) return `stack trace or internals in the answer: ${text.slice(0, 300)}`;
  if (ok) return null;
  let error: unknown;
  try {
    error = (JSON.parse(text) as { error?: unknown }).error;
  } catch {
    return `not JSON (${response.status}): ${text.slice(0, 200)}`;
  }
  if (typeof error !== "string" || error.length === 0) return `no error message (${response.status}): ${text.slice(0, 200)}`;
  // docs/api-contract.md fixes the 429 text ("Too Many Requests"); every other message is French.
  if (response.status !== 429 && NOT_FRENCH.test(error)) return `message not in French: ${error}`;
  return null;
}

/** Rows in every table that holds what callers send (new tables included); not rate-limit or salt bookkeeping. */
export async function storedRows(pool: pg.Pool): Promise<number> {
  const countAll = await (countStatements.get(pool) ?? countStatementOf(pool));
  if (countAll === null) return 0;
  const { rows } = await pool.query<{ n: string }>(countAll);
  return Number(rows[0]!.n);
}

/**
 * The statement counting every such table's rows, built once per database: the schema does not change while a file
 * fuzzes, so information_schema is read once rather than twice for each of the fuzz test's 2 000-odd requests.
 */
const countStatements = new WeakMap<pg.Pool, Promise<string | null>>();

function countStatementOf(pool: pg.Pool): Promise<string | null> {
  const statement = pool
    .query<{ name: string }>(
      `SELECT quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
          AND table_name NOT IN ('rate_limit_hits', 'visitor_salts', 'quote_number_counters', '__drizzle_migrations')`,
    )
    .then(({ rows: tables }) =>
      tables.length === 0 ? null : `SELECT (${tables.map((t) => `(SELECT count(*) FROM ${t.name})`).join(" + ")}) AS n`,
    );
  countStatements.set(pool, statement);
  return statement;
}
