import { randomBytes } from "node:crypto";
import { createReadStream, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { open, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { conflict } from "../../lib/errors";
import type { DetectedType } from "./detect-file-type";
import { KIND_RULES, OBJECT_NAME, type ObjectStore, type StoredObject } from "./object-store";
import { OBJECT_KINDS, type ObjectKind } from "../../../shared/contracts/uploads";
import { createUploadSigner } from "./upload-signer";

export { uploadPath, uploadSignature } from "./upload-signer";

export interface LocalStoreOptions {
  dataDir: string;
  /** UPLOAD_SIGNING_SECRET; when unset one is generated once and kept in DATA_DIR. */
  secret?: string;
  /** Milliseconds since the epoch (tests move the clock). */
  now?: () => number;
}

interface ObjectMeta {
  contentType: DetectedType;
  size: number;
  uploadedAt: string;
}

/**
 * The configured secret, or one generated on first start and kept in
 * <DATA_DIR>/upload-signing-secret (0600) so a restart keeps issued URLs valid. It is
 * written to a private temp file and hard-linked into place, so two processes starting
 * together agree on one secret and neither reads a half-written file.
 */
export function loadSigningSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "upload-signing-secret");
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temp, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(temp, { force: true });
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) {
    throw new Error(`${file} holds no usable secret: delete it (pending upload URLs stop working) or set UPLOAD_SIGNING_SECRET`);
  }
  return secret;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Objects in <DATA_DIR>/objects/{images,uploads}/<uuid>, each with <uuid>.meta.json beside it. */
export function createLocalStore(options: LocalStoreOptions): ObjectStore {
  const root = path.join(options.dataDir, "objects");
  for (const kind of OBJECT_KINDS) mkdirSync(path.join(root, kind), { recursive: true });
  const signer = createUploadSigner(loadSigningSecret(options.dataDir, options.secret), options.now);

  // Names are checked here too, not only in the route: no caller can reach outside the folder.
  function filePath(kind: ObjectKind, name: string): string | null {
    if (!OBJECT_KINDS.includes(kind) || !OBJECT_NAME.test(name)) return null;
    return path.join(root, kind, name);
  }

  return {
    kind: "local",

    async createUploadUrl(kind, origin) {
      return signer.createUploadUrl(kind, origin);
    },

    async open(kind, name): Promise<StoredObject | null> {
      const file = filePath(kind, name);
      if (!file) return null;
      try {
        const meta = JSON.parse(await readFile(`${file}.meta.json`, "utf8")) as ObjectMeta;
        if (!KIND_RULES[kind].types.includes(meta.contentType)) return null;
        const { size } = await stat(file);
        return { body: createReadStream(file), contentType: meta.contentType, size };
      } catch (error) {
        // Missing, or caught between the bytes and their meta file being written.
        if (isMissing(error) || error instanceof SyntaxError) return null;
        throw error;
      }
    },

    receiver: {
      verify: signer.verify,

      async exists(kind, name) {
        const file = filePath(kind, name);
        if (!file) return false;
        try {
          await stat(file);
          return true;
        } catch (error) {
          if (isMissing(error)) return false;
          throw error;
        }
      },

      async save(kind, name, data, contentType) {
        const file = filePath(kind, name);
        if (!file) throw new Error(`refusing to store an object named ${JSON.stringify(name)}`);
        let handle;
        try {
          // "wx": the name is claimed atomically; a second PUT of the same URL cannot overwrite.
          handle = await open(file, "wx", 0o644);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "EEXIST") throw conflict("This upload URL has already been used");
          throw error;
        }
        try {
          await handle.writeFile(data);
          await handle.close();
          const meta: ObjectMeta = { contentType, size: data.length, uploadedAt: new Date().toISOString() };
          await writeFile(`${file}.meta.json`, JSON.stringify(meta), { mode: 0o644 });
        } catch (error) {
          await handle.close().catch(() => {});
          await rm(file, { force: true });
          throw error;
        }
      },
    },
  };
}
