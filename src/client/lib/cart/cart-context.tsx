import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { CatalogProduct } from "./cart-check";
import { buyableLines, cartItemCount, cartReducer, cartTotalCents } from "./cart-reducer";
import { CART_STORAGE_KEY, loadCart, parseStoredCart, saveCart } from "./cart-storage";
import type { CartItem, CartProduct, SelectedOption } from "./cart-types";

export interface CartContextValue {
  /** The lines that can be bought: what the total counts and the checkout sends. */
  items: CartItem[];
  /** Every line, with those the catalog check marked unavailable (shown so they can be removed). */
  lines: CartItem[];
  revalidate: (catalog: readonly CatalogProduct[]) => void;
  addItem: (product: CartProduct, quantity?: number, selectedOption?: SelectedOption) => void;
  removeItem: (productId: string, optionTitle?: string) => void;
  updateQuantity: (productId: string, quantity: number, optionTitle?: string) => void;
  clearCart: () => void;
  isOpen: boolean;
  openCart: () => void;
  closeCart: () => void;
  setOpen: (open: boolean) => void;
  /** What had the focus when the cart was opened: the panel gives it back on closing. */
  cartOpener: () => HTMLElement | null;
  totalItems: number;
  totalCents: number;
}

const CartContext = createContext<CartContextValue | null>(null);

/**
 * App-wide cart: restored from local storage on load, saved on every change, synced across tabs. Over
 * server-rendered HTML (`restoreAfterMount`) it starts empty, as the server rendered it for everyone,
 * and reads the storage right after hydrating: the header's count then appears without a mismatch.
 */
export function CartProvider({ children, restoreAfterMount = false }: { children: ReactNode; restoreAfterMount?: boolean }) {
  const [lines, dispatch] = useReducer(cartReducer, restoreAfterMount, (defer: boolean) => (defer ? [] : loadCart()));
  const restored = useRef(!restoreAfterMount);
  const [isOpen, setIsOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  // A change that came from another tab is already stored; writing it back would be redundant.
  const fromOtherTab = useRef(false);

  useEffect(() => {
    if (!restored.current) {
      // The empty first state is no cart to save: the stored one replaces it (and is written back unchanged).
      restored.current = true;
      // No stored cart (a first visit): nothing changes, so nothing re-renders right after hydrating.
      // A stored one comes in as a transition: React first finishes hydrating the page around it, in
      // slices, instead of hydrating the rest of the page at once to apply an urgent update (decision 0044).
      const stored = loadCart();
      if (stored.length > 0) startTransition(() => dispatch({ type: "replace", items: stored }));
      return;
    }
    if (fromOtherTab.current) {
      fromOtherTab.current = false;
      return;
    }
    saveCart(lines);
  }, [lines]);

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
  const revalidate = useCallback((catalog: readonly CatalogProduct[]) => dispatch({ type: "revalidate", catalog }), []);
  // The panel is opened from several places and has no Radix trigger, so the opener is noted here.
  const setOpen = useCallback((open: boolean) => {
    if (open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    setIsOpen(open);
  }, []);
  const openCart = useCallback(() => setOpen(true), [setOpen]);
  const closeCart = useCallback(() => setOpen(false), [setOpen]);
  const cartOpener = useCallback(() => opener.current, []);
  const items = useMemo(() => buyableLines(lines), [lines]);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      lines,
      revalidate,
      addItem,
      removeItem,
      updateQuantity,
      clearCart,
      isOpen,
      openCart,
      closeCart,
      setOpen,
      cartOpener,
      totalItems: cartItemCount(lines),
      totalCents: cartTotalCents(lines),
    }),
    [items, lines, revalidate, addItem, removeItem, updateQuantity, clearCart, isOpen, openCart, closeCart, setOpen, cartOpener],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used inside <CartProvider>");
  return value;
}
