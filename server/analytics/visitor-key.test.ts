import { describe, expect, it } from "vitest";
import { newSalt, saltExpiryCutoff } from "../http/daily-salt.server";
import { visitorKey } from "./visitor-key";

const UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0";

describe("visitorKey", () => {
  const monday = newSalt();
  const tuesday = newSalt();

  it("is the same for the same visitor on the same day", () => {
    expect(visitorKey(monday, "isolenpaille.fr", "203.0.113.7", UA)).toBe(visitorKey(monday, "isolenpaille.fr", "203.0.113.7", UA));
  });
  it("differs the next day, when the salt has changed", () => {
    expect(visitorKey(tuesday, "isolenpaille.fr", "203.0.113.7", UA)).not.toBe(visitorKey(monday, "isolenpaille.fr", "203.0.113.7", UA));
  });
  it("differs between two visitors and between two browsers of one address", () => {
    const a = visitorKey(monday, "isolenpaille.fr", "203.0.113.7", UA);
    expect(visitorKey(monday, "isolenpaille.fr", "203.0.113.8", UA)).not.toBe(a);
    expect(visitorKey(monday, "isolenpaille.fr", "203.0.113.7", UA + " Edg/156")).not.toBe(a);
  });
  it("fits a signed 64-bit PostgreSQL bigint", () => {
    const key = visitorKey(monday, "isolenpaille.fr", "2001:db8::1", UA);
    expect(key >= -(2n ** 63n) && key < 2n ** 63n).toBe(true);
  });
});

describe("saltExpiryCutoff", () => {
  it("is 48 hours before now: a salt created earlier is deleted", () => {
    expect(saltExpiryCutoff(new Date("2026-11-20T12:00:00Z")).toISOString()).toBe("2026-11-18T12:00:00.000Z");
  });
});
