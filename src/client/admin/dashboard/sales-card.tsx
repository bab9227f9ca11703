import { lazy, Suspense, useState } from "react";
import type { SalesStats } from "../../../shared/contracts/admin";
import { formatPrice, fromCents } from "../../../shared/money";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { type SalesPoint, type SalesRange, salesPoints, salesTotals } from "./sales-series";

// Recharts is fetched only when the card shows (a separate chunk), not with the admin panel.
const NetRevenueChart = lazy(() => import("./net-revenue-chart"));

const RANGES: { value: SalesRange; tab: string; caption: string }[] = [
  { value: "daily", tab: "30 days", caption: "Net revenue per day, last 30 days" },
  { value: "monthly", tab: "12 months", caption: "Net revenue per month, last 12 months" },
];

const money = (cents: number) => formatPrice(fromCents(cents));

function SeriesTable({ points, caption }: { points: SalesPoint[]; caption: string }) {
  return (
    // A table ignores the 1px box of sr-only (it would widen a phone's page): its wrapper is the hidden box.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Net revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.key}>
              <th scope="row">{p.longLabel}</th>
              <td>{money(p.cents)}</td>
              <td>{p.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Series({ points, caption }: { points: SalesPoint[]; caption: string }) {
  const totals = salesTotals(points);
  return (
    <>
      <p className="text-sm text-muted-foreground">
        <span className="text-2xl font-bold tabular-nums text-slate-900">{money(totals.cents)}</span> from {totals.orders}{" "}
        {totals.orders === 1 ? "order" : "orders"}
      </p>
      <div className="mt-4 h-60 w-full" aria-hidden="true">
        <Suspense fallback={<Skeleton className="h-full w-full" />}>
          <NetRevenueChart points={points} />
        </Suspense>
      </div>
      <SeriesTable points={points} caption={caption} />
    </>
  );
}

/** Net revenue (total less refunds, cancelled orders left out) per day or per month, as bars. */
export function SalesCard({ stats, failed }: { stats: SalesStats | undefined; failed: boolean }) {
  const [range, setRange] = useState<SalesRange>("daily");
  return (
    <Card className="min-w-0 lg:col-span-2">
      <Tabs value={range} onValueChange={(value) => setRange(value === "monthly" ? "monthly" : "daily")}>
        <CardHeader className="flex flex-col gap-3 space-y-0 pb-3 sm:flex-row sm:items-center sm:justify-between">
          <CardTitle className="text-lg">Net Revenue</CardTitle>
          <TabsList aria-label="Period" className="h-9 self-start">
            {RANGES.map((r) => (
              <TabsTrigger key={r.value} value={r.value} className="py-1">
                {r.tab}
              </TabsTrigger>
            ))}
          </TabsList>
        </CardHeader>
        <CardContent>
          {RANGES.map((r) => (
            <TabsContent key={r.value} value={r.value} className="mt-0">
              {stats ? (
                <Series points={salesPoints(stats, r.value)} caption={r.caption} />
              ) : failed ? (
                <p className="py-10 text-center text-sm text-muted-foreground">The sales figures could not be loaded.</p>
              ) : (
                <Skeleton className="h-72 w-full" />
              )}
            </TabsContent>
          ))}
        </CardContent>
      </Tabs>
    </Card>
  );
}
