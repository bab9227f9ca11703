import { Suspense, useState } from "react";
import { useCart } from "../lib/cart/cart-context";
import { lazyNamed } from "../lib/lazy-page";

// The panel's code (Radix Dialog, scroll lock, focus trap) loads when it is first opened, or when the browser is idle.
const CartSheet = lazyNamed(() => import("./cart-sheet"), "CartSheet");

/** The cart side panel, mounted from the first time the cart is opened. */
export function CartPanel() {
  const { isOpen } = useCart();
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CartSheet />
    </Suspense>
  );
}
