import { createHash } from "node:crypto";
import type { Product } from "../../../shared/contracts/catalog";
import type { Database } from "../../db/client";
import { listCategories, listProducts } from "./catalog-read.service";
import { JsonCache, type CachedJson } from "./json-cache";

/** The channel a database trigger notifies on every change to products or categories (migration 0001). */
export const CATALOG_CHANNEL = "catalog_changed";

export interface CatalogCache {
  products: JsonCache;
  categories: JsonCache;
  /**
   * One product's answer (GET /api/products/{id}) cut from the list's version; undefined when there
   * is no such product. At once while the list is cached, else once it is read.
   */
  product(id: string): Promise<CachedJson | undefined> | CachedJson | undefined;
  /** Drops this process's cached answers at once (others learn through NOTIFY). */
  invalidate(): void;
  /** Runs `listener` on every invalidation, local or notified (the rendered pages' cache); answers the unsubscribe. */
  onInvalidate(listener: () => void): () => void;
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
  return { products, categories, invalidate, onInvalidate, product: (id) => productOf(products, id) };
}

/** Per list version (keyed by its bytes, dropped with them): the products by id, each serialised on first request. */
const productsByList = new WeakMap<Buffer, { rows: Map<string, Product>; answers: Map<string, CachedJson> }>();

function productOf(list: JsonCache, id: string): Promise<CachedJson | undefined> | CachedJson | undefined {
  const entry = list.get();
  return entry instanceof Promise ? entry.then((loaded) => productIn(loaded, id)) : productIn(entry, id);
}

function indexOf(entry: CachedJson) {
  let index = productsByList.get(entry.body);
  if (!index) {
    index = { rows: new Map((entry.data as Product[]).map((p) => [p.id, p])), answers: new Map() };
    productsByList.set(entry.body, index);
  }
  return index;
}

/** The products of one version of the cached list by id (made once per version): answers that pick products from the list. */
export function productsById(entry: CachedJson): ReadonlyMap<string, Product> {
  return indexOf(entry).rows;
}

function productIn(entry: CachedJson, id: string): CachedJson | undefined {
  const index = indexOf(entry);
  const cached = index.answers.get(id);
  if (cached) return cached;
  const row = index.rows.get(id);
  if (!row) return undefined;
  const body = Buffer.from(JSON.stringify(row));
  const answer: CachedJson = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
  index.answers.set(id, answer);
  return answer;
}
