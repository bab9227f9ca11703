import { useMutation, useQueryClient } from "@tanstack/react-query";
import { category, type CategoryData } from "../../../shared/contracts/catalog";
import { toast } from "../../hooks/use-toast";
import { apiJson, apiRequest } from "../../lib/api";
import { CATEGORIES_KEY, PRODUCTS_KEY } from "../../lib/query-keys";
import { ADMIN_STATS_KEY } from "../lib/admin-keys";
import { FailureWithReason } from "../components/failure-with-reason";

function useRefreshCatalog() {
  const queryClient = useQueryClient();
  // A rename carries the category's products along, so the product list is refetched too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
      queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
    ]);
}

export function useSaveCategory(onSaved: () => void) {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: CategoryData }) =>
      id === null
        ? apiJson("POST", "/api/admin/categories", category, data)
        : apiJson("PUT", `/api/admin/categories/${id}`, category, data),
    onSuccess: async (_category, { id }) => {
      toast({ title: id === null ? "Category Created" : "Category Updated" });
      onSaved();
      await refresh();
    },
    onError: (error, { id }) => {
      const text = id === null ? "Failed to create category" : "Failed to update category";
      toast({ title: "Error", description: <FailureWithReason text={text} error={error} />, variant: "destructive" });
    },
  });
}

export function useDeleteCategory() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/categories/${id}`),
    onSuccess: async () => {
      toast({ title: "Category Deleted" });
      await refresh();
    },
    onError: (error) => {
      // A category that still holds products answers 409 with the reason: shown under the spec's text.
      toast({ title: "Error", description: <FailureWithReason text="Failed to delete category" error={error} />, variant: "destructive" });
    },
  });
}
