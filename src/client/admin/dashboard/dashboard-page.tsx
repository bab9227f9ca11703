import { useQuery } from "@tanstack/react-query";
import { Clock, FolderTree, Package, ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { adminStats } from "../../../shared/contracts/admin";
import { PERMISSION_INFO, permissionsOf } from "../../../shared/contracts/permissions";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";
import { getQueryFn } from "../../lib/api";
import { useUser } from "../../lib/auth";
import { AdminPageHeader } from "../components/admin-page-header";
import { ADMIN_STATS_KEY } from "../lib/admin-keys";
import { useHasPermission } from "../lib/permissions";
import { LowStockCard } from "./low-stock-card";
import { OverdueInvoicesCard } from "./overdue-invoices-card";
import { QuickStatsCard } from "./quick-stats-card";
import { RecentOrdersCard } from "./recent-orders-card";
import { SalesCard } from "./sales-card";
import { StatCard } from "./stat-card";
import { TopProductsCard } from "./top-products-card";
import { useSalesStats } from "./use-sales-stats";

export function DashboardPage() {
  usePageTitle("Admin Dashboard");
  const figures = useHasPermission("orders");
  return (
    <div>
      <AdminPageHeader title="Dashboard" description="Your shop at a glance." />
      {figures ? <ShopFigures /> : <NoFigures />}
    </div>
  );
}

/** Sales, revenue and the latest orders (with their customers) are for those who may see orders. */
function NoFigures() {
  const { user } = useUser();
  const held = user ? permissionsOf(user).map((permission) => PERMISSION_INFO[permission].label) : [];
  return (
    <div className="max-w-xl rounded-lg border bg-white p-6 shadow-sm">
      <h2 className="font-semibold text-slate-900">The shop's figures are for staff with the “Orders” permission</h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Sales, revenue and the latest orders show here once the owner gives it to you. The menu lists the pages you can use.
      </p>
      <p className="mt-4 text-sm text-slate-800">
        Your permissions: <span className="font-medium">{held.length > 0 ? held.join(", ") : "none yet"}</span>
      </p>
    </div>
  );
}

function ShopFigures() {
  // One small summary call (the dashboard never downloads every order), fetched afresh on each visit
  // because customers place orders while the cached copy sits still.
  const stats = useQuery({ queryKey: ADMIN_STATS_KEY, queryFn: getQueryFn(adminStats), refetchOnMount: "always" });
  const data = stats.data;
  const sales = useSalesStats();

  return (
    <>
      {stats.isError ? (
        <div
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-red-50 p-4 text-sm text-red-800"
          role="alert"
        >
          The dashboard figures could not be loaded.
          <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {data && data.onHoldOrders > 0 ? (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p>
            <span className="font-semibold">
              {data.onHoldOrders} {data.onHoldOrders === 1 ? "order" : "orders"} on hold
            </span>
            : the buyer matches an entry of the screening list. Release or cancel each.
          </p>
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/orders?status=on_hold">Review held orders</Link>
          </Button>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Products" value={data?.totalProducts} note="in the catalog" icon={Package} />
        <StatCard title="Categories" value={data?.totalCategories} note="product groups" icon={FolderTree} />
        <StatCard title="Total Orders" value={data?.totalOrders} note="all time" icon={ShoppingCart} />
        <StatCard title="Pending Orders" value={data?.pendingOrders} note="awaiting fulfillment" icon={Clock} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <SalesCard stats={sales.data} failed={sales.isError} />
        <TopProductsCard products={sales.data?.topProducts} failed={sales.isError} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <RecentOrdersCard orders={stats.isError ? [] : data?.recentOrders} />
        <div className="flex min-w-0 flex-col gap-6">
          <QuickStatsCard totalRevenue={data?.totalRevenue} avgOrderValue={data?.avgOrderValue} />
          <LowStockCard products={stats.isError ? [] : data?.lowStock} total={stats.isError ? 0 : data?.lowStockCount} />
          <OverdueInvoicesCard />
        </div>
      </div>
    </>
  );
}
