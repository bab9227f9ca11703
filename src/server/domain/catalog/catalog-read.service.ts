import { asc, count, eq, inArray } from "drizzle-orm";
import type { Category, Product } from "../../../shared/contracts/catalog";
import type { DbOrTx } from "../../db/client";
import { categories, products } from "../../db/schema/catalog";
import { notFound } from "../../lib/errors";
import { toCategoryDto, toProductDto } from "./catalog.mapper";

// The catalog as every reader sees it: the storefront's lists (through the cache), a product page, the page meta.

/** Every product (or those of `ids`), by name then id: GET /api/products' order. */
export async function listProducts(db: DbOrTx, ids?: readonly string[]): Promise<Product[]> {
  const rows = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(ids ? inArray(products.id, [...ids]) : undefined)
    .orderBy(asc(products.name), asc(products.id));
  return rows.map((r) => toProductDto(r.product, r.categoryName));
}

export async function getProduct(db: DbOrTx, id: string): Promise<Product> {
  const [row] = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!row) throw notFound("Product not found");
  return toProductDto(row.product, row.categoryName);
}

export async function listCategories(db: DbOrTx): Promise<Category[]> {
  const rows = await db
    .select({ category: categories, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
  return rows.map((r) => toCategoryDto(r.category, Number(r.productCount)));
}
