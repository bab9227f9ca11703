import { useMutation, useQueryClient } from "@tanstack/react-query";
import { product, type Product, type ProductData } from "../../../shared/contracts/catalog";
import { toast } from "../../hooks/use-toast";
import { ApiError, apiJson, apiRequest, serverMessage } from "../../lib/api";
import { CATEGORIES_KEY, PRODUCTS_KEY } from "../../lib/query-keys";
import { ADMIN_STATS_KEY } from "../lib/admin-keys";
import { productSaveRequest } from "./use-product-form";

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

/** Saves the dialog's product: `loaded` is the product the form was filled from (null creates one). */
export function useSaveProduct(onSaved: () => void) {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: ({ loaded, data }: { loaded: Product | null; data: ProductData }) => {
      const request = productSaveRequest(loaded, data);
      return apiJson(request.method, request.url, product, request.body);
    },
    onSuccess: async (_product, { loaded }) => {
      toast({ title: loaded === null ? "Product created successfully" : "Product updated successfully" });
      onSaved();
      await refresh();
    },
    onError: async (error, { loaded }) => {
      toast({
        title: "Error",
        description: serverMessage(error, loaded === null ? "Failed to create product" : "Failed to update product"),
        variant: "destructive",
      });
      // The stock changed under the form: fetch the current list so the reopened dialog shows it.
      if (error instanceof ApiError && error.status === 409) await refresh();
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
      toast({ title: "Error", description: serverMessage(error, "Failed to delete product"), variant: "destructive" });
    },
  });
}
