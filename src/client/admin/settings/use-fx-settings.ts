import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fxSettings, type FxRateChoice, type FxRateTable } from "../../../shared/contracts/fx";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { FX_RATES_KEY } from "../../lib/query-keys";
import { ADMIN_FX_SETTINGS_KEY } from "../lib/admin-keys";

export function useFxSettings() {
  return useQuery({ queryKey: ADMIN_FX_SETTINGS_KEY, queryFn: getQueryFn(fxSettings) });
}

export function useSaveFxRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { use: FxRateChoice; rates: FxRateTable }) => apiJson("PUT", ADMIN_FX_SETTINGS_KEY[0], fxSettings, input),
    onSuccess: async (saved) => {
      toast({ title: "Currency rates saved" });
      queryClient.setQueryData(ADMIN_FX_SETTINGS_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: FX_RATES_KEY });
    },
    onError: (error) => {
      toast({ title: "Error", description: serverMessage(error, "Failed to save the currency rates"), variant: "destructive" });
    },
  });
}
