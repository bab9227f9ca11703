import { describe, expect, it } from "vitest";
import { registerInput } from "../../../shared/contracts/users";
import { isReservedUsername, skeleton } from "./username-rules";

describe("reserved usernames (UTS #39 skeletons)", () => {
  it("refuses admin in any case, script, width or spelling that looks like it", () => {
    for (const name of [
      "admin",
      "ADMIN",
      "Admin",
      "аdmin", // Cyrillic а
      "ａｄｍｉｎ", // full width
      "ＡＤＭＩＮ",
      "adrnin", // r + n looks like m
      "AdMlN", // lower-case L for I
      "a.d.m.i.n",
      "Administrator",
      "rооt", // Cyrillic о
      "0wner",
      "ᴀdmin", // U+1D00 small capital A
      "ɐdmin", // U+0250 turned a
      "ꜱᴛᴀꜰꜰ", // small capitals
      "ɹoot", // turned r
      "st4ff", // digits for letters
      "r00t",
      "0wn3r",
      "5y5t3m",
    ]) {
      expect(isReservedUsername(name), name).toBe(true);
    }
  });

  it("accepts ordinary names, including ones that merely contain a reserved word", () => {
    for (const name of [
      "ada",
      "grace",
      "owner1",
      "admiral",
      "badminton",
      "Zoë",
      "渡辺",
      "Ирина",
      "admin-1000",
      "staffan",
      "r2d2",
      "ǝlla",
    ]) {
      expect(isReservedUsername(name), name).toBe(false);
    }
  });

  it("computes the skeleton from Unicode's confusables", () => {
    expect(skeleton("раураl")).toBe(skeleton("paypal"));
    expect(skeleton("m")).toBe("rn");
  });
});

describe("username input", () => {
  const parse = (username: string) => registerInput.safeParse({ username, password: "password-123" });

  it("is normalised to NFKC", () => {
    expect(parse("ｇｒａｃｅ").data?.username).toBe("grace");
  });

  it("refuses zero-width, direction and other invisible characters", () => {
    for (const name of ["adm\u200bin", "\u202eadmin", "gr\u200dace", "ada\u2066", "x\u00ady", "a\ufeffb", "a\u3164b"]) {
      const result = parse(name);
      expect(result.success, JSON.stringify(name)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/invisible/);
    }
  });
});
