import { describe, expect, it } from "vitest";
import { productInput } from "./catalog";

const eccn = (value: string) => productInput.shape.eccn.safeParse(value);

describe("a product's ECCN", () => {
  it("keeps the paragraphs' case as written, as the Commerce Control List writes them", () => {
    expect(eccn("3A992.a").data).toBe("3A992.a");
    expect(eccn("5A992.c").data).toBe("5A992.c");
    expect(eccn("3A001.b.1.a").data).toBe("3A001.b.1.a");
    expect(eccn(" 9A610.y.1 ").data).toBe("9A610.y.1");
  });

  it("writes the classification itself in capitals (ear99, 3a992.a)", () => {
    expect(eccn("EAR99").data).toBe("EAR99");
    expect(eccn("ear99").data).toBe("EAR99");
    expect(eccn("3a992.a").data).toBe("3A992.a");
    expect(eccn("3A992").data).toBe("3A992");
  });

  it("stores an empty field as none", () => {
    expect(eccn("").data).toBeNull();
    expect(productInput.shape.eccn.safeParse(null).data).toBeNull();
  });

  it("refuses what is not an ECCN", () => {
    for (const bad of ["banana", "EAR99.a", "3F992.a", "3A99.a", "3A992.", "3A992..a", "3A992.a.", "3A992-a", "3A992.a b"]) {
      expect(eccn(bad).success, bad).toBe(false);
    }
  });
});
