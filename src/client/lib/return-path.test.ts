import { describe, expect, it } from "vitest";
import { safeReturnPath, withReturnPath } from "./return-path";

describe("return paths after signing in", () => {
  it("keeps paths of this site and refuses anything that leaves it", () => {
    expect(safeReturnPath("/admin/orders?status=pending", "/admin")).toBe("/admin/orders?status=pending");
    expect(safeReturnPath("/checkout")).toBe("/checkout");
    for (const bad of ["//evil.example/admin", "https://evil.example", "/\\evil.example", "javascript:alert(1)", "", null, undefined])
      expect(safeReturnPath(bad)).toBeNull();
    expect(safeReturnPath("/orders", "/admin")).toBeNull();
  });

  it("round-trips through the query string", () => {
    const url = new URL(withReturnPath("/bmivopcf", "/admin/orders?q=a&b=c"), "http://shop.test");
    expect(url.pathname).toBe("/bmivopcf");
    expect(url.searchParams.get("next")).toBe("/admin/orders?q=a&b=c");
  });
});
