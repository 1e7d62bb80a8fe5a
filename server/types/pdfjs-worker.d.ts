// pdf.js's parsing half, which the FDES reading process loads ahead of its first document
// (server/fdes/fdes-reader-process.server.ts); the package ships no types for it, and only its presence matters.
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
