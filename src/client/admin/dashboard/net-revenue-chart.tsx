import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatPrice, fromCents } from "../../../shared/money";
import type { SalesPoint } from "./sales-series";

const axisMoney = (cents: number) => formatPrice(fromCents(Math.round(cents))).replace(/\.00$/, "");

function ChartTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: SalesPoint }[] }) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="rounded-md border bg-white px-3 py-2 text-xs shadow-md">
      <p className="font-medium text-slate-900">{point.longLabel}</p>
      <p className="tabular-nums">{formatPrice(fromCents(point.cents))}</p>
      <p className="text-muted-foreground">
        {point.orders} {point.orders === 1 ? "order" : "orders"}
      </p>
    </div>
  );
}

/**
 * The bars of net revenue. Recharts is in this module alone, which the dashboard loads lazily, so the admin's
 * first download does not carry it. The chart is a picture (hidden from assistive technology, not focusable); the card gives screen readers a table.
 */
export default function NetRevenueChart({ points }: { points: SalesPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} minTickGap={16} tick={{ fill: "#475569" }} />
        <YAxis
          tickLine={false}
          axisLine={false}
          fontSize={12}
          width={64}
          tickFormatter={axisMoney}
          allowDecimals={false}
          tick={{ fill: "#475569" }}
        />
        <Tooltip cursor={{ fill: "#f1f5f9" }} content={<ChartTooltip />} />
        <Bar dataKey="cents" fill="var(--color-primary, #1d4ed8)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
