import { lazy, Suspense } from "react";
import { Skeleton } from "../../components/ui/skeleton";
import { RequestIdNote } from "../../components/request-id-note";
import { formatFrequency } from "./frequency-axis";
import { useFactorCurve } from "./use-instruments";
import { ColumnHeadRow } from "../../components/ui/table";

// Recharts is fetched only for a unit that has a factors file.
const FactorChart = lazy(() => import("./factor-chart"));

const chartBox = "h-56 w-full sm:h-64";

/** The unit's latest factors file drawn as a curve, with its values as a table to read or copy. */
export function FactorCurve({ unitId, serial }: { unitId: number; serial: string }) {
  const curve = useFactorCurve(unitId);
  if (curve.isPending) return <Skeleton className={chartBox} />;
  if (curve.isError) {
    return (
      <p className="text-sm text-destructive" role="alert">
        The factor curve could not be loaded.
        <RequestIdNote error={curve.error} />
      </p>
    );
  }
  const { points } = curve.data;
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-slate-900">
        Correction factor (dB) by frequency, from the latest factors file
      </figcaption>
      <div className={chartBox} aria-hidden="true">
        <Suspense fallback={<Skeleton className="h-full w-full" />}>
          <FactorChart points={points} />
        </Suspense>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary">Show the {points.length} values</summary>
        <div className="mt-2 max-h-64 overflow-y-auto rounded-md border">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">Factors of {serial}</caption>
            <thead className="sticky top-0 bg-slate-50">
              <ColumnHeadRow cellClassName="px-3 py-1.5 font-medium" columns={["Frequency", "Factor (dB)"]} />
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.frequencyHz} className="border-t">
                  <td className="px-3 py-1">{formatFrequency(point.frequencyHz)}</td>
                  <td className="px-3 py-1">{point.factorDb}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
