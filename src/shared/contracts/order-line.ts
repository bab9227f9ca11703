import { z } from "zod";
import { fromCents, toCents } from "../money";
import { money } from "./common";

/**
 * One line of a recorded order. The checkout writes these (re-priced by the server) into
 * `orders.items` as JSON text, which is what the API still sends on the wire. `price` is the unit
 * price with the option's extra amount already in it, so a line total is `price x quantity`.
 */
export const orderLine = z
  .object({
    productId: z.string(),
    productName: z.string(),
    product: z.object({ id: z.string(), name: z.string(), price: money, image: z.string(), category: z.string() }),
    price: money,
    quantity: z.number().int().positive(),
    selectedOption: z.object({ title: z.string(), price: money }).nullable(),
    lineTotal: money.optional(),
  })
  .transform((line) => ({ ...line, lineTotal: line.lineTotal ?? fromCents(toCents(line.price) * line.quantity) }));
export type OrderLine = z.output<typeof orderLine>;

export const orderLines = z.array(orderLine);

/** The lines of an order's `items` text; throws when the text is not a list of order lines. */
export function parseOrderLines(itemsText: string): OrderLine[] {
  let raw: unknown;
  try {
    raw = JSON.parse(itemsText);
  } catch {
    throw new Error("The order's items are not JSON");
  }
  return orderLines.parse(raw);
}

/** The same, for display: an unreadable list shows as no lines rather than breaking the page. */
export function readOrderLines(itemsText: string): OrderLine[] {
  try {
    return parseOrderLines(itemsText);
  } catch {
    return [];
  }
}

/** The units of one product in an order. */
export interface ProductUnits {
  productId: string;
  productName: string;
  quantity: number;
}

/** Units taken from stock per product: lines of one product with different options add up. */
export function unitsByProduct(lines: readonly OrderLine[]): ProductUnits[] {
  const byId = new Map<string, ProductUnits>();
  for (const line of lines) {
    const entry = byId.get(line.productId) ?? { productId: line.productId, productName: line.productName, quantity: 0 };
    entry.quantity += line.quantity;
    byId.set(line.productId, entry);
  }
  return [...byId.values()];
}
