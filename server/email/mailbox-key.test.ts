import { describe, expect, it } from "vitest";
import { mailboxKey } from "./mailbox-key";

describe("mailboxKey", () => {
  it("counts the sub-addresses and the case of one mailbox as that mailbox", () => {
    const key = mailboxKey("jean.dupont@exemple.fr");
    for (const address of [
      "Jean.Dupont@Exemple.FR",
      "jean.dupont+1@exemple.fr",
      "jean.dupont+devis+2@EXEMPLE.fr",
      "jean.dupont+@exemple.fr",
    ]) {
      expect(mailboxKey(address)).toBe(key);
    }
  });

  it("drops the dots Gmail ignores, and reads googlemail.com as gmail.com", () => {
    expect(mailboxKey("J.e.a.n.Dupont+x@googlemail.com")).toBe("jeandupont@gmail.com");
    expect(mailboxKey("jeandupont@gmail.com.")).toBe("jeandupont@gmail.com");
  });

  it("keeps apart what are two mailboxes", () => {
    expect(mailboxKey("jean.dupont@exemple.fr")).not.toBe(mailboxKey("jeandupont@exemple.fr"));
    expect(mailboxKey("jean@exemple.fr")).not.toBe(mailboxKey("jean@exemple.com"));
    expect(mailboxKey("+jean@exemple.fr")).toBe("+jean@exemple.fr");
  });
});
