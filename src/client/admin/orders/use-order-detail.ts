import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type z } from "zod";
import {
  adminOrderDetail,
  type cancelInput,
  order,
  refund,
  type refundInput,
  shipment,
  type shipmentInput,
} from "../../../shared/contracts/orders";
import { formatPrice } from "../../../shared/money";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn } from "../../lib/api";
import { ADMIN_ORDERS_KEY, ADMIN_STATS_KEY } from "../lib/admin-keys";

export type ShipmentInput = z.input<typeof shipmentInput>;
export type CancelInput = z.input<typeof cancelInput>;
export type RefundInput = z.input<typeof refundInput>;

const orderUrl = (id: string) => `${ADMIN_ORDERS_KEY[0]}/${encodeURIComponent(id)}`;

/** GET /api/admin/orders/{id}; its key sits under the list's, so refreshing the list refreshes it too. */
export const adminOrderKey = (id: string) => [ADMIN_ORDERS_KEY[0], encodeURIComponent(id)] as const;

export function useAdminOrder(id: string) {
  return useQuery({ queryKey: adminOrderKey(id), queryFn: getQueryFn(adminOrderDetail), refetchOnMount: "always" });
}

/** After any change to an order: its detail, every list and the dashboard's figures are read again. */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
    ]);
}

// Each mutation's error stays with its dialog (serverMessage there); success closes it and says so.

export function useShipOrder(id: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: ShipmentInput) => apiJson("POST", `${orderUrl(id)}/shipments`, shipment, input),
    onSuccess: async (sent) => {
      toast({ title: "Shipment recorded", description: `${sent.carrier} ${sent.trackingNumber}` });
      await refresh();
    },
  });
}

export function useCancelOrder(id: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: CancelInput) => apiJson("POST", `${orderUrl(id)}/cancel`, order, input),
    onSuccess: async () => {
      toast({ title: "Order cancelled" });
      await refresh();
    },
  });
}

export function useRefundOrder(id: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: RefundInput) => apiJson("POST", `${orderUrl(id)}/refunds`, refund, input),
    onSuccess: async (made) => {
      toast({ title: "Refund issued", description: `${formatPrice(made.amount)} refunded` });
      await refresh();
    },
  });
}
