import { ShoppingCart } from "lucide-react";
import { useCart } from "../../lib/cart/cart-context";

/**
 * Opens the cart panel; a badge shows the total item count when there is anything in the cart. A tap
 * before the app has run opens it once the page is hydrated (data-early-tap, decision 0082).
 */
export function CartButton() {
  const { totalItems, openCart } = useCart();
  return (
    <button
      type="button"
      onClick={openCart}
      data-early-tap=""
      aria-label="Open cart"
      aria-describedby={totalItems > 0 ? "cart-count-description" : undefined}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 transition-colors hover:bg-accent hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ShoppingCart className="h-5 w-5" aria-hidden="true" />
      {totalItems > 0 ? (
        <>
          <span
            className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
            aria-hidden="true"
            data-testid="cart-count"
          >
            {totalItems}
          </span>
          <span id="cart-count-description" className="sr-only">
            {totalItems === 1 ? "1 item in cart" : `${totalItems} items in cart`}
          </span>
        </>
      ) : null}
    </button>
  );
}
