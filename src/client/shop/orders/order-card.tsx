import { format } from "date-fns";
import type { ReactNode } from "react";
import { SHIPPING_SERVICE_NAMES } from "../../../shared/contracts/checkout";
import { readOrderLines } from "../../../shared/contracts/order-line";
import { type Order, shortOrderId } from "../../../shared/contracts/orders";
import { formatPrice } from "../../../shared/money";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { Separator } from "../../components/ui/separator";
import { formatTaxRate } from "../../lib/tax-rate-label";
import { statusLabel, statusVariant } from "./order-status";

function orderDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? "" : format(date, "MMMM dd, yyyy 'at' h:mm a");
}

function Heading({ children }: { children: ReactNode }) {
  return <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{children}</h3>;
}

function Amount({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between gap-4 font-semibold" : "flex justify-between gap-4"}>
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function OrderCard({ order }: { order: Order }) {
  const lines = readOrderLines(order.items);
  const number = shortOrderId(order.id);
  const headingId = `order-${order.id}-heading`;
  const cityLine = [order.city, [order.state, order.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const shippingName = order.shippingServiceName ?? SHIPPING_SERVICE_NAMES[order.shippingMethod] ?? order.shippingMethod;

  return (
    <Card role="article" aria-labelledby={headingId} data-testid="order-card">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0 pb-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            Order #{number}
          </h2>
          <p className="text-sm text-muted-foreground">{orderDate(order.createdAt)}</p>
        </div>
        <Badge variant={statusVariant(order.status)}>{statusLabel(order.status)}</Badge>
      </CardHeader>
      <CardContent className="grid gap-5 text-sm">
        <section aria-label="Items">
          <Heading>Items</Heading>
          <ul className="grid gap-3">
            {lines.map((line, index) => (
              <li key={`${line.productId}-${index}`} className="flex justify-between gap-4">
                <div className="min-w-0">
                  <p className="font-medium">{line.productName}</p>
                  {line.selectedOption ? <p className="text-muted-foreground">+ {line.selectedOption.title}</p> : null}
                  <p className="text-muted-foreground">
                    {line.quantity} x {formatPrice(line.price)}
                  </p>
                </div>
                <p className="shrink-0 font-medium tabular-nums">{formatPrice(line.lineTotal)}</p>
              </li>
            ))}
          </ul>
        </section>
        <Separator />
        <div className="grid gap-5 md:grid-cols-3">
          <section aria-label="Delivery address">
            <Heading>Delivery Address</Heading>
            <address className="not-italic leading-relaxed">
              {order.street ? (
                <>
                  {order.companyName ? <span className="block">{order.companyName}</span> : null}
                  <span className="block">{order.street}</span>
                  {cityLine ? <span className="block">{cityLine}</span> : null}
                  <span className="block">{order.country}</span>
                </>
              ) : (
                <span className="block">{order.customerAddress}</span>
              )}
            </address>
          </section>
          <section aria-label="Shipping method">
            <Heading>Shipping Method</Heading>
            <p>{shippingName}</p>
            <p className="text-muted-foreground">{formatPrice(order.shippingCost)}</p>
          </section>
          <section aria-label="Payment details">
            <Heading>Payment Details</Heading>
            <dl className="grid gap-1">
              <Amount label="Subtotal" value={formatPrice(order.subtotal)} />
              <Amount label={`Tax (${formatTaxRate(order.taxRate)})`} value={formatPrice(order.taxAmount)} />
              <Amount label="Shipping" value={formatPrice(order.shippingCost)} />
              <Amount label="Total" value={formatPrice(order.total)} strong />
            </dl>
            {order.transactionId ? <p className="mt-2 break-all text-muted-foreground">Transaction: {order.transactionId}</p> : null}
            {order.purchaseOrderNumber ? (
              <p className="mt-1 break-all text-muted-foreground">PO Number: {order.purchaseOrderNumber}</p>
            ) : null}
          </section>
        </div>
      </CardContent>
    </Card>
  );
}
