import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import { cartItemCount, cartReducer, cartTotalCents } from "./cart-reducer";
import { CART_STORAGE_KEY, loadCart, parseStoredCart, saveCart } from "./cart-storage";
import type { CartItem, CartProduct, SelectedOption } from "./cart-types";

export interface CartContextValue {
  items: CartItem[];
  addItem: (product: CartProduct, quantity?: number, selectedOption?: SelectedOption) => void;
  removeItem: (productId: string, optionTitle?: string) => void;
  updateQuantity: (productId: string, quantity: number, optionTitle?: string) => void;
  clearCart: () => void;
  isOpen: boolean;
  openCart: () => void;
  closeCart: () => void;
  setOpen: (open: boolean) => void;
  totalItems: number;
  totalCents: number;
}

const CartContext = createContext<CartContextValue | null>(null);

/** App-wide cart: restored from local storage on load, saved on every change, synced across tabs. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, dispatch] = useReducer(cartReducer, undefined, loadCart);
  const [isOpen, setOpen] = useState(false);
  // A change that came from another tab is already stored; writing it back would be redundant.
  const fromOtherTab = useRef(false);

  useEffect(() => {
    if (fromOtherTab.current) {
      fromOtherTab.current = false;
      return;
    }
    saveCart(items);
  }, [items]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY) return;
      fromOtherTab.current = true;
      dispatch({ type: "replace", items: parseStoredCart(event.newValue) });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const addItem = useCallback(
    (product: CartProduct, quantity?: number, selectedOption?: SelectedOption) =>
      dispatch({ type: "add", product, quantity, selectedOption }),
    [],
  );
  const removeItem = useCallback((productId: string, optionTitle?: string) => dispatch({ type: "remove", productId, optionTitle }), []);
  const updateQuantity = useCallback(
    (productId: string, quantity: number, optionTitle?: string) => dispatch({ type: "setQuantity", productId, quantity, optionTitle }),
    [],
  );
  const clearCart = useCallback(() => dispatch({ type: "clear" }), []);
  const openCart = useCallback(() => setOpen(true), []);
  const closeCart = useCallback(() => setOpen(false), []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      addItem,
      removeItem,
      updateQuantity,
      clearCart,
      isOpen,
      openCart,
      closeCart,
      setOpen,
      totalItems: cartItemCount(items),
      totalCents: cartTotalCents(items),
    }),
    [items, addItem, removeItem, updateQuantity, clearCart, isOpen, openCart, closeCart],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used inside <CartProvider>");
  return value;
}
