import { useQuery } from "@tanstack/react-query";
import { Clock, FolderTree, Package, ShoppingCart } from "lucide-react";
import { adminStats } from "../../../shared/contracts/admin";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";
import { getQueryFn } from "../../lib/api";
import { AdminPageHeader } from "../components/admin-page-header";
import { ADMIN_STATS_KEY } from "../lib/admin-keys";
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
  // One small summary call (the dashboard never downloads every order), fetched afresh on each visit
  // because customers place orders while the cached copy sits still.
  const stats = useQuery({ queryKey: ADMIN_STATS_KEY, queryFn: getQueryFn(adminStats), refetchOnMount: "always" });
  const data = stats.data;
  const sales = useSalesStats();

  return (
    <div>
      <AdminPageHeader title="Dashboard" description="Your shop at a glance." />
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
          <LowStockCard products={stats.isError ? [] : data?.lowStock} />
          <OverdueInvoicesCard />
        </div>
      </div>
    </div>
  );
}
