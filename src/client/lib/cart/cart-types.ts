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
