import { useQuery } from "@tanstack/react-query";
import type { Category, Product } from "../../shared/contracts/catalog";

// The spec's calls use the default query function: the key is the GET URL.
export const PRODUCTS_KEY = ["/api/products"] as const;
export const CATEGORIES_KEY = ["/api/categories"] as const;

export function useProducts() {
  return useQuery<Product[]>({ queryKey: PRODUCTS_KEY });
}

export function useCategories() {
  return useQuery<Category[]>({ queryKey: CATEGORIES_KEY });
}
