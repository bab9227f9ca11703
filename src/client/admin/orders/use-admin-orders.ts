import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { order, type Order, type OrderStatus } from "../../../shared/contracts/orders";
import { toast } from "../../hooks/use-toast";
import { apiJson, apiRequest, parseAnswer, serverMessage } from "../../lib/api";
import { ADMIN_ORDERS_KEY, ADMIN_STATS_KEY, adminOrdersListKey } from "../lib/admin-keys";

export const ORDERS_PAGE_SIZE = 50;

const orderList = order.array();

export interface OrdersFilter {
  status: OrderStatus | "all";
  q: string;
}

interface OrdersPage {
  orders: Order[];
  offset: number;
  total: number;
}

async function fetchOrdersPage(filter: OrdersFilter, offset: number): Promise<OrdersPage> {
  const params = new URLSearchParams({ limit: String(ORDERS_PAGE_SIZE), offset: String(offset) });
  if (filter.status !== "all") params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  const url = `${ADMIN_ORDERS_KEY[0]}?${params.toString()}`;
  const res = await apiRequest("GET", url);
  const orders = await parseAnswer(res, orderList, `GET ${url}`);
  const header = Number(res.headers.get("X-Total-Count"));
  // Without the header, a full page means there may be more.
  const total =
    Number.isFinite(header) && res.headers.has("X-Total-Count")
      ? header
      : offset + orders.length + (orders.length === ORDERS_PAGE_SIZE ? 1 : 0);
  return { orders, offset, total };
}

/** Newest first, 50 at a time; the server filters by status and searches short id, name or e-mail. */
export function useAdminOrders(filter: OrdersFilter) {
  return useInfiniteQuery({
    queryKey: adminOrdersListKey(filter),
    queryFn: ({ pageParam }) => fetchOrdersPage(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.orders.length;
      return last.orders.length > 0 && next < last.total ? next : undefined;
    },
    // Keep the current list on screen while a new filter loads.
    placeholderData: keepPreviousData,
    // New orders arrive while the admin is elsewhere; each visit shows the current list.
    refetchOnMount: "always",
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      apiJson("PUT", `/api/orders/${encodeURIComponent(id)}/status`, order, { status }),
    onSuccess: async () => {
      toast({ title: "Order status updated successfully" });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
      ]);
    },
    onError: (error) => {
      toast({ title: "Error", description: serverMessage(error, "Failed to update order status"), variant: "destructive" });
    },
  });
}
