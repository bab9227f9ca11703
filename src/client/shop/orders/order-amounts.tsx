import { SHIPPING_SERVICE_NAMES } from "../../../shared/contracts/checkout";
import type { Order } from "../../../shared/contracts/orders";
import { formatPrice, toCents } from "../../../shared/money";
import { formatTaxRate } from "../../lib/tax-rate-label";

function Amount({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={strong ? "flex justify-between gap-4 font-semibold" : "flex justify-between gap-4"} data-testid={testId}>
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** "Discount (SPRING10)": the code the order was placed with (extensions §8), or a quote's discount. */
export const discountLabel = (order: Pick<Order, "discountCode">): string =>
  order.discountCode ? `Discount (${order.discountCode})` : "Discount";

export const shippingServiceName = (order: Order): string =>
  order.shippingServiceName ?? SHIPPING_SERVICE_NAMES[order.shippingMethod] ?? order.shippingMethod;

/** Subtotal, the discount, tax (rate, and the state it was taken from when asked), shipping, total, and what was refunded. */
export function OrderAmounts({ order, detailed = false }: { order: Order; detailed?: boolean }) {
  const taxLabel =
    detailed && order.state ? `Tax (${formatTaxRate(order.taxRate)}, ${order.state})` : `Tax (${formatTaxRate(order.taxRate)})`;
  const refunded = toCents(order.refundedAmount) > 0;
  return (
    <dl className="grid gap-1">
      <Amount label="Subtotal" value={formatPrice(order.subtotal)} />
      {toCents(order.discountAmount) > 0 ? (
        <Amount label={discountLabel(order)} value={`-${formatPrice(order.discountAmount)}`} testId="order-discount" />
      ) : null}
      <Amount label={taxLabel} value={formatPrice(order.taxAmount)} />
      <Amount label={detailed ? `Shipping (${shippingServiceName(order)})` : "Shipping"} value={formatPrice(order.shippingCost)} />
      <Amount label="Total" value={formatPrice(order.total)} strong />
      {refunded ? <Amount label="Refunded" value={`-${formatPrice(order.refundedAmount)}`} /> : null}
    </dl>
  );
}
