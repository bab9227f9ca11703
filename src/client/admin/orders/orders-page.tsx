import { Loader2, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { orderStatuses, type OrderStatus } from "../../../shared/contracts/orders";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";
import { AdminPageHeader } from "../components/admin-page-header";
import { ListStates } from "../components/list-states";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { ExportOrdersDialog } from "./export-orders-dialog";
import { OrderCard } from "./order-card";
import { OrderFilters } from "./order-filters";
import { useAdminOrders, useUpdateOrderStatus } from "./use-admin-orders";

export function OrdersPage() {
  usePageTitle("Admin Orders");
  // The dashboard links a recent order here as ?q=<short id>, and the held orders as ?status=on_hold.
  const [searchParams] = useSearchParams();
  const [status, setStatus] = useState<OrderStatus | "all">(() => {
    const asked = searchParams.get("status");
    return (orderStatuses as readonly string[]).includes(asked ?? "") ? (asked as OrderStatus) : "all";
  });
  const [search, setSearch] = useState(() => searchParams.get("q") ?? "");
  const q = useDebouncedValue(search.trim(), 300);
  const orders = useAdminOrders({ status, q });
  const updateStatus = useUpdateOrderStatus();

  const pages = orders.data?.pages ?? [];
  const list = pages.flatMap((page) => page.orders);
  const total = pages.at(-1)?.total ?? 0;
  const filtered = status !== "all" || q !== "";

  return (
    <div>
      <AdminPageHeader
        title="Orders"
        description="Newest first. Open an order to ship, refund or cancel it."
        actions={<ExportOrdersDialog status={status} />}
      />
      <OrderFilters status={status} search={search} onStatusChange={setStatus} onSearchChange={setSearch} />

      <ListStates
        query={orders}
        isEmpty={list.length === 0}
        framed
        errorText="The orders could not be loaded."
        empty={{ icon: ShoppingCart, text: filtered ? "No orders match your search" : "No orders yet" }}
        skeleton={{ count: 2, className: "h-72", layout: "grid gap-4" }}
      >
        <p className="mb-3 text-sm text-muted-foreground" role="status">
          Showing {list.length} of {total} {total === 1 ? "order" : "orders"}
        </p>
        <div className="grid gap-4">
          {list.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              updating={updateStatus.isPending && updateStatus.variables.id === order.id}
              onStatusChange={(next) => updateStatus.mutate({ id: order.id, status: next })}
            />
          ))}
        </div>
        {orders.hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
              {orders.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Load more
            </Button>
          </div>
        ) : null}
      </ListStates>
    </div>
  );
}
