import { useQuery } from "@tanstack/react-query";
import { Package } from "lucide-react";
import { Link } from "react-router";
import { order } from "../../../shared/contracts/orders";
import { RequestIdNote } from "../../components/request-id-note";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";
import { getQueryFn } from "../../lib/api";
import { useUser } from "../../lib/auth";
import { OrderCard } from "./order-card";
import { OrderCardSkeleton } from "./order-card-skeleton";

const SKELETON_CARDS = 3;
const orderList = order.array();

export function OrderHistoryPage() {
  usePageTitle("Order History");
  const { user } = useUser();
  const orders = useQuery({ queryKey: ["/api/user/orders"], queryFn: getQueryFn(orderList), enabled: user !== null });
  const list = orders.data ?? [];

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Order History</h1>
      {orders.isPending ? (
        <ul className="grid gap-6" aria-label="Loading orders" aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i}>
              <OrderCardSkeleton />
            </li>
          ))}
        </ul>
      ) : orders.isError ? (
        <div className="rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center text-destructive" role="alert">
          <p>We could not load your orders. Please refresh the page.</p>
          <RequestIdNote error={orders.error} />
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border bg-card px-6 py-14 text-center shadow-sm">
          <Package className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
          <h2 className="mt-4 text-xl font-semibold">No orders yet</h2>
          <p className="mt-2 text-muted-foreground">When you place an order it will appear here.</p>
          <Button asChild className="mt-6">
            <Link to="/products">Browse Products</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-6">
          {list.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
