import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { useState } from "react";
import { z } from "zod";
import { orderPayment, orderPaymentResult, receivedPaymentMethods } from "../../../shared/contracts/institutional";
import type { AdminOrderDetail } from "../../../shared/contracts/orders";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import { PendingButton } from "../../components/pending-button";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { ADMIN_ORDERS_KEY, ADMIN_STATS_KEY } from "../lib/admin-keys";
import { adminOrderKey } from "./use-order-detail";

const METHOD_LABEL = { check: "Check", wire: "Wire transfer", card: "Card", other: "Other" } as const;

/** An invoiced (Net 30) order's terms, payments received and the "Record payment" dialog (extensions §4). */
export function InvoicePayments({ order }: { order: AdminOrderDetail }) {
  const key = [`/api/admin/orders/${order.id}/payments`] as const;
  const payments = useQuery({ queryKey: key, queryFn: getQueryFn(z.array(orderPayment)) });
  const [open, setOpen] = useState(false);
  const balance = fromCents(toCents(order.total) - toCents(order.amountPaid));
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid grid-cols-2 gap-y-1">
        <dt className="text-muted-foreground">Terms</dt>
        <dd>Net 30, due {order.dueDate}</dd>
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
      {payments.data && payments.data.length > 0 ? (
        <ul className="divide-y rounded-md border" aria-label="Payments received">
          {payments.data.map((p) => (
            <li key={p.id} className="flex justify-between gap-2 px-3 py-2">
              <span>
                {format(new Date(p.recordedAt), "MMM d, yyyy")} · {METHOD_LABEL[p.method]}
                {p.reference ? ` · ${p.reference}` : ""}
              </span>
              <span className="tabular-nums">{formatPrice(p.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {order.paymentStatus === "awaiting_payment" && order.status !== "cancelled" ? (
        <Button variant="outline" onClick={() => setOpen(true)}>
          Record payment
        </Button>
      ) : null}
      {open ? <RecordPaymentDialog order={order} balance={balance} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function RecordPaymentDialog({ order, balance, onClose }: { order: AdminOrderDetail; balance: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(balance);
  const [method, setMethod] = useState<(typeof receivedPaymentMethods)[number]>("check");
  const [reference, setReference] = useState("");
  const record = useMutation({
    mutationFn: () => apiJson("POST", `/api/admin/orders/${order.id}/payments`, orderPaymentResult, { amount, method, reference }),
    onSuccess: async (result) => {
      toast({
        title: "Payment recorded",
        description: result.paymentStatus === "paid" ? "The invoice is paid in full." : `Balance ${formatPrice(result.balance)}.`,
      });
      // The balance the next "Record payment" offers is the one just answered, not the order read before this payment.
      queryClient.setQueryData<AdminOrderDetail>(adminOrderKey(order.id), (old) =>
        old ? { ...old, amountPaid: result.amountPaid, paymentStatus: result.paymentStatus } : old,
      );
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [`/api/admin/orders/${order.id}/payments`] }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
      ]);
    },
    onError: (error) => toast({ title: "Not recorded", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Record payment</DialogTitle>
          <DialogDescription>
            Money received for invoice {order.invoiceNumber}. The balance is {formatPrice(balance)}.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            record.mutate();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="payment-amount">Amount</Label>
            <Input id="payment-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="payment-method">Method</Label>
            <NativeSelect id="payment-method" value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
              {receivedPaymentMethods.map((m) => (
                <option key={m} value={m}>
                  {METHOD_LABEL[m]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="payment-reference">Reference</Label>
            <Input
              id="payment-reference"
              placeholder="Check number, wire reference…"
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <PendingButton type="submit" pending={record.isPending}>
              Record payment
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
