import type { Config } from "../../config";
import { createLocalStore } from "./local-store";
import type { ObjectStore } from "./object-store";
import { createS3Store } from "./s3-store";

/** S3 when a bucket is configured, else a folder under DATA_DIR. */
export function createObjectStore(config: Config, dataDir: string): ObjectStore {
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
  return createLocalStore({ dataDir, secret: config.UPLOAD_SIGNING_SECRET });
}
