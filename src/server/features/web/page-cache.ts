import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A rendered page, in bytes and in its two compressed forms, made once when it is cached. */
export interface CachedPage {
  status: number;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export function cachedPage(status: number, html: string): CachedPage {
  const body = Buffer.from(html);
  return {
    status,
    body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
  };
}

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * The server-rendered public pages, per normalised URL, least recently used out first when over
 * `maxEntries` or `maxBytes` (all three encodings counted). `invalidate()` empties it; a render that
 * started before an invalidation is answered once but not kept. Concurrent misses of one URL render once.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly pending = new Map<string, { version: number; promise: Promise<CachedPage> }>();
  private version = 0;
  private bytes = 0;

  constructor(private readonly limits: PageCacheLimits) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  invalidate(): void {
    this.version++;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  /** The cached page, else `render()`'s, kept when its status is 200. */
  async get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.version === this.version) return inFlight.promise;
    const version = this.version;
    const promise = render();
    this.pending.set(key, { version, promise });
    try {
      const page = await promise;
      if (page.status === 200 && version === this.version) this.put(key, page);
      return page;
    } finally {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    }
  }

  private put(key: string, page: CachedPage): void {
    const size = sizeOf(page);
    if (size > this.limits.maxBytes) return;
    this.entries.set(key, page);
    this.bytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= sizeOf(old);
    }
  }
}

const sizeOf = (page: CachedPage) => page.body.length + page.br.length + page.gzip.length;
