import { formatPrice } from "../../../shared/money";
import { Skeleton } from "../../components/ui/skeleton";
import { DashboardCard } from "./dashboard-card";

interface QuickStatsCardProps {
  totalRevenue: string | undefined;
  avgOrderValue: string | undefined;
}

export function QuickStatsCard({ totalRevenue, avgOrderValue }: QuickStatsCardProps) {
  const rows = [
    { label: "Total Revenue", value: totalRevenue },
    { label: "Avg Order Value", value: avgOrderValue },
  ];
  return (
    <DashboardCard title="Quick Stats">
      <dl className="grid gap-4">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex items-center justify-between gap-3 rounded-md bg-slate-50 px-4 py-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">
              {value === undefined ? <Skeleton className="h-6 w-20" /> : formatPrice(value)}
            </dd>
          </div>
        ))}
      </dl>
    </DashboardCard>
  );
}
