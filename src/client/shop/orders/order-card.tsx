import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { readOrderLines } from "../../../shared/contracts/order-line";
import { type Order, shortOrderId } from "../../../shared/contracts/orders";
import { formatPrice } from "../../../shared/money";
import { PaymentStatusBadge } from "../../components/payment-status-badge";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { customerOrderPath } from "../../lib/order-arrival";
import { Separator } from "../../components/ui/separator";
import { OrderAmounts, shippingServiceName } from "./order-amounts";
import { OrderLines } from "./order-lines";
import { statusLabel, statusVariant } from "./order-status";
import { formatDate } from "../../lib/dates";

function Heading({ children }: { children: ReactNode }) {
  return <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{children}</h3>;
}

export function OrderCard({ order }: { order: Order }) {
  const lines = readOrderLines(order.items);
  const number = shortOrderId(order.id);
  const headingId = `order-${order.id}-heading`;
  const cityLine = [order.city, [order.state, order.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const shippingName = shippingServiceName(order);

  return (
    <Card role="article" aria-labelledby={headingId} data-testid="order-card">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0 pb-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            Order #{number}
          </h2>
          <p className="text-sm text-muted-foreground">{formatDate(order.createdAt, "dateTime")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={statusVariant(order.status)}>{statusLabel(order.status)}</Badge>
          {order.paymentStatus !== "paid" ? <PaymentStatusBadge status={order.paymentStatus} /> : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-5 text-sm">
        <section aria-label="Items">
          <Heading>Items</Heading>
          <OrderLines lines={lines} />
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
            <OrderAmounts order={order} />
            {order.transactionId ? <p className="mt-2 break-all text-muted-foreground">Transaction: {order.transactionId}</p> : null}
            {order.purchaseOrderNumber ? (
              <p className="mt-1 break-all text-muted-foreground">PO Number: {order.purchaseOrderNumber}</p>
            ) : null}
          </section>
        </div>
        <div className="flex justify-end">
          <Button asChild variant="outline" size="sm">
            <Link to={customerOrderPath(order.id)} aria-label={`View order #${number}`}>
              View order
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
