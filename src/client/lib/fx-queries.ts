import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "./api";
import { FX_RATES_KEY } from "./query-keys";

// The contract loads beside the first call, keeping zod out of the entry (decision 0006).
const fxRatesContract = () => import("../../shared/contracts/fx").then((m) => m.fxRates);

/** The shop's rates (units per 1 USD), fetched only once a visitor picks another currency. */
export function useFxRates(enabled: boolean) {
  return useQuery({ queryKey: FX_RATES_KEY, queryFn: getQueryFn(fxRatesContract), enabled, staleTime: 10 * 60_000 });
}
