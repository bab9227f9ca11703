import { ArrowRight } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { readOrderLines } from "../../../shared/contracts/order-line";
import { shortOrderId, type Order, type OrderStatus } from "../../../shared/contracts/orders";
import { PaymentStatusBadge } from "../../components/payment-status-badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { OrderStatusBadge } from "../components/order-status-badge";
import { CancelDialog } from "./cancel-dialog";
import { CustomerContactLinks } from "./customer-contact-links";
import { billingAddress, OrderAddress } from "./order-address";
import { OrderItemsList } from "./order-items-list";
import { OrderNotes } from "./order-notes";
import { OrderStatusSelect } from "./order-status-select";
import { OrderTotals } from "./order-totals";
import { formatDate } from "../../lib/dates";

interface OrderCardProps {
  order: Order;
  updating: boolean;
  onStatusChange: (status: OrderStatus) => void;
}

export function OrderCard({ order, updating, onStatusChange }: OrderCardProps) {
  const lines = useMemo(() => readOrderLines(order.items), [order.items]);
  const shortId = shortOrderId(order.id);
  // Cancelling voids or refunds the payment and e-mails the customer: the select asks first.
  const [confirmCancel, setConfirmCancel] = useState(false);

  return (
    <Card data-testid="admin-order-card" aria-labelledby={`order-${order.id}`}>
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between md:px-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`order-${order.id}`} className="font-mono text-lg font-semibold text-slate-900">
              Order #{shortId}
            </h2>
            <OrderStatusBadge status={order.status} />
            {order.paymentStatus !== "paid" ? <PaymentStatusBadge status={order.paymentStatus} /> : null}
          </div>
          <p className="mt-0.5 text-sm text-muted-foreground">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, "dateTime")}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusSelect
            value={order.status}
            label={`Status of order #${shortId}`}
            disabled={updating || order.status === "cancelled"}
            onChange={(next) => (next === "cancelled" ? setConfirmCancel(true) : onStatusChange(next))}
          />
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/orders/${encodeURIComponent(order.id)}`} aria-label={`Open order #${shortId}`}>
              Open
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>

      <div className="grid gap-6 p-4 md:px-6 lg:grid-cols-[1fr_1fr_1fr]">
        <section>
          <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Customer</h3>
          <div className="grid gap-0.5 text-sm text-slate-800">
            <span className="font-medium">{order.customerName}</span>
            <CustomerContactLinks order={order} />
            {order.companyName ? <span>{order.companyName}</span> : null}
          </div>
        </section>
        <OrderAddress title="Billing address" address={billingAddress(order)} />
        <OrderAddress title="Shipping address" address={order} fallback={order.customerAddress} />
      </div>

      <div className="grid gap-6 border-t p-4 md:px-6 lg:grid-cols-[2fr_1fr]">
        <section>
          <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Items</h3>
          <OrderItemsList lines={lines} />
          <OrderNotes order={order} />
        </section>
        <OrderTotals order={order} />
      </div>
      <CancelDialog orderId={order.id} orderNumber={shortId} open={confirmCancel} onOpenChange={setConfirmCancel} />
    </Card>
  );
}
