// A unit's documents (extensions §7): staff file a certificate, a factors file or another document
// from their own signed upload; a certificate's calibration date moves the unit's calibration.
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { AdminUnitDocument, UnitDocumentInput, UnitDocumentKind } from "../../../shared/contracts/units";
import { addMonths, shopToday } from "../../../shared/shop-time";
import type { ObjectStore, StoredObject } from "../../adapters/storage/object-store";
import type { Db } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { unitDocuments, units, type FactorPoint } from "../../db/schema/units";
import { recordActivity, type Actor } from "../../domain/activity/record-activity";
import { toAdminUnitDocumentDto } from "../../domain/units/unit-dto";
import { assertOwnUpload } from "../../domain/uploads/object-uploads";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { parseFactorsCsv } from "./factors-csv";

const KIND = "unit-documents" as const;
const PREFIX = `/objects/${KIND}/`;

/** What each kind of document is, for messages and the history. */
export const DOCUMENT_NOUN: Record<UnitDocumentKind, string> = { certificate: "certificate", factors: "factors file", other: "document" };

async function bytesOf(object: StoredObject): Promise<Buffer> {
  if (!(object.body instanceof Readable)) return object.body;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The file's type fits its kind: a certificate is a PDF, a factors file CSV text, anything else either. */
function typeProblem(kind: UnitDocumentKind, object: StoredObject): string | null {
  if (kind === "certificate" && object.contentType !== "application/pdf") return "fileUrl: a certificate must be a PDF file";
  if (kind === "factors" && object.contentType !== "text/csv") return "fileUrl: a factors file must be a CSV text file";
  return null;
}

/** The checks that need no lock: the calibration date, the upload, its type and (for factors) its rows. */
async function readFiling(store: ObjectStore, db: Db, input: UnitDocumentInput, actor: Actor): Promise<FactorPoint[] | null> {
  if (input.calibratedOn !== undefined) {
    if (input.kind !== "certificate") throw badRequest("calibratedOn: only a certificate has a calibration date");
    if (input.calibratedOn > shopToday()) throw badRequest("calibratedOn: a calibration date cannot be in the future");
  }
  // Only the filer's own upload: a customer's file, another's or one that never arrived is the same 400.
  await assertOwnUpload(db, store, { field: "fileUrl", kind: KIND, path: input.fileUrl, userId: actor.id });
  const object = await store.open(KIND, input.fileUrl.slice(PREFIX.length));
  if (!object) throw badRequest("fileUrl: the upload of this document did not finish. Please upload the document again.");
  const problem = typeProblem(input.kind, object);
  if (problem) {
    if (object.body instanceof Readable) object.body.destroy();
    throw badRequest(problem);
  }
  if (input.kind !== "factors") {
    if (object.body instanceof Readable) object.body.destroy();
    return null;
  }
  const parsed = parseFactorsCsv((await bytesOf(object)).toString("utf8"));
  if (!parsed.ok) throw badRequest(`fileUrl: factors file, ${parsed.message}`);
  return parsed.points;
}

/** The product's calibration interval (null: not calibrated, or the product is gone). */
async function intervalOf(db: Db, productId: string): Promise<number | null> {
  const [row] = await db.select({ months: products.calibrationIntervalMonths }).from(products).where(eq(products.id, productId));
  return row?.months ?? null;
}

/**
 * POST /api/admin/units/{id}/documents. The file is the staff member's own upload of kind
 * unit-documents, filed once (409 after). A factors file is parsed now and its points kept. A
 * certificate with `calibratedOn` becomes the unit's calibration when it is the latest one the unit
 * has (decision 0057): `calibratedOn`, and `calibrationDueOn` = that day + the product's interval.
 */
export async function fileUnitDocument(
  db: Db,
  store: ObjectStore,
  unitId: number,
  input: UnitDocumentInput,
  actor: Actor,
): Promise<AdminUnitDocument> {
  const [found] = await db.select({ productId: units.productId }).from(units).where(eq(units.id, unitId));
  if (!found) throw notFound("Unit not found");
  const factors = await readFiling(store, db, input, actor);
  const interval = input.calibratedOn ? await intervalOf(db, found.productId) : null;

  return db.transaction(async (tx) => {
    const [unit] = await tx.select().from(units).where(eq(units.id, unitId)).for("update");
    if (!unit) throw notFound("Unit not found");
    const [inserted] = await tx
      .insert(unitDocuments)
      .values({
        unitId,
        kind: input.kind,
        name: input.name,
        fileUrl: input.fileUrl,
        calibratedOn: input.calibratedOn ?? null,
        factors,
        uploadedBy: actor.email ?? actor.username ?? `user #${actor.id}`,
      })
      .onConflictDoNothing({ target: unitDocuments.fileUrl })
      .returning();
    if (!inserted) throw conflict("This file has been filed already. Please upload the document again to file it here.");

    const noun = DOCUMENT_NOUN[input.kind];
    let summary = `Filed ${noun} "${input.name}" for ${unit.productName} S/N ${unit.serial}`;
    const calibratedOn = input.calibratedOn;
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (calibratedOn && (unit.calibratedOn === null || calibratedOn >= unit.calibratedOn)) {
      const dueOn = interval === null ? null : addMonths(calibratedOn, interval);
      await tx.update(units).set({ calibratedOn, calibrationDueOn: dueOn }).where(eq(units.id, unitId));
      changes.calibratedOn = { from: unit.calibratedOn, to: calibratedOn };
      changes.calibrationDueOn = { from: unit.calibrationDueOn, to: dueOn };
      summary += `: calibrated on ${calibratedOn}${dueOn ? `, next calibration due ${dueOn}` : ""}`;
    } else if (calibratedOn) {
      summary += `: calibrated on ${calibratedOn}, before the unit's latest calibration (${unit.calibratedOn}), which stays`;
    }
    await recordActivity(tx, actor, { action: "unit.document_add", entityType: "unit", entityId: unitId, summary, changes });
    return toAdminUnitDocumentDto(inserted);
  });
}
