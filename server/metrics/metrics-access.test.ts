import { describe, expect, it } from "vitest";
import { hasMetricsToken, isLoopbackAddress, mayReadMetrics } from "./metrics-access.server";

describe("who may read /metrics", () => {
  it("knows loopback addresses, IPv4, IPv6 and IPv4 mapped in IPv6", () => {
    for (const address of ["127.0.0.1", "127.3.2.1", "::1", "::ffff:127.0.0.1"]) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of [
      "10.0.0.1",
      "192.168.1.2",
      "203.0.113.9",
      "::ffff:203.0.113.9",
      "2001:db8::1",
      "::",
      "",
      undefined,
      "128.0.0.1",
    ]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });

  it("takes only the exact bearer token, and none when no token is configured", () => {
    const token = "un-jeton-assez-long-pour-servir";
    expect(hasMetricsToken(`Bearer ${token}`, token)).toBe(true);
    expect(hasMetricsToken(`bearer ${token}`, token)).toBe(true);
    expect(hasMetricsToken(`Bearer ${token}x`, token)).toBe(false);
    expect(hasMetricsToken(`Bearer ${token.slice(1)}`, token)).toBe(false);
    expect(hasMetricsToken(token, token)).toBe(false);
    expect(hasMetricsToken(`Basic ${token}`, token)).toBe(false);
    expect(hasMetricsToken(undefined, token)).toBe(false);
    expect(hasMetricsToken("Bearer ", undefined)).toBe(false);
    expect(hasMetricsToken("Bearer undefined", undefined)).toBe(false);
  });

  it("lets loopback in without a token and anyone else only with it", () => {
    expect(mayReadMetrics("127.0.0.1", undefined, undefined)).toBe(true);
    expect(mayReadMetrics("203.0.113.9", undefined, "jeton-de-seize-car")).toBe(false);
    expect(mayReadMetrics("203.0.113.9", "Bearer jeton-de-seize-car", "jeton-de-seize-car")).toBe(true);
  });
});
