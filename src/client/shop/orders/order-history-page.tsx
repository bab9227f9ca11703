import { useQuery } from "@tanstack/react-query";
import { Package } from "lucide-react";
import { order } from "../../../shared/contracts/orders";
import { LoadFailure, NothingYet } from "../../components/customer-list-states";
import { usePageTitle } from "../../hooks/use-page-title";
import { getQueryFn } from "../../lib/api";
import { USER_ORDERS_KEY } from "../../lib/query-keys";
import { useUser } from "../../lib/auth";
import { OrderCard } from "./order-card";
import { OrderCardSkeleton } from "./order-card-skeleton";

const SKELETON_CARDS = 3;
const orderList = order.array();

export function OrderHistoryPage() {
  usePageTitle("Order History");
  const { user } = useUser();
  const orders = useQuery({ queryKey: USER_ORDERS_KEY, queryFn: getQueryFn(orderList), enabled: user !== null });
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
        <LoadFailure text="We could not load your orders. Please refresh the page." error={orders.error} />
      ) : list.length === 0 ? (
        <NothingYet icon={Package} title="No orders yet">
          When you place an order it will appear here.
        </NothingYet>
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
