import { Check, ShoppingCart } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { buildToOrderNote, buyableUnits, isBuiltToOrder } from "../../../shared/build-to-order";
import type { Product } from "../../../shared/contracts/catalog";
import { formatPrice, toCents } from "../../../shared/money";
import { PriceEstimate } from "../../components/price-estimate";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { unitsInCart } from "../../lib/cart/cart-check";
import { useCart } from "../../lib/cart/cart-context";
import {
  canAddToCart,
  clampQuantity,
  defaultOptionIndex,
  detailTotalPrice,
  isMissingOption,
  selectedOption,
  type OptionSelection,
} from "./option-selection";
import { PriceTiersTable } from "./price-tiers-table";
import { QuantityStepper } from "./quantity-stepper";
import { StockBadge } from "./stock-badge";

/** How long "Added to Cart" shows (spec §9). */
export const ADDED_CONFIRMATION_MS = 2000;
const NO_OPTION = "none";

const selectionOf = (value: string): OptionSelection => (value === NO_OPTION ? null : Number(value));

/** Price, option choice, quantity and Add to Cart for one product (spec §4 and §5). */
export function ProductPurchase({ product }: { product: Product }) {
  const { addItem, items } = useCart();
  const [selection, setSelection] = useState<OptionSelection>(() => defaultOptionIndex(product.options));
  const [quantity, setQuantity] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const optionSelect = useRef<HTMLSelectElement>(null);

  // An option chosen in the server's HTML before the app ran: the list shows it, but React does not read
  // a select's value back when hydrating. The state takes it before any replayed tap on Add to Cart reads
  // it (a layout effect: applied before the tap is dispatched, decision 0082). Mounting later, the list
  // shows the state and nothing changes.
  useLayoutEffect(() => {
    const shown = optionSelect.current?.value;
    if (shown !== undefined) setSelection(selectionOf(shown));
  }, []);

  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => setConfirming(false), ADDED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirming]);

  const option = selectedOption(product.options, selection);
  const missingOption = isMissingOption(product.options, selection);
  // The stock counts what is already in the cart: the stepper and Add to Cart stop at what is left.
  // A product built to order (extensions §8) goes beyond its stock: what the stock does not cover is made.
  const buildToOrder = isBuiltToOrder(product);
  const inCart = unitsInCart(items, product.id);
  const left = Math.max(buyableUnits(product) - inCart, 0);
  const allInCart = product.inStock > 0 && left === 0;
  const shownQuantity = Math.min(quantity, Math.max(left, 1));
  const enabled = canAddToCart({ inStock: left, options: product.options, selection, confirming });
  const ships = buildToOrderNote(product, shownQuantity, inCart);

  function add() {
    if (!enabled) return;
    addItem(product, shownQuantity, option ? { title: option.title, price: option.price } : undefined);
    setConfirming(true);
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-3">
        <p className="text-3xl font-bold tracking-tight text-slate-900" data-testid="product-total-price">
          {formatPrice(detailTotalPrice(product.price, option))}
        </p>
        <PriceEstimate usd={detailTotalPrice(product.price, option)} className="text-lg" />
        {option && toCents(option.price) > 0 ? (
          <p className="text-sm text-muted-foreground">
            {formatPrice(product.price)} base + {formatPrice(option.price)} option
          </p>
        ) : null}
        <StockBadge product={product} />
      </div>

      <PriceTiersTable product={product} />

      {product.options.length > 0 ? (
        <div className="grid gap-2">
          <Label htmlFor="product-option">
            Option
            <span className="ml-0.5 text-destructive" aria-hidden="true">
              *
            </span>
          </Label>
          <select
            ref={optionSelect}
            id="product-option"
            name="option"
            required
            aria-required="true"
            aria-invalid={missingOption}
            aria-describedby={missingOption ? "product-option-error" : undefined}
            className="h-11 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 aria-[invalid=true]:border-destructive"
            value={selection === null ? NO_OPTION : String(selection)}
            onChange={(e) => setSelection(selectionOf(e.target.value))}
          >
            <option value={NO_OPTION}>No option selected</option>
            {product.options.map((o, i) => (
              <option key={`${o.title}-${i}`} value={String(i)}>
                {toCents(o.price) > 0 ? `${o.title} (+${formatPrice(o.price)})` : o.title}
              </option>
            ))}
          </select>
          {missingOption ? (
            <p id="product-option-error" className="text-sm font-medium text-destructive" role="alert">
              Please select an option to add to cart
            </p>
          ) : null}
        </div>
      ) : null}

      <QuantityStepper
        quantity={shownQuantity}
        inStock={left}
        inCart={inCart}
        buildToOrder={buildToOrder}
        disabled={left === 0}
        onChange={(next) => setQuantity(clampQuantity(next, left))}
      />

      <div className="space-y-2">
        {/* While "Added to Cart" shows (or all the stock is in the cart) the button only says it is unavailable:
            a disabled button would drop the keyboard focus that just pressed it. */}
        <Button
          size="lg"
          className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50 sm:w-auto sm:min-w-64"
          disabled={(product.inStock === 0 && !buildToOrder) || missingOption}
          aria-disabled={!enabled || undefined}
          onClick={add}
          data-early-tap=""
        >
          {confirming ? (
            <>
              <Check aria-hidden="true" />
              Added to Cart
            </>
          ) : (
            <>
              <ShoppingCart aria-hidden="true" />
              Add to Cart
            </>
          )}
        </Button>
        <span role="status" className="sr-only">
          {confirming ? `${product.name} added to your cart` : ""}
        </span>
        {missingOption ? <p className="text-sm text-muted-foreground">Select an option above to enable add to cart</p> : null}
        {ships ? (
          <p className="text-sm font-medium text-slate-700" data-testid="ships-in">
            {ships}.
          </p>
        ) : null}
        {product.inStock === 0 && !buildToOrder ? (
          <p className="text-sm text-muted-foreground">This product is currently out of stock.</p>
        ) : null}
        {allInCart ? <p className="text-sm text-muted-foreground">All {product.inStock} in stock are in your cart.</p> : null}
      </div>
    </div>
  );
}
