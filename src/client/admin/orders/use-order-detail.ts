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
import type { releaseInput } from "../../../shared/contracts/screening";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn } from "../../lib/api";
import { ADMIN_ORDERS_KEY, ADMIN_STATS_KEY, adminOrderKey } from "../lib/admin-keys";

export type ShipmentInput = z.input<typeof shipmentInput>;
export type CancelInput = z.input<typeof cancelInput>;
export type RefundInput = z.input<typeof refundInput>;
export type ReleaseInput = z.input<typeof releaseInput>;

const orderUrl = (id: string) => `${ADMIN_ORDERS_KEY[0]}/${encodeURIComponent(id)}`;

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

/** POST /api/admin/orders/{id}/release: a held order back to pending (extensions §9). */
export function useReleaseOrder(id: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: ReleaseInput) => apiJson("POST", `${orderUrl(id)}/release`, order, input),
    onSuccess: async () => {
      toast({ title: "Order released", description: "It is pending again and may ship." });
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
