import { describe, expect, it } from "vitest";
import { islandsHandle, pageHydration } from "./page-hydration";
import { videoEmbedHandle } from "./csp-handle";

describe("pageHydration", () => {
  it("hydrates whole unless a matched route asks for islands", () => {
    expect(pageHydration([])).toBe("full");
    expect(pageHydration([undefined, videoEmbedHandle])).toBe("full");
    expect(pageHydration([undefined, islandsHandle])).toBe("islands");
    expect(pageHydration([undefined, { ...videoEmbedHandle, ...islandsHandle }])).toBe("islands");
  });

  it("lets the deepest route that says decide", () => {
    expect(pageHydration([islandsHandle, { hydration: "full" }])).toBe("full");
    expect(pageHydration([{ hydration: "full" }, undefined, islandsHandle])).toBe("islands");
  });
});
