import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface CachedJson {
  body: Buffer;
  etag: string;
  /** Compressed once per version, on first request from a client that accepts it. */
  gzip?: Buffer;
  br?: Buffer;
  /** The value the bytes were made from (not to be changed): other answers are derived from it. */
  data?: unknown;
}

/** The cached body in `encoding`, made once per version (a 1,000-product list is ~1 MB of JSON, ~90 KB as brotli). */
export function encodedJson(entry: CachedJson, encoding: "br" | "gzip"): Buffer {
  if (encoding === "br") return (entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  return (entry.gzip ??= gzipSync(entry.body, { level: 6 }));
}

/**
 * Holds one answer already serialised to bytes, rebuilt on the first request after
 * `invalidate()`. A rebuild that raced an invalidation is served once but not kept.
 */
export class JsonCache {
  private version = 0;
  private entry: (CachedJson & { version: number }) | undefined;
  private pending: { version: number; promise: Promise<CachedJson> } | undefined;

  constructor(private readonly load: () => Promise<unknown>) {}

  invalidate(): void {
    this.version++;
    this.entry = undefined;
  }

  /** The answer kept now, without loading one. */
  peek(): CachedJson | undefined {
    return this.entry?.version === this.version ? this.entry : undefined;
  }

  get(): Promise<CachedJson> | CachedJson {
    if (this.entry && this.entry.version === this.version) return this.entry;
    if (this.pending && this.pending.version === this.version) return this.pending.promise;
    const version = this.version;
    const promise = this.load().then((data) => {
      const body = Buffer.from(JSON.stringify(data));
      const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      if (version === this.version) this.entry = { body, etag, data, version };
      return { body, etag, data };
    });
    this.pending = { version, promise };
    promise.then(
      () => this.clearPending(promise),
      () => this.clearPending(promise),
    );
    return promise;
  }

  private clearPending(promise: Promise<CachedJson>) {
    if (this.pending?.promise === promise) this.pending = undefined;
  }
}
