import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Product, ProductData } from "../../../shared/contracts/catalog";
import { toast } from "../../hooks/use-toast";
import { apiJson, apiRequest } from "../../lib/api";
import { CATEGORIES_KEY, PRODUCTS_KEY } from "../../lib/catalog-queries";
import { ADMIN_STATS_KEY } from "../lib/admin-keys";
import { serverMessageOr } from "../lib/error-message";

function useRefreshProducts() {
  const queryClient = useQueryClient();
  // Category product counts and the dashboard's numbers change with the product list.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
      queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
    ]);
}

export function useSaveProduct(onSaved: () => void) {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: ({ id, data }: { id: string | null; data: ProductData }) =>
      id === null ? apiJson<Product>("POST", "/api/products", data) : apiJson<Product>("PUT", `/api/products/${encodeURIComponent(id)}`, data),
    onSuccess: async (_product, { id }) => {
      toast({ title: id === null ? "Product created successfully" : "Product updated successfully" });
      onSaved();
      await refresh();
    },
    onError: (error, { id }) => {
      toast({
        title: "Error",
        description: serverMessageOr(error, id === null ? "Failed to create product" : "Failed to update product"),
        variant: "destructive",
      });
    },
  });
}

export function useDeleteProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/products/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      toast({ title: "Product deleted successfully" });
      await refresh();
    },
    onError: (error) => {
      toast({ title: "Error", description: serverMessageOr(error, "Failed to delete product"), variant: "destructive" });
    },
  });
}
