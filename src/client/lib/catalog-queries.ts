import { useQuery, type QueryFunctionContext } from "@tanstack/react-query";
import type { Product } from "../../shared/contracts/catalog";
import { productIdsQuery } from "../../shared/product-list-query";
import { getQueryFn, parseAnswer, throwIfNotOk } from "./api";
import { CATEGORIES_KEY, FEATURED_PRODUCTS_QUERY, PRODUCTS_KEY, productKey, productPartKey } from "./query-keys";

// Home shows both lists: their contracts load beside the first call, keeping zod out of the entry (decision 0006).
const productList = () => import("../../shared/contracts/catalog").then((m) => m.product.array());
const productOne = () => import("../../shared/contracts/catalog").then((m) => m.product);
const categoryList = () => import("../../shared/contracts/catalog").then((m) => m.category.array());

/** A part of the product list and how many products it was cut from (GET /api/products' X-Total-Count). */
export interface ProductPart {
  products: Product[];
  total: number;
}

/** The whole list: the admin and the datasheets, which show every product. A page shows a part (below). */
export function useProducts() {
  return useQuery({ queryKey: PRODUCTS_KEY, queryFn: getQueryFn(productList) });
}

export function useCategories() {
  return useQuery({ queryKey: CATEGORIES_KEY, queryFn: getQueryFn(categoryList) });
}

async function fetchProduct({ queryKey }: QueryFunctionContext<ReturnType<typeof productKey>>): Promise<Product | null> {
  const url = `${PRODUCTS_KEY[0]}/${encodeURIComponent(queryKey[1])}`;
  const [res, schema] = await Promise.all([fetch(url, { credentials: "include" }), productOne()]);
  if (res.status === 404) return null;
  await throwIfNotOk(res);
  return parseAnswer(res, schema, `GET ${url}`);
}

async function fetchPart({ queryKey }: QueryFunctionContext<ReturnType<typeof productPartKey>>): Promise<ProductPart> {
  const url = `${PRODUCTS_KEY[0]}${queryKey[1]}`;
  const [res, schema] = await Promise.all([fetch(url, { credentials: "include" }), productList()]);
  await throwIfNotOk(res);
  const products = await parseAnswer(res, schema, `GET ${url}`);
  return { products, total: Number(res.headers.get("x-total-count") ?? products.length) };
}

const productQuery = (id: string, enabled = true) => ({ queryKey: productKey(id), queryFn: fetchProduct, enabled });

/** One product by id; null when the shop has none with that id. Nothing is asked without an id. */
export function useProduct(id: string | undefined) {
  return useQuery(productQuery(id ?? "", id !== undefined && id !== ""));
}

/** A part of the list, by its query string (shared/product-list-query.ts `productListPartQuery`); none while null. */
export function useProductPart(query: string | null) {
  return useQuery({ queryKey: productPartKey(query ?? ""), queryFn: fetchPart, enabled: query !== null });
}

export function useFeaturedProducts() {
  return useProductPart(FEATURED_PRODUCTS_QUERY);
}

/**
 * Products by id (the cart's, the compared ones) in one answer: those the shop sells, in their order;
 * undefined until it comes (none asked for: none). Not asked while `enabled` is false.
 */
export function useProductsById(ids: readonly string[], enabled = true): { products: Product[] | undefined; query: string } {
  const query = productIdsQuery(ids);
  const part = useProductPart(ids.length > 0 && enabled ? query : null);
  return { products: ids.length === 0 ? [] : part.data?.products, query };
}
