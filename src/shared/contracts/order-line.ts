import { z } from "zod";
import { fromCents, toCents } from "../money";
import { money } from "./common";

/**
 * Work on a customer's own unit under a service request (extensions §7): a quoted repair or
 * calibration. Such a line names the unit's product but takes nothing from stock and gives nothing
 * back to it; the serviced unit goes back to its owner in a parcel of the order, under its own serial.
 */
export const serviceWork = z.object({ rma: z.string(), serial: z.string() });
export type ServiceWork = z.infer<typeof serviceWork>;

/**
 * What a priced line says, an order's or a quote's, apart from its total. `price` is the unit price
 * with the option's extra amount already in it, so a line total is `price x quantity`.
 */
export const pricedLineFields = z.object({
  productId: z.string(),
  productName: z.string(),
  product: z.object({ id: z.string(), name: z.string(), price: money, image: z.string(), category: z.string() }),
  price: money,
  quantity: z.number().int().positive(),
  selectedOption: z.object({ title: z.string(), price: money }).nullable(),
  /** The list price of one unit when the buyer paid less (a quantity tier or a customer group: extensions §8). */
  listPrice: money.optional(),
  /** Service work on the customer's unit (a priced repair or calibration): no stock. */
  service: serviceWork.optional(),
  /**
   * Build to order (extensions §8): the line's units the stock did not cover when the order was
   * placed (`backorderedQuantity` of `quantity`), made in about `leadTimeDays`. Absent: all from stock.
   */
  backordered: z.literal(true).optional(),
  backorderedQuantity: z.number().int().positive().optional(),
  leadTimeDays: z.number().int().positive().optional(),
});

/**
 * One line of a recorded order. The checkout writes these (re-priced by the server) into
 * `orders.items` as JSON text, which is what the API still sends on the wire. A line read without
 * its total gets `price x quantity`.
 */
export const orderLine = pricedLineFields
  .extend({ lineTotal: money.optional() })
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

/** A line of service work (no stock). */
export const isServiceLine = (line: { service?: unknown }): boolean => line.service !== undefined && line.service !== null;

/** Units taken from stock per product: lines of one product with different options add up; service work takes none. */
export function unitsByProduct(lines: readonly OrderLine[]): ProductUnits[] {
  const byId = new Map<string, ProductUnits>();
  for (const line of lines) {
    if (isServiceLine(line)) continue;
    const entry = byId.get(line.productId) ?? { productId: line.productId, productName: line.productName, quantity: 0 };
    entry.quantity += line.quantity;
    byId.set(line.productId, entry);
  }
  return [...byId.values()];
}

/** Units of a line that came off the shelf (what a cancel puts back): none for service work or units built to order. */
export function unitsFromStock(line: OrderLine): number {
  return isServiceLine(line) ? 0 : line.quantity - (line.backorderedQuantity ?? 0);
}
