import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "./api";
import { CATEGORIES_KEY, PRODUCTS_KEY } from "./query-keys";

// Home shows both lists: their contracts load beside the first call, keeping zod out of the entry (decision 0006).
const productList = () => import("../../shared/contracts/catalog").then((m) => m.product.array());
const categoryList = () => import("../../shared/contracts/catalog").then((m) => m.category.array());

export function useProducts() {
  return useQuery({ queryKey: PRODUCTS_KEY, queryFn: getQueryFn(productList) });
}

export function useCategories() {
  return useQuery({ queryKey: CATEGORIES_KEY, queryFn: getQueryFn(categoryList) });
}
