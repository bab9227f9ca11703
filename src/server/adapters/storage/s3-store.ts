import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type * as S3 from "@aws-sdk/client-s3";
import type * as Presigner from "@aws-sdk/s3-request-presigner";
import { detectFileType, SIGNATURE_BYTES } from "./detect-file-type";
import { KIND_RULES, OBJECT_NAME, UPLOAD_URL_TTL_SECONDS, type ObjectStore } from "./object-store";
import { OBJECT_KINDS } from "../../../shared/contracts/uploads";

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Spaces...); unset means AWS. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Reads the first bytes of a stream and hands back a stream that still yields all of them. */
async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator: AsyncIterator<Uint8Array> = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.from(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    yield head;
    // yield* forwards an early stop (the browser went away) to the S3 response stream.
    yield* { [Symbol.asyncIterator]: () => iterator };
  }
  return { head, body: Readable.from(all(), { objectMode: false }) };
}

const isNoSuchKey = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/**
 * Objects under <kind>/<name> in one bucket. The browser PUTs straight to S3 with a presigned
 * URL, so our server never sees those bytes arrive: the type and size rules are enforced when
 * the object is served instead, from its own first bytes, never from the Content-Type the
 * browser claimed. A mislabelled or oversized object is simply not found.
 */
export function createS3Store(options: S3StoreOptions): ObjectStore {
  // The SDK takes about 300 ms to load: only a shop that uses S3 pays for it, on first use.
  let ready: Promise<{ client: S3.S3Client; sdk: typeof S3; getSignedUrl: typeof Presigner.getSignedUrl }> | undefined;
  const connect = () =>
    (ready ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/s3-request-presigner")]).then(([sdk, presigner]) => ({
      sdk,
      getSignedUrl: presigner.getSignedUrl,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        // The SDK's default adds a CRC32 of the *empty* body to presigned PUT URLs, which makes
        // every real upload fail its checksum; checksums only where the API requires them.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));

  return {
    kind: "s3",

    async createUploadUrl(kind) {
      const { client, sdk, getSignedUrl } = await connect();
      const name = randomUUID();
      const command = new sdk.PutObjectCommand({ Bucket: options.bucket, Key: `${kind}/${name}` });
      const uploadURL = await getSignedUrl(client, command, { expiresIn: UPLOAD_URL_TTL_SECONDS });
      return { uploadURL, name };
    },

    async open(kind, name) {
      if (!OBJECT_KINDS.includes(kind) || !OBJECT_NAME.test(name)) return null;
      const { client, sdk } = await connect();
      let answer;
      try {
        answer = await client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: `${kind}/${name}` }));
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw error;
      }
      const stream = answer.Body as Readable | undefined;
      if (!stream) return null;
      const rule = KIND_RULES[kind];
      if (answer.ContentLength !== undefined && answer.ContentLength > rule.maxBytes) {
        stream.destroy();
        return null;
      }
      const { head, body } = await peek(stream, SIGNATURE_BYTES);
      const detected = detectFileType(head, { text: rule.types.includes("text/csv") });
      if (!detected || !rule.types.includes(detected)) {
        body.destroy();
        stream.destroy();
        return null;
      }
      return { body, contentType: detected, size: answer.ContentLength };
    },
  };
}
