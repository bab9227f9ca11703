import { useQuery } from "@tanstack/react-query";
import { shippingRate, type ShippingRate } from "../../../shared/contracts/checkout";
import { apiJson } from "../../lib/api";
import { shippingRatesKey } from "../../lib/query-keys";
import type { CartItem } from "../../lib/cart/cart-types";
import { isAddressComplete, type ShippingAddress, shippingRatesRequest } from "./shipping-request";
import { useDebouncedValue } from "../../hooks/use-debounced-value";

const DEBOUNCE_MS = 400;
const rateList = shippingRate.array();

export type RatesStatus = "incomplete" | "loading" | "ready";

/** Anything but a well-formed list of rates counts as "no rates" (spec §7). */
async function fetchRates(body: string): Promise<ShippingRate[]> {
  try {
    return await apiJson("POST", "/api/shipping/rates", rateList, JSON.parse(body));
  } catch {
    return [];
  }
}

/** Quotes for the shipping address and cart, asked again (after a pause in typing) whenever either changes. */
export function useShippingRates(address: ShippingAddress, items: CartItem[]): { status: RatesStatus; rates: ShippingRate[] } {
  const complete = isAddressComplete(address) && items.length > 0;
  const request = complete ? JSON.stringify(shippingRatesRequest(address, items)) : null;
  const settled = useDebouncedValue(request, DEBOUNCE_MS);
  const query = useQuery({
    queryKey: shippingRatesKey(settled),
    queryFn: () => fetchRates(settled ?? "{}"),
    enabled: settled !== null,
  });

  if (request === null) return { status: "incomplete", rates: [] };
  if (request !== settled || query.isFetching || !query.data) return { status: "loading", rates: [] };
  return { status: "ready", rates: query.data };
}
