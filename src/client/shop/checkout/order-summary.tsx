import { Loader2, Lock } from "lucide-react";
import type { ReactNode } from "react";
import type { OrderTotals } from "../../../shared/money";
import { formatPrice, fromCents, linePriceCents, toCents, unitPriceCents } from "../../../shared/money";
import { ProductImage } from "../../components/product-image";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { Separator } from "../../components/ui/separator";
import type { CartItem } from "../../lib/cart/cart-types";
import { formatTaxRate } from "../../lib/tax-rate-label";
import type { TaxStatus } from "./use-tax-rate";

interface OrderSummaryProps {
  items: CartItem[];
  totals: OrderTotals;
  taxStatus: TaxStatus;
  hasShipping: boolean;
  processing: boolean;
  /** Tax or shipping still being looked up: the total is not final yet. */
  quoting: boolean;
  /** A quote's discount, shown under the subtotal when there is one. */
  discount?: string | undefined;
}

function Row({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? "mt-1 flex items-baseline justify-between gap-4 border-t pt-3 text-lg font-bold"
          : "flex items-baseline justify-between gap-4 text-sm"
      }
    >
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

export function OrderSummary({ items, totals, taxStatus, hasShipping, processing, quoting, discount }: OrderSummaryProps) {
  const taxLabel = taxStatus === "ready" ? `Tax (${formatTaxRate(totals.taxRate)})` : "Tax";
  const taxValue =
    taxStatus === "not-applicable"
      ? "N/A"
      : taxStatus === "needs-state"
        ? "Select state to calculate"
        : taxStatus === "loading"
          ? "Calculating..."
          : formatPrice(totals.taxAmount);

  return (
    <Card role="region" aria-labelledby="order-summary-heading">
      <CardHeader className="pb-4">
        <h2 id="order-summary-heading" className="text-lg font-semibold leading-none tracking-tight">
          Order Summary
        </h2>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="grid gap-4" aria-label="Items in your order">
          {items.map((item) => {
            const option = item.selectedOption;
            const line = linePriceCents(item.product.price, option?.price, item.quantity);
            return (
              <li key={`${item.product.id}-${option?.title ?? ""}`} className="flex gap-3">
                <ProductImage src={item.product.image} alt="" className="h-14 w-14 shrink-0 rounded-md border" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium leading-snug">{item.product.name}</p>
                  {option ? <p className="text-muted-foreground">+ {option.title}</p> : null}
                  <p className="text-muted-foreground tabular-nums">
                    {item.quantity} x {formatPrice(fromCents(unitPriceCents(item.product.price, option?.price)))}
                  </p>
                </div>
                <p className="text-sm font-medium tabular-nums">{formatPrice(fromCents(line))}</p>
              </li>
            );
          })}
        </ul>
        <Separator />
        <dl className="grid gap-2">
          <Row label="Subtotal" value={formatPrice(totals.subtotal)} />
          {discount && toCents(discount) > 0 ? <Row label="Discount" value={`-${formatPrice(discount)}`} /> : null}
          <Row label={taxLabel} value={taxValue} />
          <Row label="Shipping" value={hasShipping ? formatPrice(totals.shippingCost) : "Select a method"} />
          <Row label="Total" value={<span data-testid="order-total">{formatPrice(totals.total)}</span>} strong />
        </dl>
        <Button type="submit" size="lg" className="w-full" disabled={processing || quoting}>
          {processing ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              Processing Payment...
            </>
          ) : (
            <>
              <Lock aria-hidden="true" />
              Pay {formatPrice(totals.total)} & Place Order
            </>
          )}
        </Button>
        <p className="text-center text-xs text-muted-foreground">Prices in US dollars. Tax applies to US orders; shipping is not taxed.</p>
      </CardContent>
    </Card>
  );
}
