import { useMutation, useQueryClient } from "@tanstack/react-query";
import { discount, type DiscountInput } from "../../../shared/contracts/discounts";
import { toast } from "../../hooks/use-toast";
import { apiJson, apiRequest } from "../../lib/api";
import { FailureWithReason } from "../components/failure-with-reason";
import { ADMIN_DISCOUNTS_KEY } from "../lib/admin-keys";

export function useSaveDiscount(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: DiscountInput }) =>
      id === null ? apiJson("POST", "/api/admin/discounts", discount, data) : apiJson("PUT", `/api/admin/discounts/${id}`, discount, data),
    onSuccess: async (saved, { id }) => {
      toast({ title: id === null ? "Discount code created" : "Discount code updated", description: saved.code });
      onSaved();
      await queryClient.invalidateQueries({ queryKey: ADMIN_DISCOUNTS_KEY });
    },
    onError: (error, { id }) => {
      const text = id === null ? "Failed to create the discount code" : "Failed to update the discount code";
      toast({ title: "Error", description: <FailureWithReason text={text} error={error} />, variant: "destructive" });
    },
  });
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/discounts/${id}`),
    onSuccess: async () => {
      toast({ title: "Discount code deleted" });
      await queryClient.invalidateQueries({ queryKey: ADMIN_DISCOUNTS_KEY });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: <FailureWithReason text="Failed to delete the discount code" error={error} />,
        variant: "destructive",
      }),
  });
}
