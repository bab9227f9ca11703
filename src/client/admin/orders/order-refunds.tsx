import type { OrderLine } from "../../../shared/contracts/order-line";
import type { Refund } from "../../../shared/contracts/orders";
import { formatPrice } from "../../../shared/money";
import { Badge } from "../../components/ui/badge";
import { formatDate } from "../../lib/dates";

/** A refund that is not (yet) money back says so: pending while the gateway's answer is awaited, failed when nothing moved. */
function RefundState({ status }: { status: Refund["status"] }) {
  if (status === "pending") return <Badge variant="warning">Pending</Badge>;
  if (status === "failed") return <Badge variant="destructive">Failed</Badge>;
  return null;
}

/** The refunds made on an order: amount, reason, who and when, what went back in stock, and whether the money moved. */
export function OrderRefunds({ refunds, lines }: { refunds: Refund[]; lines: OrderLine[] }) {
  if (refunds.length === 0) return <p className="text-sm text-muted-foreground">No refunds.</p>;
  return (
    <ul className="divide-y rounded-md border text-sm">
      {refunds.map((refund) => {
        const moved = refund.status === "succeeded";
        return (
          <li key={refund.id} className="grid gap-0.5 px-3 py-2.5">
            <div className="flex justify-between gap-3">
              <span className="flex min-w-0 flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{refund.reason}</span>
                <RefundState status={refund.status} />
              </span>
              <span className={moved ? "shrink-0 font-semibold tabular-nums" : "shrink-0 tabular-nums text-muted-foreground line-through"}>
                -{formatPrice(refund.amount)}
              </span>
            </div>
            <p className="text-xs text-muted-foreground">
              <time dateTime={refund.createdAt}>{formatDate(refund.createdAt, "shortDateTime")}</time> ·{" "}
              <span className="break-all">{refund.actor}</span>
              {refund.transactionId ? <> · transaction {refund.transactionId}</> : null}
              {!moved && refund.reference ? (
                <>
                  {" "}
                  · <span className="whitespace-nowrap">reference {refund.reference}</span>
                </>
              ) : null}
            </p>
            {refund.status === "pending" ? (
              <p className="text-xs text-muted-foreground">Waiting for the payment gateway&apos;s answer: not counted as refunded yet.</p>
            ) : null}
            {refund.status === "failed" ? <p className="text-xs text-muted-foreground">Nothing was refunded.</p> : null}
            {moved && refund.restockLines.length > 0 ? (
              <p className="text-xs text-muted-foreground">
                Back in stock:{" "}
                {refund.restockLines.map((r) => `${r.quantity} × ${lines[r.index]?.productName ?? `line ${r.index + 1}`}`).join(", ")}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
