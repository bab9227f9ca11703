import { describe, expect, it } from "vitest";
import catalog from "./catalog.json" with { type: "json" };
import { seedCatalogSchema, seedProducts } from "./catalog-data";

describe("the seed catalog data file", () => {
  it("passes its schema, with specifications joined into lines", () => {
    expect(seedProducts.length).toBeGreaterThan(10);
    expect(seedProducts[0]!.specifications).toContain("\n");
  });

  it("is refused with the place of the mistake: an unknown category, a price without cents, a duplicate slug", () => {
    const product = catalog.products[0]!;
    const broken = {
      ...catalog,
      products: [
        { ...product, category: "Nowhere" },
        { ...product, price: "12.5" },
      ],
    };
    const result = seedCatalogSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        "products.0.category: unknown category Nowhere",
        "products.1.price: a price with two decimals",
        "products: slugs must be unique",
      ]),
    );
  });
});
