import { describe, expect, it } from "vitest";
import { plain, searchPriceForm } from "./search-price-form";

describe("the search page's price filter", () => {
  it("takes amounts as people write them, or none", () => {
    expect(searchPriceForm.safeParse({ minPrice: "$1,250", maxPrice: "" }).success).toBe(true);
    expect(searchPriceForm.safeParse({ minPrice: "", maxPrice: "99.50" }).success).toBe(true);
    expect(plain(" $1,250.00 ")).toBe("1250.00");
  });

  it("refuses what is not an amount, and a maximum below the minimum", () => {
    expect(searchPriceForm.safeParse({ minPrice: "cheap", maxPrice: "" }).error?.issues[0]?.message).toBe(
      "Enter an amount like 250 or 99.50",
    );
    const reversed = searchPriceForm.safeParse({ minPrice: "500", maxPrice: "100" });
    expect(reversed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["maxPrice", "The maximum must not be below the minimum"],
    ]);
  });
});
