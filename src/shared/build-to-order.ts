/**
 * Build to order (extensions §8), as the storefront shows it: a backorderable product is bought
 * beyond its stock (the units the stock covers first, the rest made in about `leadTimeDays`); any
 * other product stops at its stock. The server decides again under its row locks when the order is placed.
 */

/** The most units one cart line may hold (the checkout contract's limit). */
export const MAX_LINE_QUANTITY = 1000;

export interface StockFacts {
  inStock: number;
  backorderable?: boolean | undefined;
  leadTimeDays?: number | null | undefined;
}

export const isBuiltToOrder = (product: StockFacts): boolean =>
  product.backorderable === true && typeof product.leadTimeDays === "number" && product.leadTimeDays > 0;

/** Units a buyer may take: the stock, or for a product built to order as many as a line may hold. */
export const buyableUnits = (product: StockFacts): number =>
  isBuiltToOrder(product) ? Math.max(product.inStock, MAX_LINE_QUANTITY) : product.inStock;

/**
 * What `quantity` units of the product say of when they ship, when `taken` of its units are already
 * counted against the stock (earlier cart lines): null when the stock covers them.
 */
export function buildToOrderNote(product: StockFacts, quantity: number, taken = 0): string | null {
  if (!isBuiltToOrder(product)) return null;
  const fromStock = Math.min(quantity, Math.max(product.inStock - taken, 0));
  return backorderNote({ quantity, backorderedQuantity: quantity - fromStock, leadTimeDays: product.leadTimeDays ?? undefined });
}

/** "Ships in about 21 days" (extensions §8): said of a build-to-order product wherever the buyer decides. */
export const shipsInAbout = (days: number): string => `Ships in about ${days} ${days === 1 ? "day" : "days"}`;

/** What a line says of its units built to order, or null when all came from stock. */
export function backorderNote(line: {
  quantity: number;
  backorderedQuantity?: number | undefined;
  leadTimeDays?: number | undefined;
}): string | null {
  const built = line.backorderedQuantity ?? 0;
  if (built <= 0 || !line.leadTimeDays) return null;
  if (built >= line.quantity) return `Built to order. ${shipsInAbout(line.leadTimeDays)}`;
  return `${line.quantity - built} from stock, ${built} built to order. ${shipsInAbout(line.leadTimeDays)}`;
}
