import { ShoppingBag } from "lucide-react";
import { useNavigate } from "react-router";
import { buyableUnits } from "../../shared/build-to-order";
import { formatPrice, fromCents } from "../../shared/money";
import { useCart } from "../lib/cart/cart-context";
import { buildToOrderNotes, maxLineQuantity } from "../lib/cart/cart-check";
import { useCartCheck } from "../lib/cart/use-cart-check";
import { usePricedCart } from "../lib/cart/use-priced-cart";
import { CartLine } from "./cart-line";
import { CartNotices } from "./cart-notices";
import { PriceEstimate } from "./price-estimate";
import { Button } from "./ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "./ui/sheet";

/** The cart side panel's content (spec §2 "Cart side panel"), open state shared through useCart. */
export function CartSheet() {
  const { lines, items, isOpen, setOpen, closeCart, cartOpener, totalItems } = useCart();
  const { notices, catalog } = useCartCheck(isOpen);
  const priced = usePricedCart(items);
  const priceOf = new Map(priced.lines.map((line) => [line.item, line]));
  const shipsNotes = catalog ? buildToOrderNotes(lines, catalog) : new Map<unknown, string>();
  const navigate = useNavigate();

  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        closeLabel="Close cart"
        onCloseAutoFocus={(event) => {
          // No Radix trigger opened the panel: give the focus back to whatever did.
          const opener = cartOpener();
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Shopping Cart</SheetTitle>
          <SheetDescription>{totalItems === 0 ? "No items yet" : totalItems === 1 ? "1 item" : `${totalItems} items`}</SheetDescription>
        </SheetHeader>
        {lines.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
            <CartNotices notices={notices} className="w-full text-left" />
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-muted">
              <ShoppingBag className="h-8 w-8 text-slate-400" aria-hidden="true" />
            </span>
            <p className="text-lg font-medium text-slate-900">Your cart is empty</p>
            <Button variant="outline" onClick={closeCart}>
              Continue Shopping
            </Button>
          </div>
        ) : (
          <>
            {/* The notices scroll with the lines, so a long list of them never squeezes the cart on a phone. */}
            <div className="flex-1 overflow-y-auto px-6">
              <CartNotices notices={notices} className="pt-4" />
              <ul className="divide-y" aria-label="Cart items">
                {lines.map((item) => {
                  const product = catalog?.get(item.product.id);
                  return (
                    <CartLine
                      key={`${item.product.id}::${item.selectedOption?.title ?? ""}`}
                      item={item}
                      price={priceOf.get(item) ?? null}
                      group={priced.group}
                      maxQuantity={product === undefined ? null : maxLineQuantity(lines, item, buyableUnits(product))}
                      shipsNote={shipsNotes.get(item) ?? null}
                    />
                  );
                })}
              </ul>
            </div>
            <div className="space-y-4 border-t bg-slate-50 px-6 py-5">
              <div className="flex items-center justify-between text-base">
                <span className="font-semibold text-slate-900">Total</span>
                <span className="text-right">
                  {priced.subtotalCents < priced.listSubtotalCents ? (
                    <s className="mr-2 text-sm text-muted-foreground tabular-nums">
                      <span className="sr-only">list price </span>
                      {formatPrice(fromCents(priced.listSubtotalCents))}
                    </s>
                  ) : null}
                  <span className="text-xl font-bold text-slate-900 tabular-nums" data-testid="cart-total">
                    {formatPrice(fromCents(priced.subtotalCents))}
                  </span>
                  <PriceEstimate usd={fromCents(priced.subtotalCents)} className="block text-sm" />
                </span>
              </div>
              {priced.group ? (
                <p className="text-xs text-muted-foreground" data-testid="cart-group-note">
                  {priced.group.name} prices: {Number(priced.group.discountPercent)}% off the list price, or the quantity price where it is
                  lower.
                </p>
              ) : null}
              <Button
                size="lg"
                className="w-full"
                disabled={items.length === 0}
                onClick={() => {
                  closeCart();
                  void navigate("/checkout");
                }}
              >
                Proceed to Checkout
              </Button>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
