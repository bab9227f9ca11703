import { Link } from "react-router";
import type { Order } from "../../../shared/contracts/orders";
import { shortOrderId } from "../../../shared/contracts/orders";
import { formatPrice } from "../../../shared/money";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { OrderStatusBadge } from "../components/order-status-badge";

export function RecentOrdersCard({ orders }: { orders: Order[] | undefined }) {
  return (
    <Card className="min-w-0 lg:col-span-2">
      <CardHeader className="flex-row items-center justify-between space-y-0 pb-3">
        <CardTitle className="text-lg">Recent Orders</CardTitle>
        <Link to="/admin/orders" className="text-sm font-medium text-primary hover:underline">
          View all
        </Link>
      </CardHeader>
      <CardContent>
        {orders === undefined ? (
          <div className="grid gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : orders.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No orders yet</p>
        ) : (
          <ul className="divide-y">
            {orders.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/admin/orders/${encodeURIComponent(order.id)}`}
                  className="flex items-center justify-between gap-3 rounded-md px-2 py-3 hover:bg-slate-50"
                >
                  <span className="min-w-0">
                    <span className="block font-mono text-sm font-semibold text-slate-900">#{shortOrderId(order.id)}</span>
                    <span className="block truncate text-sm text-muted-foreground">{order.customerName}</span>
                  </span>
                  <span className="flex shrink-0 items-center gap-3">
                    <span className="font-semibold tabular-nums">{formatPrice(order.total)}</span>
                    <OrderStatusBadge status={order.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
