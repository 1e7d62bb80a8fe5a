import { createDeflate, deflateSync } from "node:zlib";

/**
 * Hostile PDFs for the tests of the FDES reader's memory bounds, built when a test runs rather than
 * committed: compression bombs whose streams decode to hundreds of MB, small enough to pass the 600 ko upload cap.
 * Each is a readable one-page document around its bomb, so that pdf.js really decodes the bomb when nothing stops it.
 */

/** `prefix` then `zeros` zero bytes, compressed by zlib at level 9 (about 1,000 to 1), by chunks: never held whole. */
export async function deflatedZeros(zeros: number, prefix = ""): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflate({ level: 9 });
  const output: Buffer[] = [];
  deflate.on("data", (data: Buffer) => output.push(data));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on("end", resolve);
    deflate.on("error", reject);
  });
  const write = async (part: Buffer) => {
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once("drain", resolve));
  };
  await write(Buffer.from(prefix, "latin1"));
  for (let left = zeros; left > 0; left -= chunk.length) await write(left >= chunk.length ? chunk : chunk.subarray(0, left));
  deflate.end();
  await ended;
  return Buffer.concat(output);
}

type PdfObject = string | { dictionary: string; stream: Uint8Array };

/** The page's text: the zero bytes after it are blanks to pdf.js's content parser, which reads through them. */
const PAGE_TEXT = "BT /F1 12 Tf 72 720 Td (Fiche de declaration environnementale) Tj ET\n";

/** Objects 1 to 4 of every document here: catalogue, page tree, page (its /Contents given), font. */
function onePage(contents: string): string[] {
  return [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents ${contents} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
}

function streamObject(dictionary: string, stream: Uint8Array): PdfObject {
  return { dictionary: `<< ${dictionary} /Length ${stream.length} >>`, stream };
}

/** The bytes of object `number` (`obj` to `endobj`). */
function objectBytes(number: number, object: PdfObject): Buffer {
  if (typeof object === "string") return Buffer.from(`${number} 0 obj\n${object}\nendobj\n`, "latin1");
  return Buffer.concat([
    Buffer.from(`${number} 0 obj\n${object.dictionary}\nstream\n`, "latin1"),
    Buffer.from(object.stream),
    Buffer.from("\nendstream\nendobj\n", "latin1"),
  ]);
}

/** A PDF 1.4 file with a classic cross-reference table; object n is `objects[n - 1]`. */
function writePdf(objects: PdfObject[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const bytes = objectBytes(index + 1, object);
    parts.push(bytes);
    length += bytes.length;
  });
  const table = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  const trailer =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([...parts, Buffer.from(trailer, "latin1")]));
}

/** An ordinary one-page document with a Flate content stream: what the bombs look like without their bomb. */
export function plainPdf(): Uint8Array {
  return writePdf([...onePage("5 0 R"), streamObject("/Filter /FlateDecode", deflateSync(PAGE_TEXT))]);
}

/** A one-page document whose content stream is `data` under `dictionary` (its /Filter and the like). */
export function pdfWithContentStream(dictionary: string, data: Uint8Array): Uint8Array {
  return writePdf([...onePage("5 0 R"), streamObject(dictionary, data)]);
}

/** The page's content stream, one Flate stream: its text then `zeros` zero bytes. */
export async function flateBomb(zeros: number): Promise<Uint8Array> {
  return writePdf([...onePage("5 0 R"), streamObject("/Filter /FlateDecode", await deflatedZeros(zeros, PAGE_TEXT))]);
}

/** The same content compressed twice (/Filter [/FlateDecode /FlateDecode]): a few KB for hundreds of MB. */
export async function nestedFlateBomb(zeros: number): Promise<Uint8Array> {
  const twice = deflateSync(await deflatedZeros(zeros, PAGE_TEXT), { level: 9 });
  return writePdf([...onePage("5 0 R"), streamObject("/Filter [/FlateDecode /FlateDecode]", twice)]);
}

/**
 * A PDF 1.5 file whose catalogue lives in an object stream (/Type /ObjStm) followed by `zeros` zero bytes: pdf.js
 * decodes the whole object stream to find the catalogue when it opens the file. Its cross-reference is a stream.
 */
export async function objectStreamBomb(zeros: number): Promise<Uint8Array> {
  const [catalog, ...others] = onePage("5 0 R");
  const header = "1 0 ";
  const objectStream = await deflatedZeros(zeros, `${header}${catalog}\n`);
  const objects: PdfObject[] = [
    ...others, // 2 to 4
    streamObject("/Filter /FlateDecode", deflateSync(PAGE_TEXT)), // 5
    streamObject(`/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`, objectStream), // 6
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.5\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0]!.length;
  const offsets = new Map<number, number>();
  objects.forEach((object, index) => {
    offsets.set(index + 2, length);
    const bytes = objectBytes(index + 2, object);
    parts.push(bytes);
    length += bytes.length;
  });
  // Entries of /W [1 4 2]: type, offset (or object stream), generation (or index in it).
  const entry = (type: number, field: number, index: number) => {
    const bytes = Buffer.alloc(7);
    bytes.writeUInt8(type, 0);
    bytes.writeUInt32BE(field, 1);
    bytes.writeUInt16BE(index, 5);
    return bytes;
  };
  const xrefNumber = 7;
  const table = Buffer.concat([
    entry(0, 0, 65535),
    entry(2, 6, 0),
    ...[2, 3, 4, 5, 6].map((number) => entry(1, offsets.get(number)!, 0)),
    entry(1, length, 0),
  ]);
  const xref = objectBytes(xrefNumber, streamObject(`/Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R`, new Uint8Array(table)));
  parts.push(xref, Buffer.from(`startxref\n${length}\n%%EOF\n`, "latin1"));
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A page drawing one content stream of `zeros` zero bytes `times` over (/Contents [6 0 R 5 0 R 5 0 R …]): each
 * stream is under every limit of the stream check, but pdf.js joins the page's streams into one buffer of
 * `zeros` × `times` bytes. Only the reading process's memory bound stops it.
 */
export async function repeatedContentBomb(zeros: number, times: number): Promise<Uint8Array> {
  const contents = `[6 0 R ${Array.from({ length: times }, () => "5 0 R").join(" ")}]`;
  return writePdf([
    ...onePage(contents),
    streamObject("/Filter /FlateDecode", await deflatedZeros(zeros)),
    streamObject("/Filter /FlateDecode", deflateSync(PAGE_TEXT)),
  ]);
}
