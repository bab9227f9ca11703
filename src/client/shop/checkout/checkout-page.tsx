import { BackLink } from "../../components/back-link";
import { CartNotices } from "../../components/cart-notices";
import { usePageTitle } from "../../hooks/use-page-title";
import { useCart } from "../../lib/cart/cart-context";
import { useCartCheck } from "../../lib/cart/use-cart-check";
import { CheckoutForm } from "./checkout-form";
import { EmptyCheckout } from "./empty-checkout";

export function CheckoutPage() {
  usePageTitle("Checkout");
  const { items } = useCart();
  // The summary is the cart shown again: it is checked against the catalog as the panel is.
  const { notices } = useCartCheck(true);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <BackLink to="/products">Back to Shopping</BackLink>
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Checkout</h1>
      <CartNotices notices={notices} className="mb-6" />
      {items.length === 0 ? <EmptyCheckout /> : <CheckoutForm />}
    </div>
  );
}
