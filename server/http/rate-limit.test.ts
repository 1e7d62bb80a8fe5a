import { describe, expect, it } from "vitest";
import { addressPrefix } from "./rate-limit.server";

describe("addressPrefix", () => {
  it("keeps an IPv4 address whole", () => {
    expect(addressPrefix("203.0.113.7")).toBe("203.0.113.7");
  });
  it("keys an IPv6 address by its /64", () => {
    expect(addressPrefix("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:8d3::/64");
    expect(addressPrefix("2001:0DB8:0000:0001:aaaa::1")).toBe("2001:db8:0:1::/64");
    expect(addressPrefix("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressPrefix("2001:db8::1")).toBe(addressPrefix("2001:db8:0:0:ffff::2"));
  });
});
