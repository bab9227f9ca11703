import { formatPrice, fromCents } from "../../shared/money";
import type { PricedCartItem } from "../lib/cart/cart-pricing";
import { priceSourceLabel, type BuyerGroup } from "../lib/cart/use-priced-cart";

/**
 * "2 x $850.00", and when the buyer pays less than the list price (a quantity tier, a customer
 * group's price: extensions §8) the list price struck through beside it and where the price comes from.
 */
export function LinePrice({ line, group, className }: { line: PricedCartItem; group: BuyerGroup | null; className?: string }) {
  const label = line.unitCents < line.listCents ? priceSourceLabel(line.source, group) : null;
  return (
    <span className={className}>
      {line.item.quantity} x {formatPrice(fromCents(line.unitCents))}
      {label ? (
        <>
          {" "}
          <s className="text-muted-foreground">
            <span className="sr-only">list price </span>
            {formatPrice(fromCents(line.listCents))}
          </s>
          <span className="block text-xs font-medium text-emerald-700" data-testid="line-price-source">
            {label}
          </span>
        </>
      ) : null}
    </span>
  );
}
