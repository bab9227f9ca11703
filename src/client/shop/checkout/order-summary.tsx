import { Loader2, Lock } from "lucide-react";
import type { ReactNode } from "react";
import type { OrderTotals } from "../../../shared/money";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import { LinePrice } from "../../components/line-price";
import { ChargeCurrencyNote, PriceEstimate } from "../../components/price-estimate";
import { ProductImage } from "../../components/product-image";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { Separator } from "../../components/ui/separator";
import { buildToOrderNotes } from "../../lib/cart/cart-check";
import type { PricedCartItem } from "../../lib/cart/cart-pricing";
import { useProductsById } from "../../lib/catalog-queries";
import type { BuyerGroup } from "../../lib/cart/use-priced-cart";
import { formatTaxRate } from "../../lib/tax-rate-label";
import type { TaxStatus } from "./use-tax-rate";

interface OrderSummaryProps {
  /** The lines priced for the buyer (a quantity tier, a group's price beside the list price). */
  lines: PricedCartItem[];
  group: BuyerGroup | null;
  totals: OrderTotals;
  taxStatus: TaxStatus;
  hasShipping: boolean;
  processing: boolean;
  /** Tax or shipping still being looked up: the total is not final yet. */
  quoting: boolean;
  /** A discount code's or a quote's discount, shown under the subtotal when there is one. */
  discount?: { label: string; amount: string } | null | undefined;
  /** The discount code field (a cart's checkout; a quote keeps its own discount). */
  codeField?: ReactNode;
  /** Shipped outside the United States: the order is DAP, said before the payment (extensions §9). */
  abroad?: boolean;
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

export function OrderSummary({
  lines,
  group,
  totals,
  taxStatus,
  hasShipping,
  processing,
  quoting,
  discount,
  codeField,
  abroad = false,
}: OrderSummaryProps) {
  // Built to order (extensions §8): the lines beyond the stock say when they ship, before the buyer pays.
  const { products: catalog } = useProductsById(lines.map((line) => line.item.product.id));
  const shipsNotes = catalog
    ? buildToOrderNotes(
        lines.map((line) => line.item),
        new Map(catalog.map((product) => [product.id, product])),
      )
    : null;
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
          {lines.map((line) => {
            const { item } = line;
            const option = item.selectedOption;
            return (
              <li key={`${item.product.id}-${option?.title ?? ""}`} className="flex gap-3">
                <ProductImage src={item.product.image} alt="" className="h-14 w-14 shrink-0 rounded-md border" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium leading-snug">{item.product.name}</p>
                  {option ? <p className="text-muted-foreground">+ {option.title}</p> : null}
                  <LinePrice line={line} group={group} className="block text-muted-foreground tabular-nums" />
                  {shipsNotes?.get(item) ? (
                    <p className="font-medium text-slate-700" data-testid="summary-line-ships">
                      {shipsNotes.get(item)}
                    </p>
                  ) : null}
                </div>
                <p className="text-right text-sm font-medium tabular-nums">
                  {formatPrice(fromCents(line.lineCents))}
                  <PriceEstimate usd={fromCents(line.lineCents)} className="block text-xs" />
                </p>
              </li>
            );
          })}
        </ul>
        {codeField ? (
          <>
            <Separator />
            {codeField}
          </>
        ) : null}
        <Separator />
        <dl className="grid gap-2">
          <Row
            label="Subtotal"
            value={
              <>
                {formatPrice(totals.subtotal)}
                <PriceEstimate usd={totals.subtotal} className="block text-xs" />
              </>
            }
          />
          {discount && toCents(discount.amount) > 0 ? (
            <Row label={discount.label} value={<span data-testid="order-discount">-{formatPrice(discount.amount)}</span>} />
          ) : null}
          <Row label={taxLabel} value={taxValue} />
          <Row label="Shipping" value={hasShipping ? formatPrice(totals.shippingCost) : "Select a method"} />
          <Row
            label="Total"
            value={
              <>
                <span data-testid="order-total">{formatPrice(totals.total)}</span>
                <PriceEstimate usd={totals.total} className="block text-sm" />
              </>
            }
            strong
          />
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
        {abroad ? (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900" data-testid="incoterm-note">
            <strong>Delivered at Place (DAP).</strong> We ship to your address; import duties and taxes are charged by your country&apos;s
            customs and paid by you on delivery.
          </p>
        ) : null}
        <div className="space-y-1 text-center text-xs text-muted-foreground">
          <ChargeCurrencyNote className="font-medium text-slate-700" />
          <p>Tax applies to US orders; shipping is not taxed.</p>
        </div>
      </CardContent>
    </Card>
  );
}
