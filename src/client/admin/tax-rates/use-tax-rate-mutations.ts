import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TaxRate } from "../../../shared/contracts/checkout";
import { toast } from "../../hooks/use-toast";
import { apiJson, apiRequest } from "../../lib/api";
import { TAX_RATES_KEY } from "../lib/admin-keys";
import { serverMessageOr } from "../lib/error-message";

export function useSaveTaxRate(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { state: string; taxRate: string }) => apiJson<TaxRate>("POST", "/api/admin/tax-rates", input),
    onSuccess: async () => {
      toast({ title: "Tax rate saved" });
      onSaved();
      await queryClient.invalidateQueries({ queryKey: TAX_RATES_KEY });
    },
    onError: (error) => {
      toast({ title: "Error", description: serverMessageOr(error, "Failed to save tax rate"), variant: "destructive" });
    },
  });
}

export function useDeleteTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/tax-rates/${id}`),
    onSuccess: async () => {
      toast({ title: "Tax rate deleted" });
      await queryClient.invalidateQueries({ queryKey: TAX_RATES_KEY });
    },
    onError: (error) => {
      toast({ title: "Error", description: serverMessageOr(error, "Failed to delete tax rate"), variant: "destructive" });
    },
  });
}
