import { describe, expect, it } from "vitest";
import { mailboxKey, maskedAddress } from "./mail-cap";

describe("the mail cap's key for an address", () => {
  it("counts the spellings of one mailbox as one", () => {
    const key = mailboxKey("ada@example.com");
    for (const spelling of ["Ada@Example.com", " ada@example.com ", "ada+shop@example.com", "ADA+1@EXAMPLE.COM"]) {
      expect(mailboxKey(spelling), spelling).toBe(key);
    }
    expect(mailboxKey("a.d.a+x@googlemail.com")).toBe(mailboxKey("ada@gmail.com"));
  });

  it("keeps different mailboxes apart", () => {
    expect(mailboxKey("ada@example.com")).not.toBe(mailboxKey("ada@example.org"));
    // Dots matter outside Gmail.
    expect(mailboxKey("a.da@example.com")).not.toBe(mailboxKey("ada@example.com"));
  });

  it("logs an address as its first letter and domain", () => {
    expect(maskedAddress("target@example.com")).toBe("t***@example.com");
    expect(maskedAddress("Target@Example.com")).toBe("t***@example.com");
    expect(maskedAddress("nonsense")).toBe("***");
  });
});
