import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appSecrets, storedObjects } from "../../db/schema/system";
import { conflict } from "../../lib/errors";
import type { DetectedType } from "./detect-file-type";
import { KIND_RULES, OBJECT_NAME, type ObjectStore, type StoredObject } from "./object-store";
import { OBJECT_KINDS, type ObjectKind } from "../../../shared/contracts/uploads";
import { createUploadSigner } from "./upload-signer";

/** A streamed answer reads the object this many bytes at a time (one query each), never the whole file at once. */
export const OBJECT_CHUNK_BYTES = 512 * 1024;

const SIGNING_SECRET = "upload-signing-secret";

/**
 * The configured UPLOAD_SIGNING_SECRET, or the one kept in the database: the first process to
 * start generates it (insert ... on conflict do nothing), every other reads the same row, so a
 * URL signed by one process verifies on any other.
 */
export async function loadDatabaseSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: SIGNING_SECRET, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SIGNING_SECRET));
  if (!row || row.value.length < 32)
    throw new Error(`app_secrets holds no usable ${SIGNING_SECRET}: delete the row or set UPLOAD_SIGNING_SECRET`);
  return row.value;
}

const isValidName = (kind: ObjectKind, name: string) => OBJECT_KINDS.includes(kind) && OBJECT_NAME.test(name);
const toBuffer = (value: unknown) => (Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array));

/** Reads [offset, offset + length) of an object's bytes; substring on an EXTERNAL bytea fetches only those chunks. */
async function readSlice(db: Db, kind: ObjectKind, name: string, offset: number, length: number): Promise<Buffer> {
  const result = await db.execute(
    sql`select substring(${storedObjects.data} from ${offset + 1} for ${length}) as part from ${storedObjects}
        where ${storedObjects.kind} = ${kind} and ${storedObjects.name} = ${name}`,
  );
  const row = (result as unknown as { rows: { part: unknown }[] }).rows[0];
  if (!row) throw new Error(`object ${kind}/${name} disappeared while it was being read`);
  return toBuffer(row.part);
}

/** Objects in the `stored_objects` table (decision 0032): the default with DATABASE_URL and no S3. */
export async function createPostgresStore(options: { db: Db; secret?: string; now?: () => number }): Promise<ObjectStore> {
  const { db } = options;
  const signer = createUploadSigner(await loadDatabaseSecret(db, options.secret), options.now);

  return {
    kind: "database",

    async createUploadUrl(kind, origin) {
      return signer.createUploadUrl(kind, origin);
    },

    async open(kind, name): Promise<StoredObject | null> {
      if (!isValidName(kind, name)) return null;
      const [meta] = await db
        .select({ contentType: storedObjects.contentType, size: storedObjects.size })
        .from(storedObjects)
        .where(and(eq(storedObjects.kind, kind), eq(storedObjects.name, name)));
      if (!meta || !KIND_RULES[kind].types.includes(meta.contentType as DetectedType)) return null;
      const contentType = meta.contentType as DetectedType;
      if (meta.size <= OBJECT_CHUNK_BYTES) return { body: await readSlice(db, kind, name, 0, meta.size), contentType, size: meta.size };
      async function* chunks() {
        for (let offset = 0; offset < meta!.size; offset += OBJECT_CHUNK_BYTES) {
          yield await readSlice(db, kind, name, offset, Math.min(OBJECT_CHUNK_BYTES, meta!.size - offset));
        }
      }
      return { body: Readable.from(chunks(), { objectMode: false }), contentType, size: meta.size };
    },

    receiver: {
      verify: signer.verify,

      async exists(kind, name) {
        if (!isValidName(kind, name)) return false;
        const rows = await db
          .select({ name: storedObjects.name })
          .from(storedObjects)
          .where(and(eq(storedObjects.kind, kind), eq(storedObjects.name, name)));
        return rows.length > 0;
      },

      async save(kind, name, data, contentType) {
        if (!isValidName(kind, name)) throw new Error(`refusing to store an object named ${JSON.stringify(name)}`);
        // The primary key claims the name atomically: a second PUT of the same URL cannot overwrite.
        const inserted = await db
          .insert(storedObjects)
          .values({ kind, name, contentType, size: data.length, data })
          .onConflictDoNothing()
          .returning({ name: storedObjects.name });
        if (inserted.length === 0) throw conflict("This upload URL has already been used");
      },
    },
  };
}
