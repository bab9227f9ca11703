import { FileDown } from "lucide-react";
import { readOrderLines } from "../../../shared/contracts/order-line";
import { type Order, shortOrderId } from "../../../shared/contracts/orders";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import { BackLink } from "../../components/back-link";
import { OrderShipments } from "../../components/order-shipments";
import { PaymentStatusBadge } from "../../components/payment-status-badge";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { OrderAddresses } from "./order-addresses";
import { OrderAmounts } from "./order-amounts";
import { OrderLines } from "./order-lines";
import { statusLabel, statusVariant } from "./order-status";
import { ThankYouBanner } from "./thank-you-banner";
import { formatDate, formatDay } from "../../lib/dates";

/** One order as its customer sees it: number, state, lines, amounts, shipments, addresses and the invoice. */
export function OrderDetailView({ order, justPaid }: { order: Order; justPaid: boolean }) {
  const number = shortOrderId(order.id);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <BackLink to="/orders">Order History</BackLink>
      {justPaid ? <ThankYouBanner email={order.customerEmail} /> : null}
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Order #{number}</h1>
          <p className="mt-1 text-muted-foreground">
            Placed <time dateTime={order.createdAt}>{formatDate(order.createdAt, "dateTime")}</time>
            {order.invoiceNumber ? <> · Invoice {order.invoiceNumber}</> : null}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Badge variant={statusVariant(order.status)}>{statusLabel(order.status)}</Badge>
            <PaymentStatusBadge status={order.paymentStatus} />
          </div>
          {order.status === "on_hold" ? (
            <p className="mt-2 text-sm text-slate-700" data-testid="on-hold-note">
              We are reviewing this order before it ships, as we do for some orders. We will contact you if we need anything.
            </p>
          ) : null}
          {order.dueDate && order.paymentStatus === "awaiting_payment" && order.status !== "cancelled" ? (
            <p className="mt-2 text-sm text-slate-700" data-testid="invoice-terms">
              Net 30: {formatPrice(fromCents(toCents(order.total) - toCents(order.amountPaid)))} due by {formatDay(order.dueDate)}
            </p>
          ) : null}
        </div>
        {/* Every placed order has an invoice: the server gives it its number on the first request if the payment did not. */}
        <div className="flex flex-wrap gap-2 self-start">
          <Button asChild variant="outline">
            <a href={`/api/user/orders/${encodeURIComponent(order.id)}/invoice.pdf`} download>
              <FileDown aria-hidden="true" />
              Download invoice (PDF)
            </a>
          </Button>
          {/* Extensions §9: an order shipped abroad has its customs papers too. */}
          {order.incoterm ? (
            <Button asChild variant="outline">
              <a href={`/api/user/orders/${encodeURIComponent(order.id)}/commercial-invoice.pdf`} download>
                <FileDown aria-hidden="true" />
                Commercial invoice (PDF)
              </a>
            </Button>
          ) : null}
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <Card className="min-w-0">
          <CardHeader>
            <h2 className="text-lg font-semibold leading-none tracking-tight">Items</h2>
          </CardHeader>
          <CardContent className="grid gap-5 text-sm">
            <OrderLines lines={readOrderLines(order.items)} />
            <div className="border-t pt-4">
              <OrderAmounts order={order} detailed />
            </div>
            {order.purchaseOrderNumber ? <p className="break-all text-muted-foreground">PO Number: {order.purchaseOrderNumber}</p> : null}
            {order.taxId ? <p className="break-all text-muted-foreground">Tax ID: {order.taxId}</p> : null}
            {order.incoterm ? (
              <p className="text-muted-foreground">Delivered at Place ({order.incoterm}): duties and import taxes are paid on delivery.</p>
            ) : null}
          </CardContent>
        </Card>
        <div className="grid min-w-0 content-start gap-6">
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold leading-none tracking-tight">Shipping</h2>
            </CardHeader>
            <CardContent className="grid gap-3">
              {order.fulfillment === "partially_shipped" && order.status !== "cancelled" ? (
                <p className="text-sm text-slate-700">Part of your order has shipped; we e-mail you again when the rest follows.</p>
              ) : null}
              <OrderShipments
                shipments={order.shipments}
                empty={
                  order.status === "cancelled"
                    ? "This order was cancelled."
                    : "Not shipped yet. We e-mail you the tracking number when it ships."
                }
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold leading-none tracking-tight">Addresses</h2>
            </CardHeader>
            <CardContent className="text-sm">
              <OrderAddresses order={order} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
