// Uploads tied to the account that asked for them (extensions §11, decision 0054): a private kind's
// object is read only by its uploader and staff, and a filing may name only the caller's own upload.
import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { KIND_RULES, OBJECT_NAME, type ObjectStore } from "../../adapters/storage/object-store";
import { type ObjectKind } from "../../../shared/contracts/uploads";
import type { DbOrTx } from "../../db/client";
import { objectUploads } from "../../db/schema/uploads";
import { badRequest } from "../../lib/errors";

/**
 * A signed upload URL for `kind`, after recording who asked: the record is the only tie between the
 * file and its uploader (with S3 the PUT goes to the bucket, past the shop).
 */
export async function issueUploadUrl(
  db: DbOrTx,
  store: ObjectStore,
  input: { kind: ObjectKind; uploadedBy: number; origin: string },
): Promise<string> {
  const { uploadURL, name } = await store.createUploadUrl(input.kind, input.origin);
  await db.insert(objectUploads).values({ kind: input.kind, name, uploadedBy: input.uploadedBy });
  return uploadURL;
}

/** The account that asked for this object's upload URL; null when none did (or none is on record). */
export async function uploaderOf(db: DbOrTx, kind: ObjectKind, name: string): Promise<number | null> {
  if (!OBJECT_NAME.test(name)) return null;
  const [row] = await db
    .select({ uploadedBy: objectUploads.uploadedBy })
    .from(objectUploads)
    .where(and(eq(objectUploads.kind, kind), eq(objectUploads.name, name)));
  return row?.uploadedBy ?? null;
}

/** True when the store serves the object: its bytes arrived and are of a type its kind allows. */
async function isStored(store: ObjectStore, kind: ObjectKind, name: string): Promise<boolean> {
  const object = await store.open(kind, name);
  if (!object) return false;
  if (object.body instanceof Readable) object.body.destroy();
  return true;
}

/**
 * 400 unless `path` is `/objects/<kind>/<name>` of an object `userId` uploaded and the store holds.
 * Another account's file and a file that never existed get the same answer: a filing must not tell
 * anyone which names exist.
 */
export async function assertOwnUpload(
  db: DbOrTx,
  store: ObjectStore,
  input: { field: string; kind: ObjectKind; path: string; userId: number },
): Promise<void> {
  const noun = KIND_RULES[input.kind].noun;
  const prefix = `/objects/${input.kind}/`;
  const name = input.path.startsWith(prefix) ? input.path.slice(prefix.length) : "";
  if ((await uploaderOf(db, input.kind, name)) !== input.userId)
    throw badRequest(`${input.field}: no ${noun} you uploaded is stored at this path. Please upload the ${noun} again.`);
  if (!(await isStored(store, input.kind, name)))
    throw badRequest(`${input.field}: the upload of this ${noun} did not finish. Please upload the ${noun} again.`);
}
