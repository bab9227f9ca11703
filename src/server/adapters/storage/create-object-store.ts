import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { createLocalStore } from "./local-store";
import type { ObjectStore } from "./object-store";
import { createPostgresStore } from "./postgres-store";
import { createS3Store } from "./s3-store";

/**
 * S3 when a bucket is configured; else the database when it is a PostgreSQL server (any number of
 * processes share it, decision 0032); else a folder under DATA_DIR (PGlite: one process).
 */
export async function createObjectStore(config: Config, dataDir: string, database: Pick<Database, "db" | "kind">): Promise<ObjectStore> {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3Store({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  if (database.kind === "postgres") return createPostgresStore({ db: database.db, secret: config.UPLOAD_SIGNING_SECRET });
  return createLocalStore({ dataDir, secret: config.UPLOAD_SIGNING_SECRET });
}
