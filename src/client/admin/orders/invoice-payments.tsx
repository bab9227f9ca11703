import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import { orderPayment } from "../../../shared/contracts/institutional";
import type { AdminOrderDetail } from "../../../shared/contracts/orders";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import { Button } from "../../components/ui/button";
import { getQueryFn } from "../../lib/api";
import { formatDate, formatDay } from "../../lib/dates";
import { adminOrderPaymentsKey } from "../lib/admin-keys";
import { METHOD_LABEL } from "./payment-form";
import { RecordPaymentDialog } from "./record-payment-dialog";
import { RecordList } from "../../components/record-list";

/** An invoiced (Net 30) order's terms, payments received and the "Record payment" dialog (extensions §4). */
export function InvoicePayments({ order }: { order: AdminOrderDetail }) {
  const payments = useQuery({ queryKey: adminOrderPaymentsKey(order.id), queryFn: getQueryFn(z.array(orderPayment)) });
  const [open, setOpen] = useState(false);
  const balanceCents = toCents(order.total) - toCents(order.amountPaid);
  const balance = fromCents(balanceCents);
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid grid-cols-2 gap-y-1">
        <dt className="text-muted-foreground">Terms</dt>
        <dd>Net 30, due {order.dueDate ? formatDay(order.dueDate) : "on receipt"}</dd>
        <dt className="text-muted-foreground">PO number</dt>
        <dd>
          {order.purchaseOrderNumber ?? "none"}
          {order.purchaseOrderFileUrl ? (
            <a className="ml-2 text-primary underline" href={order.purchaseOrderFileUrl} target="_blank" rel="noreferrer">
              PO PDF
            </a>
          ) : null}
        </dd>
        <dt className="text-muted-foreground">Received</dt>
        <dd>{formatPrice(order.amountPaid)}</dd>
        <dt className="text-muted-foreground">Balance</dt>
        <dd className="font-semibold">{formatPrice(balance)}</dd>
      </dl>
      <RecordList label="Payments received" items={payments.data}>
        {(p) => (
          <li key={p.id} className="flex justify-between gap-2 px-3 py-2">
            <span>
              {formatDate(p.recordedAt, "shortDate")} · {METHOD_LABEL[p.method]}
              {p.reference ? ` · ${p.reference}` : ""}
            </span>
            <span className="tabular-nums">{formatPrice(p.amount)}</span>
          </li>
        )}
      </RecordList>
      {order.paymentStatus === "awaiting_payment" && order.status !== "cancelled" ? (
        <Button variant="outline" onClick={() => setOpen(true)}>
          Record payment
        </Button>
      ) : null}
      {open ? <RecordPaymentDialog order={order} balanceCents={balanceCents} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
