import { useMutation, useQueryClient } from "@tanstack/react-query";
import { taxRate } from "../../../shared/contracts/checkout";
import { toast } from "../../hooks/use-toast";
import { apiJson, apiRequest, serverMessage } from "../../lib/api";
import { TAX_RATES_KEY } from "../../lib/query-keys";

export function useSaveTaxRate(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { state: string; taxRate: string }) => apiJson("POST", "/api/admin/tax-rates", taxRate, input),
    onSuccess: async () => {
      toast({ title: "Tax rate saved" });
      onSaved();
      await queryClient.invalidateQueries({ queryKey: TAX_RATES_KEY });
    },
    onError: (error) => {
      toast({ title: "Error", description: serverMessage(error, "Failed to save tax rate"), variant: "destructive" });
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
      toast({ title: "Error", description: serverMessage(error, "Failed to delete tax rate"), variant: "destructive" });
    },
  });
}
