import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadReport } from "./download-report";

/** The server's answers as the browser's fetch gives them. */
function answering(status: number, body: unknown) {
  vi.stubGlobal("fetch", async () => Response.json(body, { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("downloadReport", () => {
  it("tells the hourly limit apart from a refusal that carries the server's own French sentence", async () => {
    answering(429, { error: "Too Many Requests", retryAfter: 60 });
    expect(await downloadReport("/api/wall-report", {}, "x.pdf")).toBe("rate-limited");
    answering(429, { error: "Une autre demande de votre part est déjà en cours.", retryAfter: 5 });
    expect(await downloadReport("/api/wall-report", {}, "x.pdf")).toEqual({
      refused: "Une autre demande de votre part est déjà en cours.",
    });
    answering(503, { error: "Le serveur prépare déjà de nombreux documents.", retryAfter: 5 });
    expect(await downloadReport("/api/wall-report", {}, "x.pdf")).toEqual({ refused: "Le serveur prépare déjà de nombreux documents." });
  });

  it("is a failure for any other refusal or an unreadable answer", async () => {
    answering(500, { error: "Une erreur inattendue est survenue." });
    expect(await downloadReport("/api/wall-report", {}, "x.pdf")).toBe("failed");
    vi.stubGlobal("fetch", async () => new Response("pas du JSON", { status: 503 }));
    expect(await downloadReport("/api/wall-report", {}, "x.pdf")).toBe("failed");
  });
});
