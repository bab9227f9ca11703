import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { readOrderLines } from "../../../shared/contracts/order-line";
import { type AdminOrderDetail, shortOrderId } from "../../../shared/contracts/orders";
import { BackLink } from "../../components/back-link";
import { OrderShipments } from "../../components/order-shipments";
import { PaymentStatusBadge } from "../../components/payment-status-badge";
import { usePageTitle } from "../../hooks/use-page-title";
import { DetailSection } from "../components/detail-card";
import { DetailStates } from "../components/detail-states";
import { OrderStatusBadge } from "../components/order-status-badge";
import { CustomerContactLinks } from "./customer-contact-links";
import { billingAddress, OrderAddress } from "./order-address";
import { OrderActionsBar, type OrderDialog } from "./order-actions-bar";
import { useHasPermission } from "../lib/permissions";
import { orderActionRules } from "./order-actions";
import { OrderItemsList } from "./order-items-list";
import { OrderNotes } from "./order-notes";
import { OrderRefunds } from "./order-refunds";
import { InvoicePayments } from "./invoice-payments";
import { HeldNotice } from "./held-notice";
import { OrderStatusSelect } from "./order-status-select";
import { OrderTimeline } from "./order-timeline";
import { OrderTotals } from "./order-totals";
import { useAdminOrder } from "./use-order-detail";
import { useUpdateOrderStatus } from "./use-admin-orders";
import { formatDate } from "../../lib/dates";

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const number = shortOrderId(order.id);
  const lines = useMemo(() => readOrderLines(order.items), [order.items]);
  const updateStatus = useUpdateOrderStatus();
  const rules = orderActionRules(order, useHasPermission("refunds"));
  const [dialog, setDialog] = useState<OrderDialog>(null);

  return (
    <div>
      <BackLink to="/admin/orders">Orders</BackLink>
      <div className="mb-6 grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="font-mono text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Order #{number}</h1>
              <OrderStatusBadge status={order.status} />
              <PaymentStatusBadge status={order.paymentStatus} />
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt, "dateTime")}</time>
              {order.invoiceNumber ? <> · Invoice {order.invoiceNumber}</> : null}
              {order.transactionId ? <> · Transaction {order.transactionId}</> : null}
            </p>
          </div>
          <div className="shrink-0">
            <OrderStatusSelect
              value={order.status}
              label={`Status of order #${number}`}
              disabled={!rules.status.allowed || updateStatus.isPending}
              cancellable={rules.cancel.allowed}
              // Cancelling voids or refunds the payment: it goes through its confirmation, as the button does.
              onChange={(status) => (status === "cancelled" ? setDialog("cancel") : updateStatus.mutate({ id: order.id, status }))}
            />
          </div>
        </div>
        {order.status === "on_hold" ? <HeldNotice order={order} number={number} onCancel={() => setDialog("cancel")} /> : null}
        <OrderActionsBar order={order} open={dialog} setOpen={setDialog} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid min-w-0 content-start gap-6">
          <DetailSection title="Items">
            <div className="grid gap-4">
              <OrderItemsList lines={lines} />
              <div className="sm:ml-auto sm:w-80">
                <OrderTotals order={order} detailed />
              </div>
            </div>
            <OrderNotes order={order} />
          </DetailSection>
          <DetailSection title="Shipments">
            <OrderShipments shipments={order.shipments} empty="Not shipped yet." />
          </DetailSection>
          <DetailSection title="Refunds">
            <OrderRefunds refunds={order.refunds} lines={lines} />
          </DetailSection>
          {order.paymentMethod === "invoice" ? (
            <DetailSection title="Invoice (Net 30)">
              <InvoicePayments order={order} />
            </DetailSection>
          ) : null}
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <DetailSection title="Customer">
            <div className="grid gap-4">
              <div className="grid gap-0.5 text-sm text-slate-800">
                <span className="font-medium">{order.customerName}</span>
                {order.companyName ? <span>{order.companyName}</span> : null}
                <CustomerContactLinks order={order} />
              </div>
              <OrderAddress title="Billing address" address={billingAddress(order)} />
              <OrderAddress title="Shipping address" address={order} fallback={order.customerAddress} />
            </div>
          </DetailSection>
          <DetailSection title="History">
            <OrderTimeline events={order.events} />
          </DetailSection>
        </div>
      </div>
    </div>
  );
}

/** /admin/orders/:id: one order with its shipments, refunds and history, and what can be done with it. */
export function OrderDetailPage() {
  const { id = "" } = useParams();
  const query = useAdminOrder(id);
  usePageTitle(query.data ? `Order #${shortOrderId(query.data.id)}` : "Admin Order");

  return (
    <DetailStates
      query={query}
      loading={{ label: "Loading the order", lines: ["h-4 w-24", "h-9 w-72", "h-10 w-96 max-w-full", "h-64 w-full", "h-40 w-full"] }}
      notFound={{ text: "There is no order with this id.", back: { to: "/admin/orders", label: "Back to Orders" } }}
      errorText="The order could not be loaded."
    >
      {(order) => <OrderDetail order={order} />}
    </DetailStates>
  );
}
