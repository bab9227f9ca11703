import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { OrderLine } from "../../../shared/contracts/order-line";
import { addMonths, shopToday } from "../../../shared/shop-time";
import type { DbOrTx } from "../../db/client";
import { products } from "../../db/schema/catalog";
import type { ShipmentLineRow, shipments } from "../../db/schema/orders";
import { serviceRequests } from "../../db/schema/service";
import { units } from "../../db/schema/units";
import { conflict } from "../../lib/errors";
import type { OrderRow } from "../orders/orders.mapper";
import type { LineProduct } from "./parcel-plan";

/** Whether each of the order's products has serial numbers, and its warranty, from the catalog. */
export async function lineProducts(tx: DbOrTx, lines: readonly OrderLine[]): Promise<Map<string, LineProduct>> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, serialized: products.serialized, warrantyMonths: products.warrantyMonths })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, { serialized: row.serialized, warrantyMonths: row.warrantyMonths }]));
}

/** A unit that is nobody's because its owner returned it and it was received (a refunded return). */
const returnedToShelf = sql<boolean>`(${units.ownerId} is null and exists (
  select 1 from ${serviceRequests} where ${serviceRequests.unitId} = ${units.id}
    and ${serviceRequests.type} = 'return' and ${serviceRequests.status} in ('received', 'closed')))`;

interface ShippedParcel {
  order: OrderRow;
  lines: readonly OrderLine[];
  parcel: readonly ShipmentLineRow[];
  catalog: Map<string, LineProduct>;
  shipment: typeof shipments.$inferSelect;
}

/**
 * A unit for every serial number in the parcel, owned by the order's customer, its warranty
 * running from the ship date (extensions §7). A serial the product already has is a 409 naming
 * it (the transaction then records nothing). Returns how many units were made.
 */
export async function createShippedUnits(tx: DbOrTx, shipped: ShippedParcel): Promise<number> {
  const shipDay = shopToday(shipped.shipment.shippedAt);
  const values = shipped.parcel.flatMap((line) => {
    const orderLine = shipped.lines[line.index]!;
    const warrantyMonths = shipped.catalog.get(orderLine.productId)?.warrantyMonths ?? 12;
    return line.serials.map((serial) => ({
      serial,
      productId: orderLine.productId,
      productName: orderLine.productName,
      orderId: shipped.order.id,
      lineIndex: line.index,
      shipmentId: shipped.shipment.id,
      ownerId: shipped.order.userId,
      shippedAt: shipped.shipment.shippedAt,
      warrantyEndsOn: addMonths(shipDay, warrantyMonths),
    }));
  });
  if (values.length === 0) return 0;
  const taken = await tx
    .select({ id: units.id, serial: units.serial, productId: units.productId, returned: returnedToShelf })
    .from(units)
    .where(
      and(
        inArray(units.productId, [...new Set(values.map((v) => v.productId))]),
        inArray(
          sql`lower(${units.serial})`,
          values.map((v) => v.serial.toLowerCase()),
        ),
      ),
    );
  const key = (v: { productId: string; serial: string }) => `${v.productId}|${v.serial.toLowerCase()}`;
  // Only pairs of the same product count: another product may use the same serial. A unit that came
  // back with a return and went back on the shelf (decision 0064) ships again as itself: its record,
  // documents and history go on with the new order.
  const back = new Map(taken.filter((row) => row.returned).map((row) => [key(row), row.id]));
  const used = new Set(taken.filter((row) => !row.returned).map(key));
  let clash = values.find((v) => used.has(key(v)));
  const fresh = values.filter((v) => !back.has(key(v)));
  if (!clash && fresh.length > 0) {
    // A parcel of another order may take a serial between the look-up and this insert.
    const inserted = await tx
      .insert(units)
      .values(fresh)
      .onConflictDoNothing()
      .returning({ productId: units.productId, serial: units.serial });
    const made = new Set(inserted.map(key));
    clash = fresh.find((v) => !made.has(key(v)));
  }
  if (!clash) {
    for (const value of values) {
      const id = back.get(key(value));
      if (id === undefined) continue;
      const { serial: _serial, productId: _productId, productName: _productName, ...shippedAgain } = value;
      // Only while it is still nobody's: a parcel of another order may have shipped it meanwhile.
      const [again] = await tx
        .update(units)
        .set(shippedAgain)
        .where(and(eq(units.id, id), isNull(units.ownerId)))
        .returning({ id: units.id });
      if (!again) clash = value;
    }
  }
  if (clash) throw conflict(`Serial number ${clash.serial} is already used for ${clash.productName}.`);
  return values.length;
}
