// My Instruments (extensions §7): the units a customer owns (shipped on their orders, or registered
// to them), their documents and factor curves. Anyone else's unit is a 404, as one that does not exist.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Unit, UnitFactors } from "../../../shared/contracts/units";
import type { ObjectStore, StoredObject } from "../../adapters/storage/object-store";
import type { DbOrTx } from "../../db/client";
import { unitDocuments, units } from "../../db/schema/units";
import { toUnitDto, unitExtras, type UnitDocumentRow, type UnitRow } from "../../domain/units/unit-dto";
import { notFound } from "../../lib/errors";

const KIND = "unit-documents" as const;

async function ownUnitRow(db: DbOrTx, userId: number, unitId: number): Promise<UnitRow> {
  const [row] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.ownerId, userId)));
  if (!row) throw notFound("Unit not found");
  return row;
}

/** GET /api/user/units: newest shipment first; a unit never shipped by the shop last. */
export async function listOwnUnits(db: DbOrTx, userId: number, returnWindowDays: number): Promise<Unit[]> {
  const rows = await db
    .select()
    .from(units)
    .where(eq(units.ownerId, userId))
    .orderBy(sql`${units.shippedAt} desc nulls last`, desc(units.id))
    .limit(1000);
  const extras = await unitExtras(db, rows, { customerId: userId, returnWindowDays });
  return rows.map((row) => toUnitDto(row, extras.get(row.id)!));
}

/** GET /api/user/units/{id}. */
export async function getOwnUnit(db: DbOrTx, userId: number, unitId: number, returnWindowDays: number): Promise<Unit> {
  const row = await ownUnitRow(db, userId, unitId);
  const extras = await unitExtras(db, [row], { customerId: userId, returnWindowDays });
  return toUnitDto(row, extras.get(row.id)!);
}

export interface UnitDocumentFile {
  object: StoredObject;
  name: string;
  /** What the browser saves it as (without extension): the serial, the kind and the document's name. */
  fileName: string;
}

/** GET /api/user/units/{id}/documents/{docId}: the stored file of one of the unit's documents. */
export async function openOwnUnitDocument(
  db: DbOrTx,
  store: ObjectStore,
  userId: number,
  unitId: number,
  documentId: number,
): Promise<UnitDocumentFile> {
  const unit = await ownUnitRow(db, userId, unitId);
  const [document] = await db
    .select()
    .from(unitDocuments)
    .where(and(eq(unitDocuments.id, documentId), eq(unitDocuments.unitId, unit.id)));
  if (!document) throw notFound("Document not found");
  const name = document.fileUrl.slice(`/objects/${KIND}/`.length);
  const object = await store.open(KIND, name);
  if (!object) throw notFound("Document not found");
  return { object, name, fileName: `${unit.serial} ${document.kind} ${document.name}` };
}

/** GET /api/user/units/{id}/factors.json: the curve of the unit's latest factors file. */
export async function ownUnitFactors(db: DbOrTx, userId: number, unitId: number): Promise<UnitFactors> {
  const unit = await ownUnitRow(db, userId, unitId);
  const [latest]: Pick<UnitDocumentRow, "factors">[] = await db
    .select({ factors: unitDocuments.factors })
    .from(unitDocuments)
    .where(and(eq(unitDocuments.unitId, unit.id), eq(unitDocuments.kind, "factors")))
    .orderBy(desc(unitDocuments.uploadedAt), desc(unitDocuments.id))
    .limit(1);
  if (!latest?.factors) throw notFound("This unit has no factors file");
  return { unit: "dB", points: latest.factors };
}
