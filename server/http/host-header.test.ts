import { describe, expect, it } from "vitest";
import { isValidHost } from "./host-header.server";

describe("isValidHost", () => {
  it("takes a name, an IPv4 or bracketed IPv6 address, each with an optional port", () => {
    for (const host of [
      "www.isolenpaille.fr",
      "www.isolenpaille.fr:443",
      "127.0.0.1:3000",
      "[::1]:8080",
      "[2001:db8::1]",
      "localhost",
      "mon_serveur",
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it("refuses what no URL can be built from: a port out of range, forbidden characters, several hosts, nothing", () => {
    for (const host of [
      "www.isolenpaille.fr:99999",
      "a^b",
      "a b",
      "exemple.fr:",
      "exemple.fr:80:80",
      "user@exemple.fr",
      "exemple.fr/chemin",
      "[::1",
      "",
      undefined,
    ]) {
      expect(isValidHost(host), String(host)).toBe(false);
    }
  });
});
