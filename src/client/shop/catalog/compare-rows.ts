// The compare page's specification rows (extensions §8): every row of the products' highlighted
// specifications and "Name: value" specification lines, aligned by name across the products.
import type { Product } from "../../../shared/contracts/catalog";
import { specificationRows } from "./product-facts";

export interface CompareRow {
  /** As the first product that has the row writes it. */
  name: string;
  /** One per product, in the products' order; null where a product has no such row. */
  values: (string | null)[];
}

/** Names match whatever their case, spacing or a trailing colon: "Frequency Range" is "frequency range:". */
const rowKey = (name: string) => name.toLocaleLowerCase().replace(/\s+/g, " ").replace(/:$/, "").trim();

/** A product's named rows: its highlighted specifications first, then its specification lines, each name once. */
function namedRows(product: Pick<Product, "highlightedSpecs" | "specifications">): Map<string, { name: string; value: string }> {
  const rows = new Map<string, { name: string; value: string }>();
  const add = (name: string, value: string) => {
    const key = rowKey(name);
    if (key && !rows.has(key)) rows.set(key, { name: name.trim(), value: value.trim() });
  };
  for (const spec of product.highlightedSpecs) add(spec.name, spec.value);
  for (const line of specificationRows(product.specifications)) if (line.name !== null) add(line.name, line.value);
  return rows;
}

/**
 * Every row any of the products has, in the order they first appear (the first product's rows, then
 * rows only later products have), with each product's value or null.
 */
export function compareRows(products: readonly Pick<Product, "highlightedSpecs" | "specifications">[]): CompareRow[] {
  const perProduct = products.map(namedRows);
  const order = new Map<string, string>();
  for (const rows of perProduct) for (const [key, row] of rows) if (!order.has(key)) order.set(key, row.name);
  return [...order].map(([key, name]) => ({ name, values: perProduct.map((rows) => rows.get(key)?.value ?? null) }));
}
