import type { ShipmentLineInput } from "../../../shared/contracts/orders";
import { isServiceLine, type OrderLine } from "../../../shared/contracts/order-line";
import { serialNumber } from "../../../shared/contracts/units";
import type { ShipmentLineRow } from "../../db/schema/orders";
import { badRequest, conflict } from "../../lib/errors";

/** What the catalog says of a line's product (null: the product is gone). */
export interface LineProduct {
  serialized: boolean;
  warrantyMonths: number;
}

const lineName = (lines: readonly OrderLine[], index: number) => `line ${index + 1} (${lines[index]?.productName ?? "unknown"})`;

/**
 * The lines of a new parcel, checked against what is left to ship (extensions §7): the request's
 * lines, or everything not yet shipped. A line never ships more than it has left (409); for a
 * product with serial numbers, `serials` (when given) is one unique, well-formed serial per unit
 * (400). Serials already used for the product are the caller's 409 (the database knows them).
 */
export function planParcel(
  lines: readonly OrderLine[],
  remaining: readonly number[],
  requested: readonly ShipmentLineInput[] | undefined,
  productOf: (line: OrderLine) => LineProduct | null,
): ShipmentLineRow[] {
  if (remaining.every((n) => n === 0)) throw conflict("Everything in this order has shipped already.");
  if (!requested) {
    return remaining.flatMap((quantity, index) => (quantity > 0 ? [{ index, quantity, serials: [] }] : []));
  }
  const seenLines = new Set<number>();
  const seenSerials = new Set<string>();
  return requested.map((line, i) => {
    const field = `lines[${i}]`;
    const orderLine = lines[line.index];
    if (!orderLine) throw badRequest(`${field}.index: the order has no line ${line.index} (it has ${lines.length})`);
    if (seenLines.has(line.index)) throw badRequest(`${field}.index: ${lineName(lines, line.index)} is listed twice`);
    seenLines.add(line.index);
    const left = remaining[line.index] ?? 0;
    if (line.quantity > left) {
      throw conflict(
        left === 0
          ? `${lineName(lines, line.index)} has shipped already.`
          : `${lineName(lines, line.index)} has only ${left} left to ship, not ${line.quantity}.`,
      );
    }
    const serials = (line.serials ?? []).map((raw, s) => {
      const parsed = serialNumber.safeParse(raw);
      if (!parsed.success) throw badRequest(`${field}.serials[${s}]: ${parsed.error.issues[0]?.message ?? "not a serial number"}`);
      return parsed.data;
    });
    if (serials.length > 0) {
      // The serviced unit goes back under the serial it has (extensions §7): a new one would be a second unit.
      if (isServiceLine(orderLine))
        throw badRequest(`${field}.serials: ${orderLine.productName} is service work on a unit that keeps its serial number`);
      const product = productOf(orderLine);
      if (!product?.serialized) throw badRequest(`${field}.serials: ${orderLine.productName} has no serial numbers`);
      if (serials.length !== line.quantity) {
        throw badRequest(`${field}.serials: ${line.quantity} units need ${line.quantity} serial numbers, one each (got ${serials.length})`);
      }
      for (const serial of serials) {
        const key = `${orderLine.productId}|${serial.toLowerCase()}`;
        if (seenSerials.has(key)) throw badRequest(`${field}.serials: ${serial} is listed twice`);
        seenSerials.add(key);
      }
    }
    return { index: line.index, quantity: line.quantity, serials };
  });
}
