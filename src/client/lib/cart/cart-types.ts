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

export interface CartItem {
  product: CartProduct;
  quantity: number;
  selectedOption?: SelectedOption;
}
