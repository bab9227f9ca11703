import { useQuery } from "@tanstack/react-query";
import { order } from "../../../shared/contracts/orders";
import { getQueryFn } from "../../lib/api";
import { userOrderKey } from "../../lib/query-keys";

/** One of the customer's own orders (GET /api/user/orders/{id}); another's or an unknown id is a 404. */
export function useCustomerOrder(id: string) {
  return useQuery({
    queryKey: userOrderKey(id),
    queryFn: getQueryFn(order),
    // A shipment or refund may have come since the last look.
    refetchOnMount: "always",
  });
}
