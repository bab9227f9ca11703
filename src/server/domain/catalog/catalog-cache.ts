import { createHash } from "node:crypto";
import type { Product } from "../../../shared/contracts/catalog";
import type { Database } from "../../db/client";
import { listCategories, listProducts } from "./catalog-read.service";
import { JsonCache, type CachedJson } from "./json-cache";

/**
 * The channel a database trigger notifies on every change to products or categories (migrations 0001
 * and 0028): "stock:<id>,<id>" when only those products' stock changed, anything else for a change
 * that may touch every answer ("products", "categories", "reconnected").
 */
export const CATALOG_CHANNEL = "catalog_changed";

/** What changed: the stock of these products alone, or anything at all (an edit, a notification not understood). */
export type CatalogChange = { readonly stock: readonly string[] } | "all";

const STOCK_PAYLOAD = /^stock:([0-9a-f-]{36}(?:,[0-9a-f-]{36})*)$/;

/** A catalog_changed payload read: only a well-formed list of product ids is a stock change. */
export function catalogChangeOf(payload: string): CatalogChange {
  const ids = STOCK_PAYLOAD.exec(payload)?.[1];
  return ids ? { stock: ids.split(",") } : "all";
}

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
  /**
   * The stock of `productIds` changed (an order, a release, a restock): this process's product list is
   * patched (those products read again) and the categories kept; others learn through NOTIFY.
   */
  stockChanged(productIds: readonly string[]): void;
  /** Runs `listener` on every change, local or notified (the rendered pages' cache); answers the unsubscribe. */
  onInvalidate(listener: (change: CatalogChange) => void): () => void;
}

/** `onRebuild`: told each time a cache is filled from the database (the rebuild counter of /metrics). */
export async function createCatalogCache(database: Database, onRebuild: (cache: string) => void = () => {}): Promise<CatalogCache> {
  // After a stock change the list is made from the last one kept with those products read again
  // (a few rows instead of every product); `ids` gathers the changes until a list is kept again.
  let patch: { base: Product[]; ids: Set<string> } | undefined;
  const products = new JsonCache(async () => {
    const from = patch;
    if (!from) {
      onRebuild("products");
      return listProducts(database.db);
    }
    onRebuild("products-stock");
    return patchedList(from.base, from.ids, await listProducts(database.db, [...from.ids]));
  });
  const categories = new JsonCache(() => {
    onRebuild("categories");
    return listCategories(database.db);
  });
  const listeners = new Set<(change: CatalogChange) => void>();
  const invalidate = () => {
    patch = undefined;
    products.invalidate();
    categories.invalidate();
    for (const listener of listeners) listener("all");
  };
  const stockChanged = (ids: readonly string[]) => {
    if (ids.length === 0) return;
    const kept = products.peek()?.data as Product[] | undefined;
    if (kept) patch = { base: kept, ids: new Set(ids) };
    else for (const id of ids) patch?.ids.add(id);
    products.invalidate();
    const change = { stock: [...ids] };
    for (const listener of listeners) listener(change);
  };
  const onInvalidate = (listener: (change: CatalogChange) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  await database.listen(CATALOG_CHANNEL, (payload) => {
    const change = catalogChangeOf(payload);
    if (change === "all") invalidate();
    else stockChanged(change.stock);
  });
  return { products, categories, invalidate, stockChanged, onInvalidate, product: (id) => productOf(products, id) };
}

/** `base` with the products of `ids` as read again, in their places (only stock changed: the order holds, none is new). */
function patchedList(base: readonly Product[], ids: ReadonlySet<string>, fresh: readonly Product[]): Product[] {
  const byId = new Map(fresh.map((p) => [p.id, p]));
  return base.flatMap((p) => {
    if (!ids.has(p.id)) return [p];
    const now = byId.get(p.id);
    return now ? [now] : [];
  });
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
