// Units as the shop makes them (extensions §7): a serialized product shipped with serial numbers
// through the admin's real shipment call, and unit documents uploaded and filed the way Admin › Units does.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { AppInstance } from "../../src/server/app-types";
import type { Db } from "../../src/server/db/client";
import { units } from "../../src/server/db/schema/units";
import { buildOrderLine, createOrder, createProduct } from "./factories";
import { PDF } from "./uploads";

export interface ShippedUnits {
  product: Awaited<ReturnType<typeof createProduct>>;
  orderId: string;
  /** The units made, in the order of the serials. */
  unitIds: number[];
}

/**
 * Ships one parcel of a serialized product with these serials on an order of `userId` (null: a
 * guest order) through POST /api/admin/orders/{id}/shipments, as `staffCookie`.
 */
export async function shipUnits(
  app: AppInstance,
  db: Db,
  staffCookie: string,
  options: {
    userId: number | null;
    serials: string[];
    product?: Awaited<ReturnType<typeof createProduct>>;
    calibrationIntervalMonths?: number | null;
  },
): Promise<ShippedUnits> {
  const product =
    options.product ??
    (await createProduct(db, {
      name: `Probe ${options.serials[0]}`,
      serialized: true,
      warrantyMonths: 12,
      calibrationIntervalMonths: options.calibrationIntervalMonths === undefined ? 12 : options.calibrationIntervalMonths,
    }));
  const quantity = options.serials.length;
  const order = await createOrder(db, { items: JSON.stringify([buildOrderLine(product, quantity)]), userId: options.userId });
  const res = await app.inject({
    method: "POST",
    url: `/api/admin/orders/${order.id}/shipments`,
    headers: { cookie: staffCookie },
    payload: { carrier: "Other", trackingNumber: `CRATE-${options.serials[0]}`, lines: [{ index: 0, quantity, serials: options.serials }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const made = await db.select({ id: units.id, serial: units.serial }).from(units).where(eq(units.orderId, order.id));
  const unitIds = options.serials.map((serial) => made.find((unit) => unit.serial === serial)!.id);
  return { product, orderId: order.id, unitIds };
}

/** Uploads a unit document's bytes as `cookie` (POST /api/admin/units/upload, then the signed PUT); answers its stored path. */
export async function uploadUnitFile(app: AppInstance, cookie: string, body: Buffer | string): Promise<string> {
  const asked = await app.inject({ method: "POST", url: "/api/admin/units/upload", headers: { cookie } });
  expect(asked.statusCode, asked.body).toBe(200);
  const url = new URL(asked.json<{ uploadURL: string }>().uploadURL);
  const put = await app.inject({ method: "PUT", url: `${url.pathname}${url.search}`, payload: Buffer.from(body) });
  expect(put.statusCode, put.body).toBe(200);
  return put.json<{ objectPath: string }>().objectPath;
}

/** Uploads `body` and files it on the unit; answers the filing's response. */
export async function fileUnitDocument(
  app: AppInstance,
  cookie: string,
  unitId: number,
  document: { kind: "certificate" | "factors" | "other"; name: string; calibratedOn?: string; body: Buffer | string },
) {
  const fileUrl = await uploadUnitFile(app, cookie, document.body);
  const { body: _bytes, ...fields } = document;
  return app.inject({ method: "POST", url: `/api/admin/units/${unitId}/documents`, headers: { cookie }, payload: { ...fields, fileUrl } });
}

/** A calibration certificate (a PDF) filed for a unit, dated when `calibratedOn` is given. */
export function fileCertificate(app: AppInstance, cookie: string, unitId: number, name: string, calibratedOn?: string) {
  return fileUnitDocument(app, cookie, unitId, { kind: "certificate", name, ...(calibratedOn ? { calibratedOn } : {}), body: PDF });
}

/** A factors file of three rows in MHz. */
export const FACTORS_CSV = "frequency_mhz,factor_db\n1,20.5\n10,12.25\n100,6\n";
