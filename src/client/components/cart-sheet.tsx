import { Minus, Plus, ShoppingBag, Trash2 } from "lucide-react";
import { useNavigate } from "react-router";
import { formatPrice, fromCents, unitPriceCents } from "../../shared/money";
import { useCart } from "../lib/cart/cart-context";
import type { CartItem } from "../lib/cart/cart-types";
import { ProductImage } from "./product-image";
import { Button } from "./ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "./ui/sheet";

/** The cart side panel's content (spec §2 "Cart side panel"), open state shared through useCart. */
export function CartSheet() {
  const { items, isOpen, setOpen, closeCart, totalCents, totalItems } = useCart();
  const navigate = useNavigate();

  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetContent side="right" closeLabel="Close cart">
        <SheetHeader>
          <SheetTitle>Shopping Cart</SheetTitle>
          <SheetDescription>{items.length === 0 ? "No items yet" : totalItems === 1 ? "1 item" : `${totalItems} items`}</SheetDescription>
        </SheetHeader>
        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
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
            <ul className="flex-1 divide-y overflow-y-auto px-6" aria-label="Cart items">
              {items.map((item) => (
                <CartLine key={`${item.product.id}::${item.selectedOption?.title ?? ""}`} item={item} />
              ))}
            </ul>
            <div className="space-y-4 border-t bg-slate-50 px-6 py-5">
              <div className="flex items-center justify-between text-base">
                <span className="font-semibold text-slate-900">Total</span>
                <span className="text-xl font-bold text-slate-900" data-testid="cart-total">
                  {formatPrice(fromCents(totalCents))}
                </span>
              </div>
              <Button
                size="lg"
                className="w-full"
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

function CartLine({ item }: { item: CartItem }) {
  const { removeItem, updateQuantity } = useCart();
  const { product, quantity, selectedOption } = item;
  const optionTitle = selectedOption?.title;
  return (
    <li className="flex gap-4 py-4" data-testid="cart-line">
      <ProductImage src={product.image} alt="" className="h-20 w-20 shrink-0 rounded-md border" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-medium leading-snug text-slate-900">{product.name}</p>
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
        <div className="mt-2 flex items-center justify-between">
          <div className="inline-flex items-center rounded-md border" role="group" aria-label={`Quantity of ${product.name}`}>
            <button
              type="button"
              className="flex h-8 w-8 items-center justify-center rounded-l-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
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
              className="flex h-8 w-8 items-center justify-center rounded-r-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label="Increase quantity"
              onClick={() => updateQuantity(product.id, quantity + 1, optionTitle)}
            >
              <Plus className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </div>
          <p className="text-sm font-semibold text-slate-900">
            {formatPrice(fromCents(unitPriceCents(product.price, selectedOption?.price)))}
          </p>
        </div>
      </div>
    </li>
  );
}
