import { describe, expect, it } from "vitest";
import type { Product } from "../../../shared/contracts/catalog";
import { sampleProduct } from "../../lib/product-fixtures";
import { ALL_CATEGORIES, categoryFilterFromQuery, filterAndSortProducts, productCountLabel, productsPathFrom } from "./product-list";

const product = (name: string, price: string, category: string): Product =>
  sampleProduct({ id: name, name, price, category, inStock: 1, createdAt: "", updatedAt: "" });

const products = [
  product("150A EMC Probe Amplifier", "895.00", "Probe Amplifiers"),
  product("101A EMC Probe Set", "1295.00", "EMC Probe Sets"),
  product("CB-1 Flexible SMA Test Cable", "49.00", "Cables"),
  product("102A H-Field Probe", "189.00", "Near-Field EMC Probes"),
  product("99 Budget Probe", "1000.00", "Near-Field EMC Probes"),
];
const names = (list: Product[]) => list.map((p) => p.name);

describe("categoryFilterFromQuery", () => {
  const categories = [{ name: "EMC Probe Sets" }, { name: "Probe Amplifiers" }];

  it("no query means all categories", () => {
    expect(categoryFilterFromQuery(null, categories)).toBe(ALL_CATEGORIES);
    expect(categoryFilterFromQuery("  ", categories)).toBe(ALL_CATEGORIES);
  });

  it("matches case-insensitively and takes the category's own name", () => {
    expect(categoryFilterFromQuery("emc probe sets", categories)).toBe("EMC Probe Sets");
    expect(categoryFilterFromQuery("PROBE AMPLIFIERS", categories)).toBe("Probe Amplifiers");
  });

  it("reads a category we do not sell as all categories (the canonical list the server renders)", () => {
    expect(categoryFilterFromQuery("Oscilloscopes", categories)).toBe(ALL_CATEGORIES);
    expect(categoryFilterFromQuery(ALL_CATEGORIES, categories)).toBe(ALL_CATEGORIES);
  });
});

describe("filterAndSortProducts", () => {
  it("sorts by name A to Z by default, numbers in numeric order", () => {
    expect(names(filterAndSortProducts(products, ALL_CATEGORIES, "name-asc"))).toEqual([
      "99 Budget Probe",
      "101A EMC Probe Set",
      "102A H-Field Probe",
      "150A EMC Probe Amplifier",
      "CB-1 Flexible SMA Test Cable",
    ]);
  });

  it("sorts Z to A", () => {
    expect(names(filterAndSortProducts(products, ALL_CATEGORIES, "name-desc"))[0]).toBe("CB-1 Flexible SMA Test Cable");
  });

  it("sorts by price in cents both ways", () => {
    expect(names(filterAndSortProducts(products, ALL_CATEGORIES, "price-asc"))).toEqual([
      "CB-1 Flexible SMA Test Cable",
      "102A H-Field Probe",
      "150A EMC Probe Amplifier",
      "99 Budget Probe",
      "101A EMC Probe Set",
    ]);
    expect(names(filterAndSortProducts(products, ALL_CATEGORIES, "price-desc"))[0]).toBe("101A EMC Probe Set");
  });

  it("filters by category name, case-insensitively", () => {
    expect(names(filterAndSortProducts(products, "near-field emc probes", "name-asc"))).toEqual(["99 Budget Probe", "102A H-Field Probe"]);
    expect(filterAndSortProducts(products, "Oscilloscopes", "name-asc")).toEqual([]);
  });

  it("does not reorder the list it was given", () => {
    const before = names(products);
    filterAndSortProducts(products, ALL_CATEGORIES, "price-desc");
    expect(names(products)).toEqual(before);
  });
});

describe("productCountLabel", () => {
  it("reads product or products", () => {
    expect(productCountLabel(1)).toBe("1 product");
    expect(productCountLabel(0)).toBe("0 products");
    expect(productCountLabel(22)).toBe("22 products");
  });
});

describe("the way back to the products list", () => {
  it("keeps the filter and sort the visitor came from, and nothing else", () => {
    expect(productsPathFrom({ productsSearch: "?category=Probe+Amplifiers&sort=price-desc" })).toBe(
      "/products?category=Probe+Amplifiers&sort=price-desc",
    );
    expect(productsPathFrom(null)).toBe("/products");
    expect(productsPathFrom({ productsSearch: "//evil.example" })).toBe("/products");
    expect(productsPathFrom({ productsSearch: 42 })).toBe("/products");
  });
});
