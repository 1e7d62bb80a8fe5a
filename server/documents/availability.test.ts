import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readAvailability } from "./availability.server";
import { DOCUMENTS_MANIFEST } from "./manifest";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "documents-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("readAvailability", () => {
  it("lists the files with their size and marks the manifest's samples", async () => {
    await writeFile(path.join(dir, "BOTTE_22.pdf"), Buffer.alloc(2048));
    await writeFile(path.join(dir, "FDES_Botte_22cm.pdf"), Buffer.alloc(100));
    await writeFile(
      path.join(dir, DOCUMENTS_MANIFEST),
      JSON.stringify({ files: { "BOTTE_22.pdf": { origin: "generated" }, "FDES_Botte_22cm.pdf": { origin: "sample" } } }),
    );
    expect(await readAvailability(dir)).toEqual({
      "BOTTE_22.pdf": { sizeBytes: 2048, sample: false },
      "FDES_Botte_22cm.pdf": { sizeBytes: 100, sample: true },
    });
  });

  it("ignores empty files, folders and dot files; a manufacturer's file is not a sample", async () => {
    await writeFile(path.join(dir, "EMPTY.pdf"), "");
    await mkdir(path.join(dir, "folder.pdf"));
    await writeFile(path.join(dir, ".hidden.pdf"), "x");
    await writeFile(path.join(dir, "FDES_Botte_36cm.pdf"), "%PDF-");
    await writeFile(path.join(dir, DOCUMENTS_MANIFEST), JSON.stringify({ files: { "FDES_Botte_36cm.pdf": { origin: "manufacturer" } } }));
    expect(await readAvailability(dir)).toEqual({ "FDES_Botte_36cm.pdf": { sizeBytes: 5, sample: false } });
  });

  it("treats a missing or unreadable manifest as no sample, and a missing folder as no file", async () => {
    await writeFile(path.join(dir, "BOTTE_46.pdf"), "%PDF-");
    await writeFile(path.join(dir, DOCUMENTS_MANIFEST), "{ not json");
    expect(await readAvailability(dir)).toEqual({ "BOTTE_46.pdf": { sizeBytes: 5, sample: false } });
    expect(await readAvailability(path.join(dir, "absent"))).toEqual({});
  });
});
