import type { PriceTier } from "../../../shared/price-rules";

/** The product fields a cart line keeps (spec §3 "Cart line"); money as two-decimal strings. */
export interface CartProduct {
  id: string;
  name: string;
  price: string;
  image: string;
  category: string;
  weightLbs?: string;
  lengthIn?: string;
  widthIn?: string;
  heightIn?: string;
  /** Quantity prices (extensions §8), kept so the cart prices each line at its tier; refreshed by the catalog check. */
  priceTiers?: PriceTier[];
}

export interface SelectedOption {
  title: string;
  price: string;
}

/** Why a line cannot be bought as it is: the product or its option is gone, or none is left in stock. */
export type Unavailable = "gone" | "out-of-stock";

export interface CartItem {
  product: CartProduct;
  quantity: number;
  selectedOption?: SelectedOption;
  /** Set by the check against the catalog (cart-check.ts); such a line is kept to be seen and removed, never bought. */
  unavailable?: Unavailable;
}
