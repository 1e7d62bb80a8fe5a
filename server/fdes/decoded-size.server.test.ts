import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DECODED_STREAM_MAX_BYTES, measureDecodedStreams } from "./decoded-size.server";
import {
  deflatedZeros,
  flateBomb,
  nestedFlateBomb,
  objectStreamBomb,
  pdfWithContentStream,
  plainPdf,
  repeatedContentBomb,
} from "../../tests/support/pdf-bombs";

const MB = 1024 * 1024;
/** Small limits keep the bombs of these tests small; the defaults are checked once. */
const LIMITS = { stream: 1 * MB, document: 3 * MB };
const CORPUS = path.resolve(import.meta.dirname, "../../tests/fixtures/fdes");

/** RunLength encoding made of literal runs only (128 bytes at most each): the decoder must undo it exactly. */
function runLengthLiterals(data: Uint8Array): Uint8Array {
  const parts: Buffer[] = [];
  for (let start = 0; start < data.length; start += 128) {
    const run = data.subarray(start, start + 128);
    parts.push(Buffer.from([run.length - 1]), Buffer.from(run));
  }
  parts.push(Buffer.from([128]));
  return Buffer.concat(parts);
}

function ascii85(data: Uint8Array): string {
  let out = "";
  for (let start = 0; start < data.length; start += 4) {
    const group = data.subarray(start, start + 4);
    const padded = Buffer.alloc(4);
    padded.set(group);
    let value = padded.readUInt32BE(0);
    if (group.length === 4 && value === 0) {
      out += "z";
      continue;
    }
    const digits: string[] = [];
    for (let i = 0; i < 5; i++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, group.length + 1).join("");
  }
  return `${out}~>`;
}

describe("measureDecodedStreams", () => {
  it("finds every FDES of the test corpus far within the default limits", async () => {
    for (const name of readdirSync(CORPUS).filter((file) => file.endsWith(".pdf"))) {
      const sizes = await measureDecodedStreams(new Uint8Array(readFileSync(path.join(CORPUS, name))));
      expect(sizes.withinLimits, name).toBe(true);
      expect(sizes.largest, name).toBeLessThan(1 * MB);
      expect(sizes.total, name).toBeLessThan(4 * MB);
    }
  });

  it("measures a plain document's content stream to the byte", async () => {
    const sizes = await measureDecodedStreams(plainPdf());
    expect(sizes).toEqual({ streams: 1, largest: 69, total: 69, withinLimits: true });
  });

  it("stops a 100 MB Flate bomb at the default stream limit", async () => {
    const sizes = await measureDecodedStreams(await flateBomb(100 * MB));
    expect(sizes.withinLimits).toBe(false);
    expect(sizes.largest).toBe(DECODED_STREAM_MAX_BYTES + 1);
  });

  it("stops a Flate bomb, a doubly compressed one and an object stream bomb past the stream limit", async () => {
    for (const bomb of [await flateBomb(2 * MB), await nestedFlateBomb(2 * MB), await objectStreamBomb(2 * MB)]) {
      const sizes = await measureDecodedStreams(bomb, LIMITS);
      expect(sizes.withinLimits).toBe(false);
      expect(sizes.largest).toBe(LIMITS.stream + 1);
    }
  });

  it("lets the same documents through when their content stays under the limits", async () => {
    for (const bomb of [await flateBomb(MB / 2), await nestedFlateBomb(MB / 2), await objectStreamBomb(MB / 2)]) {
      const sizes = await measureDecodedStreams(bomb, LIMITS);
      expect(sizes.withinLimits).toBe(true);
      expect(sizes.largest).toBeGreaterThan(MB / 2);
    }
  });

  it("decodes the filters that wrap Flate data: ASCIIHex, ASCII85, RunLength, abbreviated names", async () => {
    const bomb = await deflatedZeros(2 * MB);
    const wrapped = [
      pdfWithContentStream("/Filter [/ASCIIHexDecode /FlateDecode]", Buffer.from(`${bomb.toString("hex")}>`)),
      pdfWithContentStream("/Filter [/AHx /Fl]", Buffer.from(`${bomb.toString("hex")}>`)),
      pdfWithContentStream("/Filter [/ASCII85Decode /FlateDecode]", Buffer.from(ascii85(bomb), "latin1")),
      pdfWithContentStream("/Filter [/RL /FlateDecode]", runLengthLiterals(bomb)),
    ];
    for (const pdf of wrapped) expect((await measureDecodedStreams(pdf, LIMITS)).withinLimits).toBe(false);
    // The same wrappers decode exactly: a small stream measures its true size.
    const small = await deflatedZeros(1000);
    const exact = [
      pdfWithContentStream("/Filter [/AHx /Fl]", Buffer.from(`${small.toString("hex")}>`)),
      pdfWithContentStream("/Filter [/A85 /Fl]", Buffer.from(ascii85(small), "latin1")),
      pdfWithContentStream("/Filter [/RunLengthDecode /FlateDecode]", runLengthLiterals(small)),
    ];
    for (const pdf of exact) expect(await measureDecodedStreams(pdf, LIMITS)).toMatchObject({ largest: 1000, withinLimits: true });
  });

  it("guesses Flate from the data when /Filter is an indirect reference", async () => {
    const pdf = pdfWithContentStream("/Filter 9 0 R", await deflatedZeros(2 * MB));
    expect((await measureDecodedStreams(pdf, LIMITS)).withinLimits).toBe(false);
  });

  it("counts what a damaged stream yields before its damage, as pdf.js decodes it", async () => {
    // The outer layer is cut and followed by garbage: the inner bomb it held still comes out whole.
    const outer = deflateSync(await deflatedZeros(4 * MB));
    const damaged = Buffer.concat([outer.subarray(0, outer.length - 6), Buffer.from("\x00\xffgarbage, not deflate data", "latin1")]);
    const pdf = pdfWithContentStream("/Filter [/FlateDecode /FlateDecode]", damaged);
    expect((await measureDecodedStreams(pdf, LIMITS)).withinLimits).toBe(false);
  });

  it("ignores a /Length that lies: the body is read to its filter's own end", async () => {
    const pdf = pdfWithContentStream("/Filter /FlateDecode /Length 10", await deflatedZeros(2 * MB));
    expect((await measureDecodedStreams(pdf, LIMITS)).withinLimits).toBe(false);
  });

  it("leaves images out: text extraction never decodes them", async () => {
    const pdf = pdfWithContentStream(
      "/Type /XObject /Subtype /Image /Width 2048 /Height 1024 /Filter /FlateDecode",
      await deflatedZeros(2 * MB),
    );
    expect(await measureDecodedStreams(pdf, LIMITS)).toMatchObject({ total: 0, withinLimits: true });
  });

  it("adds the streams up against the document limit", async () => {
    const streams = await Promise.all([1, 2, 3, 4].map(() => deflatedZeros(0.9 * MB)));
    const pdf = pdfWithContentStream("/Filter /FlateDecode", deflateSync("BT ET"));
    const many = Buffer.concat([
      Buffer.from(pdf),
      ...streams.map((data, index) =>
        Buffer.concat([
          Buffer.from(`${10 + index} 0 obj\n<< /Filter /FlateDecode >>\nstream\n`),
          data,
          Buffer.from("\nendstream\nendobj\n"),
        ]),
      ),
    ]);
    const sizes = await measureDecodedStreams(many, LIMITS);
    expect(sizes.withinLimits).toBe(false);
    expect(sizes.largest).toBeLessThanOrEqual(LIMITS.stream + 1);
  });

  it("sees each stream of a page drawn many times once: that bomb is left to the reading process's memory bound", async () => {
    const sizes = await measureDecodedStreams(await repeatedContentBomb(MB / 2, 100), LIMITS);
    expect(sizes.withinLimits).toBe(true);
  });
});
