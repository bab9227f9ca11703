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
  /** Runs `listener` on every invalidation, local or notified (the rendered pages' cache); answers the unsubscribe. */
  onInvalidate(listener: () => void): () => void;
}

export async function createCatalogCache(database: Database): Promise<CatalogCache> {
  const products = new JsonCache(() => listProducts(database.db));
  const categories = new JsonCache(() => listCategories(database.db));
  const listeners = new Set<() => void>();
  const invalidate = () => {
    products.invalidate();
    categories.invalidate();
    for (const listener of listeners) listener();
  };
  const onInvalidate = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  await database.listen(CATALOG_CHANNEL, invalidate);
  return { products, categories, invalidate, onInvalidate };
}
