import type { ProductOption } from "../../../shared/contracts/catalog";
import { fromCents, toCents } from "../../../shared/money";

/** The selection: the index of a product option, or null for "No option selected". */
export type OptionSelection = number | null;

/** On load the option flagged isDefault is chosen, otherwise the first; a product without options has none. */
export function defaultOptionIndex(options: readonly ProductOption[]): OptionSelection {
  if (options.length === 0) return null;
  const flagged = options.findIndex((o) => o.isDefault === true);
  return flagged >= 0 ? flagged : 0;
}

export function selectedOption(options: readonly ProductOption[], selection: OptionSelection): ProductOption | undefined {
  return selection === null ? undefined : options[selection];
}

/** Only a product with options can be blocked by choosing "No option selected". */
export function isMissingOption(options: readonly ProductOption[], selection: OptionSelection): boolean {
  return options.length > 0 && selectedOption(options, selection) === undefined;
}

/** Detail page total = base price + the selected option's price. */
export function detailTotalPrice(basePrice: string, option: ProductOption | undefined): string {
  return fromCents(toCents(basePrice) + (option ? toCents(option.price) : 0));
}

/** Quantity is at least 1 and, when the product is in stock, at most its stock. */
export function clampQuantity(quantity: number, inStock: number): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
  const max = inStock > 0 ? inStock : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(whole, 1), max);
}

export function canIncreaseQuantity(quantity: number, inStock: number): boolean {
  return inStock > 0 && quantity < inStock;
}

export function canDecreaseQuantity(quantity: number): boolean {
  return quantity > 1;
}

export interface AddToCartState {
  inStock: number;
  options: readonly ProductOption[];
  selection: OptionSelection;
  /** The 2-second "Added to Cart" confirmation is showing. */
  confirming: boolean;
}

/** Add to Cart is disabled when out of stock, during the confirmation, or when an option is required and none is chosen. */
export function canAddToCart({ inStock, options, selection, confirming }: AddToCartState): boolean {
  return inStock > 0 && !confirming && !isMissingOption(options, selection);
}
