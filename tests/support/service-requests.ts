// Service requests in a test (extensions §7): a customer's units shipped on their own paid order
// through the admin's real shipment call, and the customer's and the staff's calls on them.
import { eq, inArray, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { AppInstance } from "../../src/server/app-types";
import type { Db } from "../../src/server/db/client";
import { products } from "../../src/server/db/schema/catalog";
import { units } from "../../src/server/db/schema/units";
import { signedInCustomer } from "./owned-units";
import { createChargedOrder } from "./paid-orders";

let sequence = 0;

/**
 * A signed-in customer with `quantity` units of one serialized product, bought on their own order
 * paid by card (settled or not) and shipped in one parcel with serial numbers by `staffCookie`.
 */
export async function customerWithUnits(
  app: AppInstance,
  db: Db,
  staffCookie: string,
  options: { quantity?: number; price?: string; taxRate?: string; settled?: boolean; stock?: number; warrantyMonths?: number } = {},
) {
  const n = ++sequence;
  const customer = await signedInCustomer(app, db);
  const quantity = options.quantity ?? 1;
  const charged = await createChargedOrder(db, {
    settled: options.settled ?? true,
    lines: [{ price: options.price ?? "1295.00", quantity }],
    stock: options.stock ?? 5,
    ...(options.taxRate ? { taxRate: options.taxRate } : {}),
    overrides: { userId: customer.id, customerEmail: customer.email, customerName: "Grace Hopper", customerPhone: "707-555-0142" },
  });
  const product = charged.products[0]!;
  await db
    .update(products)
    .set({ serialized: true, warrantyMonths: options.warrantyMonths ?? 12, calibrationIntervalMonths: 12 })
    .where(eq(products.id, product.id));
  const serials = Array.from({ length: quantity }, (_, i) => `RMA-T${n}-${i + 1}`);
  const res = await app.inject({
    method: "POST",
    url: `/api/admin/orders/${charged.order.id}/shipments`,
    headers: { cookie: staffCookie },
    payload: { carrier: "Other", trackingNumber: `CRATE-${n}`, lines: [{ index: 0, quantity, serials }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const made = await db.select().from(units).where(eq(units.orderId, charged.order.id));
  const unitIds = serials.map((serial) => made.find((unit) => unit.serial === serial)!.id);
  return { customer, order: charged.order, product, transactionId: charged.transactionId, serials, unitIds };
}

/** Moves the units' shipment (and warranty) `days` into the past, as if they had shipped then. */
export async function shippedDaysAgo(db: Db, unitIds: number[], days: number, warrantyEndsOn?: string): Promise<void> {
  await db
    .update(units)
    .set({
      shippedAt: sql`now() - make_interval(days => ${days})`,
      ...(warrantyEndsOn ? { warrantyEndsOn } : {}),
    })
    .where(inArray(units.id, unitIds));
}

export const askForService = (app: AppInstance, cookie: string, body: object) =>
  app.inject({ method: "POST", url: "/api/user/service-requests", headers: { cookie }, payload: body });

export const stepRequest = (app: AppInstance, cookie: string, id: number, body: object) =>
  app.inject({ method: "PUT", url: `/api/admin/service-requests/${id}`, headers: { cookie }, payload: body });

/** Asks for a request and answers its id (201 expected). */
export async function requestService(
  app: AppInstance,
  cookie: string,
  unitId: number,
  type: "repair" | "calibration" | "return",
  description = "Reads 3 dB low above 500 MHz.",
) {
  const res = await askForService(app, cookie, { unitId, type, description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; number: string }>();
}
