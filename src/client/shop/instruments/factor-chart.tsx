import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { UnitFactors } from "../../../shared/contracts/units";
import { formatFrequency, logTicks } from "./frequency-axis";

type Point = UnitFactors["points"][number];

function ChartTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: Point }[] }) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="rounded-md border bg-white px-3 py-2 text-xs shadow-md">
      <p className="font-medium text-slate-900">{formatFrequency(point.frequencyHz)}</p>
      <p className="tabular-nums">{point.factorDb} dB</p>
    </div>
  );
}

/**
 * A unit's factor curve over a logarithmic frequency axis. Recharts is in this module alone, which
 * My Instruments loads only when a unit has a factors file. The chart is a picture (hidden from
 * assistive technology); the card gives the values as a table.
 */
export default function FactorChart({ points }: { points: Point[] }) {
  const first = points[0]?.frequencyHz ?? 1;
  const last = points.at(-1)?.frequencyHz ?? first;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e2e8f0" />
        <XAxis
          dataKey="frequencyHz"
          type="number"
          scale="log"
          domain={[first, last]}
          ticks={logTicks(first, last)}
          tickFormatter={formatFrequency}
          fontSize={12}
          tick={{ fill: "#475569" }}
        />
        <YAxis
          dataKey="factorDb"
          width={56}
          fontSize={12}
          tick={{ fill: "#475569" }}
          tickFormatter={(db: number) => `${db} dB`}
          domain={["auto", "auto"]}
        />
        <Tooltip content={<ChartTooltip />} />
        <Line
          type="monotone"
          dataKey="factorDb"
          stroke="var(--color-primary, #1d4ed8)"
          strokeWidth={2}
          dot={points.length <= 60}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
