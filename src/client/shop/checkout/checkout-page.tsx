import { BackLink } from "../../components/back-link";
import { CartNotices } from "../../components/cart-notices";
import { usePageTitle } from "../../hooks/use-page-title";
import { useCart } from "../../lib/cart/cart-context";
import { useCartCheck } from "../../lib/cart/use-cart-check";
import { CheckoutForm } from "./checkout-form";
import { EmptyCheckout } from "./empty-checkout";

export function CheckoutPage() {
  usePageTitle("Checkout");
  const { items, lines } = useCart();
  const setAside = lines.length - items.length;
  // The summary is the cart shown again: it is checked against the catalog as the panel is.
  const { notices } = useCartCheck(true);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <BackLink to="/products">Back to Shopping</BackLink>
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Checkout</h1>
      <CartNotices notices={notices} className="mb-6" />
      {setAside > 0 && items.length > 0 ? (
        <p className="mb-6 text-sm text-muted-foreground" data-testid="set-aside-note">
          {setAside === 1 ? "1 item in your cart is" : `${setAside} items in your cart are`} no longer available and not part of this order.
        </p>
      ) : null}
      {items.length === 0 ? <EmptyCheckout /> : <CheckoutForm />}
    </div>
  );
}
