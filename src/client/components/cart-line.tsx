import { Minus, Plus, Trash2 } from "lucide-react";
import { formatPrice, fromCents } from "../../shared/money";
import { useCart } from "../lib/cart/cart-context";
import type { PricedCartItem } from "../lib/cart/cart-pricing";
import type { CartItem, Unavailable } from "../lib/cart/cart-types";
import type { BuyerGroup } from "../lib/cart/use-priced-cart";
import { LinePrice } from "./line-price";
import { cn } from "../lib/utils";
import { PriceEstimate } from "./price-estimate";
import { ProductImage } from "./product-image";

const UNAVAILABLE: Record<Unavailable, string> = { gone: "No longer available", "out-of-stock": "Out of stock" };

const stepButton =
  "flex h-8 w-8 items-center justify-center hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40";

interface CartLineProps {
  item: CartItem;
  /** The line priced for the buyer (a buyable line); null for one marked unavailable. */
  price: PricedCartItem | null;
  group: BuyerGroup | null;
  /** What the stock allows (null while the catalog is not known). */
  maxQuantity: number | null;
  /** Built to order (extensions §8): when the units beyond the stock ship. */
  shipsNote?: string | null;
}

/** One line of the cart panel: at its tier or the buyer's group price beside the list price (extensions §8). */
export function CartLine({ item, price, group, maxQuantity, shipsNote = null }: CartLineProps) {
  const { removeItem, updateQuantity } = useCart();
  const { product, quantity, selectedOption, unavailable } = item;
  const optionTitle = selectedOption?.title;
  const atStock = maxQuantity !== null && quantity >= maxQuantity;

  return (
    <li className="flex gap-4 py-4" data-testid="cart-line">
      <ProductImage src={product.image} alt="" className={cn("h-20 w-20 shrink-0 rounded-md border", unavailable && "opacity-50")} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className={cn("font-medium leading-snug text-slate-900", unavailable && "text-slate-500")}>{product.name}</p>
            <p className="text-xs text-muted-foreground">{product.category}</p>
            {selectedOption ? <p className="mt-0.5 text-xs text-slate-600">+ {selectedOption.title}</p> : null}
          </div>
          <button
            type="button"
            onClick={() => removeItem(product.id, optionTitle)}
            aria-label={`Remove ${product.name}`}
            className="-mr-1 rounded-md p-1.5 text-slate-500 transition-colors hover:bg-red-50 hover:text-destructive focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        {unavailable || !price ? (
          <p className="mt-2 text-sm font-medium text-destructive" data-testid="cart-line-unavailable">
            {UNAVAILABLE[unavailable ?? "gone"]}
          </p>
        ) : (
          <div className="mt-2 flex items-end justify-between gap-2">
            <div>
              <div className="inline-flex items-center rounded-md border" role="group" aria-label={`Quantity of ${product.name}`}>
                <button
                  type="button"
                  className={cn(stepButton, "rounded-l-md")}
                  aria-label="Decrease quantity"
                  onClick={() => updateQuantity(product.id, quantity - 1, optionTitle)}
                >
                  <Minus className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
                <span className="w-9 text-center text-sm font-semibold tabular-nums" data-testid="cart-line-quantity">
                  {quantity}
                </span>
                <button
                  type="button"
                  className={cn(stepButton, "rounded-r-md")}
                  aria-label="Increase quantity"
                  disabled={atStock}
                  onClick={() => updateQuantity(product.id, quantity + 1, optionTitle)}
                >
                  <Plus className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </div>
              {atStock && !shipsNote ? <p className="mt-1 text-xs text-muted-foreground">No more in stock</p> : null}
              {shipsNote ? (
                <p className="mt-1 text-xs font-medium text-slate-700" data-testid="cart-line-ships">
                  {shipsNote}
                </p>
              ) : null}
            </div>
            <div className="text-right">
              <p className="text-xs text-muted-foreground tabular-nums" data-testid="cart-line-unit">
                <LinePrice line={price} group={group} />
              </p>
              <p className="text-sm font-semibold text-slate-900 tabular-nums" data-testid="cart-line-total">
                {formatPrice(fromCents(price.lineCents))}
              </p>
              <PriceEstimate usd={fromCents(price.lineCents)} className="text-xs" />
            </div>
          </div>
        )}
      </div>
    </li>
  );
}
