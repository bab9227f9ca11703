import { buildToOrderNote, buyableUnits, isBuiltToOrder } from "../../../shared/build-to-order";
import type { Product } from "../../../shared/contracts/catalog";
import { formatPrice, fromCents, unitPriceCents } from "../../../shared/money";
import type { CartItem, CartProduct, Unavailable } from "./cart-types";

/** What the check needs of a catalog product (the /api/products answer). */
export type CatalogProduct = Pick<
  Product,
  "id" | "name" | "price" | "image" | "category" | "inStock" | "options" | "weightLbs" | "lengthIn" | "widthIn" | "heightIn"
> &
  Partial<Pick<Product, "priceTiers" | "backorderable" | "leadTimeDays">>;

export interface CartCheck {
  /** The lines as they are now: prices from the catalog, quantities capped at the stock, the unbuyable ones marked. */
  items: CartItem[];
  /** One sentence per change, for the person looking at the cart. */
  notices: string[];
  changed: boolean;
}

/** "101A EMC Probe Set" or "101A EMC Probe Set (With calibration)". */
export function lineLabel(item: CartItem): string {
  return item.selectedOption ? `${item.product.name} (${item.selectedOption.title})` : item.product.name;
}

const money = (cents: number) => formatPrice(fromCents(cents));

function refreshedProduct(stored: CartProduct, current: CatalogProduct): CartProduct {
  const { id, name, price, image, category, weightLbs, lengthIn, widthIn, heightIn } = current;
  const { priceTiers: _stale, ...kept } = stored;
  const refreshed: CartProduct = { ...kept, id, name, price, image, category, weightLbs, lengthIn, widthIn, heightIn };
  if (current.priceTiers && current.priceTiers.length > 0) refreshed.priceTiers = current.priceTiers.map((t) => ({ ...t }));
  return refreshed;
}

const tiersText = (product: CartProduct) => JSON.stringify(product.priceTiers ?? []);

function sameProduct(a: CartProduct, b: CartProduct): boolean {
  const keys = ["id", "name", "price", "image", "category", "weightLbs", "lengthIn", "widthIn", "heightIn"] as const;
  return keys.every((key) => a[key] === b[key]) && tiersText(a) === tiersText(b);
}

/** The option the line was added with, as the catalog has it now (matched by title, as the server does). */
function currentOption(item: CartItem, product: CatalogProduct) {
  const title = item.selectedOption?.title.trim();
  return title === undefined ? undefined : product.options.find((o) => o.title.trim() === title);
}

function goneNotice(item: CartItem, product: CatalogProduct | undefined): string {
  if (!product) return `${item.product.name} is no longer available.`;
  if (item.selectedOption) return `${item.product.name} is no longer offered with "${item.selectedOption.title}".`;
  return `${item.product.name} is now sold only with an option: remove it and add it again from its page.`;
}

function marked(item: CartItem, reason: Unavailable): CartItem {
  return { ...item, unavailable: reason };
}

/**
 * Checks the cart against the catalog (extensions §5). Lines are taken in order; the units of one
 * product share its stock, so a second line of the same product gets what the first left over.
 * A line that is out of stock keeps its quantity, so it comes back as it was when stock returns.
 * Applying the result and checking again changes nothing.
 */
export function checkCart(items: readonly CartItem[], catalog: readonly CatalogProduct[]): CartCheck {
  const byId = new Map(catalog.map((p) => [p.id, p]));
  const taken = new Map<string, number>();
  const notices: string[] = [];

  const next = items.map((item): CartItem => {
    const product = byId.get(item.product.id);
    const option = product ? currentOption(item, product) : undefined;
    const optionMissing = product && (item.selectedOption ? !option : product.options.length > 0);
    if (!product || optionMissing) {
      if (item.unavailable !== "gone") notices.push(goneNotice(item, product));
      return item.unavailable === "gone" ? item : marked(item, "gone");
    }

    const line: CartItem = { product: refreshedProduct(item.product, product), quantity: item.quantity };
    if (item.selectedOption && option) line.selectedOption = { title: item.selectedOption.title, price: option.price };

    const before = unitPriceCents(item.product.price, item.selectedOption?.price);
    const after = unitPriceCents(line.product.price, line.selectedOption?.price);
    if (before !== after) notices.push(`The price of ${lineLabel(item)} changed from ${money(before)} to ${money(after)}.`);

    // A product built to order (extensions §8) is bought beyond its stock.
    const left = Math.max(buyableUnits(product) - (taken.get(product.id) ?? 0), 0);
    if (left === 0) {
      if (item.unavailable !== "out-of-stock") {
        notices.push(
          product.inStock === 0
            ? `${lineLabel(item)} is out of stock.`
            : `${lineLabel(item)}: all ${product.inStock} in stock are already in your cart.`,
        );
      }
      return marked(line, "out-of-stock");
    }
    if (item.unavailable) notices.push(`${lineLabel(item)} is available again.`);
    if (line.quantity > left) {
      notices.push(
        isBuiltToOrder(product)
          ? `${lineLabel(item)}: at most ${left} more can be ordered, so the quantity is now ${left}.`
          : `${lineLabel(item)}: only ${product.inStock} in stock, so the quantity is now ${left}.`,
      );
      line.quantity = left;
    }
    taken.set(product.id, (taken.get(product.id) ?? 0) + line.quantity);
    return line;
  });

  const changed = next.some((line, i) => !sameLine(line, items[i]));
  return { items: changed ? next : [...items], notices, changed };
}

function sameLine(a: CartItem, b: CartItem | undefined): boolean {
  if (!b) return false;
  return (
    a.quantity === b.quantity &&
    a.unavailable === b.unavailable &&
    a.selectedOption?.title === b.selectedOption?.title &&
    a.selectedOption?.price === b.selectedOption?.price &&
    sameProduct(a.product, b.product)
  );
}

/** Units of a product in the cart's buyable lines, optionally leaving one line out. */
export function unitsInCart(items: readonly CartItem[], productId: string, except?: CartItem): number {
  return items.reduce(
    (sum, item) => (item !== except && !item.unavailable && item.product.id === productId ? sum + item.quantity : sum),
    0,
  );
}

/** The most this line may hold: the product's stock less what the cart's other lines of it take. */
export function maxLineQuantity(items: readonly CartItem[], line: CartItem, inStock: number): number {
  return Math.max(inStock - unitsInCart(items, line.product.id, line), 0);
}

/**
 * When each buyable line of a product built to order ships (extensions §8): the cart's lines take
 * the stock in order, as the server does, and a line beyond it says "Ships in about N days".
 */
export function buildToOrderNotes(items: readonly CartItem[], catalog: ReadonlyMap<string, CatalogProduct>): Map<CartItem, string> {
  const notes = new Map<CartItem, string>();
  const taken = new Map<string, number>();
  for (const item of items) {
    const product = catalog.get(item.product.id);
    if (!product || item.unavailable) continue;
    const before = taken.get(product.id) ?? 0;
    const note = buildToOrderNote(product, item.quantity, before);
    if (note) notes.set(item, note);
    taken.set(product.id, before + item.quantity);
  }
  return notes;
}
