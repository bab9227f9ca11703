import type { Order } from "../../../shared/contracts/orders";
import { SHIPPING_SERVICE_NAMES } from "../../../shared/contracts/checkout";
import { formatPrice, normalizeMoney, toCents } from "../../../shared/money";

/** The order's amounts; `detailed` names the state the tax was taken from. */
export function OrderTotals({ order, detailed = false }: { order: Order; detailed?: boolean }) {
  const shippingName = order.shippingServiceName ?? SHIPPING_SERVICE_NAMES[order.shippingMethod] ?? order.shippingMethod;
  const rows = [
    { label: "Subtotal", value: order.subtotal },
    // extensions §8: the code the order was placed with, or a quote's discount
    ...(toCents(order.discountAmount) > 0
      ? [{ label: order.discountCode ? `Discount (${order.discountCode})` : "Discount", value: `-${order.discountAmount}` }]
      : []),
    {
      label:
        detailed && order.state ? `Tax (${normalizeMoney(order.taxRate)}%, ${order.state})` : `Tax (${normalizeMoney(order.taxRate)}%)`,
      value: order.taxAmount,
    },
    { label: shippingName ? `Shipping (${shippingName})` : "Shipping", value: order.shippingCost },
  ];
  return (
    <dl className="grid gap-1.5 self-start rounded-md bg-slate-50 p-3 text-sm">
      {rows.map(({ label, value }) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular-nums">{formatPrice(value)}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-3 border-t pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatPrice(order.total)}</dd>
      </div>
      {toCents(order.refundedAmount) > 0 ? (
        <div className="flex justify-between gap-3 text-red-800">
          <dt>Refunded</dt>
          <dd className="tabular-nums">-{formatPrice(order.refundedAmount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
