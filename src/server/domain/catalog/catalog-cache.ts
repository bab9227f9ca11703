import type { Database } from "../../db/client";
import { listCategories, listProducts } from "./catalog-read.service";
import { JsonCache } from "./json-cache";

/** The channel a database trigger notifies on every change to products or categories (migration 0001). */
export const CATALOG_CHANNEL = "catalog_changed";

export interface CatalogCache {
  products: JsonCache;
  categories: JsonCache;
  /** Drops this process's cached answers at once (others learn through NOTIFY). */
  invalidate(): void;
}

/** `onRebuild`: told each time a cache is filled from the database (the rebuild counter of /metrics). */
export async function createCatalogCache(database: Database, onRebuild: (cache: string) => void = () => {}): Promise<CatalogCache> {
  const products = new JsonCache(() => {
    onRebuild("products");
    return listProducts(database.db);
  });
  const categories = new JsonCache(() => {
    onRebuild("categories");
    return listCategories(database.db);
  });
  const invalidate = () => {
    products.invalidate();
    categories.invalidate();
  };
  await database.listen(CATALOG_CHANNEL, invalidate);
  return { products, categories, invalidate };
}
