// One mapper per entity: a unit and its documents as owners and staff see them (extensions §7).
import { asc, desc, inArray } from "drizzle-orm";
import type { UnitServiceRequest } from "../../../shared/contracts/service-requests";
import type { AdminUnit, AdminUnitDocument, Unit, UnitDocument } from "../../../shared/contracts/units";
import type { DbOrTx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { unitDocuments, type units } from "../../db/schema/units";
import { serviceRequestsOf } from "../service-requests/service-dto";
import { returnableUntil } from "../service-requests/service-rules";

export type UnitRow = typeof units.$inferSelect;
export type UnitDocumentRow = typeof unitDocuments.$inferSelect;

export const toUnitDocumentDto = (row: UnitDocumentRow): UnitDocument => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  calibratedOn: row.calibratedOn,
  uploadedAt: row.uploadedAt.toISOString(),
});

export const toAdminUnitDocumentDto = (row: UnitDocumentRow): AdminUnitDocument => ({
  ...toUnitDocumentDto(row),
  fileUrl: row.fileUrl,
  uploadedBy: row.uploadedBy,
});

/** What a unit's answer carries besides its row. */
export interface UnitExtras {
  documents: readonly UnitDocumentRow[];
  serviceRequests: UnitServiceRequest[];
  returnableUntil: string | null;
}

export const toUnitDto = (row: UnitRow, { documents, serviceRequests, returnableUntil }: UnitExtras): Unit => ({
  id: row.id,
  serial: row.serial,
  productId: row.productId,
  productName: row.productName,
  orderId: row.orderId,
  lineIndex: row.lineIndex,
  shippedAt: row.shippedAt ? row.shippedAt.toISOString() : null,
  warrantyEndsOn: row.warrantyEndsOn,
  calibratedOn: row.calibratedOn,
  calibrationDueOn: row.calibrationDueOn,
  documents: documents.map(toUnitDocumentDto),
  serviceRequests,
  returnableUntil,
});

export const toAdminUnitDto = (row: UnitRow, extras: UnitExtras, ownerName: string | null): AdminUnit => ({
  ...toUnitDto(row, extras),
  ownerId: row.ownerId,
  ownerName,
  documents: extras.documents.map(toAdminUnitDocumentDto),
});

/**
 * The units' documents and service requests (`customerId`: only that customer's requests), and the
 * last day each may be returned, in three queries whatever the number of units.
 */
export async function unitExtras(
  db: DbOrTx,
  rows: readonly UnitRow[],
  options: { customerId?: number; returnWindowDays: number },
): Promise<Map<number, UnitExtras>> {
  const ids = rows.map((row) => row.id);
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const [documents, requests, buyers] = await Promise.all([
    documentsOf(db, ids),
    serviceRequestsOf(db, ids, options.customerId),
    orderIds.length === 0
      ? Promise.resolve([])
      : db.select({ id: orders.id, userId: orders.userId }).from(orders).where(inArray(orders.id, orderIds)),
  ]);
  const buyerOf = new Map(buyers.map((order) => [order.id, order.userId]));
  return new Map(
    rows.map((row) => {
      const boughtByOwner = row.orderId !== null && row.ownerId !== null && buyerOf.get(row.orderId) === row.ownerId;
      return [
        row.id,
        {
          documents: documents.get(row.id) ?? [],
          serviceRequests: requests.get(row.id) ?? [],
          returnableUntil: returnableUntil(row, boughtByOwner, options.returnWindowDays),
        },
      ];
    }),
  );
}

/** The documents of these units, each unit's newest first, in one query. */
export async function documentsOf(db: DbOrTx, unitIds: readonly number[]): Promise<Map<number, UnitDocumentRow[]>> {
  const byUnit = new Map<number, UnitDocumentRow[]>(unitIds.map((id) => [id, []]));
  if (unitIds.length === 0) return byUnit;
  const rows = await db
    .select()
    .from(unitDocuments)
    .where(inArray(unitDocuments.unitId, [...unitIds]))
    .orderBy(asc(unitDocuments.unitId), desc(unitDocuments.uploadedAt), desc(unitDocuments.id));
  for (const row of rows) byUnit.get(row.unitId)?.push(row);
  return byUnit;
}
