import { describe, expect, it } from "vitest";
import { clientAddress, isCrossSiteWrite, normalizeAddress } from "./client-address.server";

describe("clientAddress", () => {
  it("uses the socket address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.7", "198.51.100.1", 0)).toBe("203.0.113.7");
  });
  it("takes the N-th address from the right of X-Forwarded-For behind N proxies", () => {
    expect(clientAddress("10.0.0.2", "1.1.1.1, 198.51.100.1", 1)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.2", "1.1.1.1, 198.51.100.1, 10.0.0.9", 2)).toBe("198.51.100.1");
  });
  it("takes the leftmost address when the header has fewer hops than trusted proxies", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.1", 3)).toBe("198.51.100.1");
  });
  it("falls back to the socket address when the header holds garbage", () => {
    expect(clientAddress("10.0.0.2", "not-an-ip", 1)).toBe("10.0.0.2");
  });
  it("unwraps IPv4-mapped IPv6 socket addresses", () => {
    expect(clientAddress("::ffff:127.0.0.1", undefined, 0)).toBe("127.0.0.1");
    expect(normalizeAddress("2001:DB8::1")).toBe("2001:db8::1");
  });
});

describe("isCrossSiteWrite", () => {
  it("lets reads through from anywhere", () => {
    expect(isCrossSiteWrite("GET", { origin: "https://evil.example", host: "isolenpaille.fr" })).toBe(false);
  });
  it("refuses a post whose Origin is another site", () => {
    expect(isCrossSiteWrite("POST", { origin: "https://evil.example", host: "isolenpaille.fr" })).toBe(true);
    expect(isCrossSiteWrite("POST", { origin: "null", host: "isolenpaille.fr" })).toBe(true);
  });
  it("accepts a post from the site itself", () => {
    expect(isCrossSiteWrite("POST", { origin: "http://localhost:3000", host: "localhost:3000" })).toBe(false);
  });
  it("without Origin, refuses only what the browser labels cross-site", () => {
    expect(isCrossSiteWrite("POST", { secFetchSite: "cross-site", host: "a" })).toBe(true);
    expect(isCrossSiteWrite("POST", { secFetchSite: "same-origin", host: "a" })).toBe(false);
    expect(isCrossSiteWrite("POST", { host: "a" })).toBe(false);
  });
});
