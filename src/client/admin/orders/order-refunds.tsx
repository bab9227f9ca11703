import { format } from "date-fns";
import type { OrderLine } from "../../../shared/contracts/order-line";
import type { Refund } from "../../../shared/contracts/orders";
import { formatPrice } from "../../../shared/money";

function when(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : format(date, "MMM d, yyyy, h:mm a");
}

/** The refunds made on an order: amount, reason, who and when, and what went back in stock. */
export function OrderRefunds({ refunds, lines }: { refunds: Refund[]; lines: OrderLine[] }) {
  if (refunds.length === 0) return <p className="text-sm text-muted-foreground">No refunds.</p>;
  return (
    <ul className="divide-y rounded-md border text-sm">
      {refunds.map((refund) => (
        <li key={refund.id} className="grid gap-0.5 px-3 py-2.5">
          <div className="flex justify-between gap-3">
            <span className="font-medium text-slate-900">{refund.reason}</span>
            <span className="shrink-0 font-semibold tabular-nums">-{formatPrice(refund.amount)}</span>
          </div>
          <p className="text-xs text-muted-foreground">
            <time dateTime={refund.createdAt}>{when(refund.createdAt)}</time> · <span className="break-all">{refund.actor}</span>
            {refund.transactionId ? <> · transaction {refund.transactionId}</> : null}
          </p>
          {refund.restockLines.length > 0 ? (
            <p className="text-xs text-muted-foreground">
              Back in stock:{" "}
              {refund.restockLines.map((r) => `${r.quantity} × ${lines[r.index]?.productName ?? `line ${r.index + 1}`}`).join(", ")}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
