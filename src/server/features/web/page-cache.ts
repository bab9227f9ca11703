import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type PageEncoding = "br" | "gzip";

/** A rendered page: its bytes and ETag, and the compressed forms made so far. */
export interface CachedPage {
  status: number;
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** br and gzip are at their best quality (remade off the request path once the page proved popular). */
  best?: boolean;
  /** The products the page shows: a change to one of their stock drops it (decision 0083). */
  products?: ReadonlySet<string>;
}

export function cachedPage(status: number, html: string, products: readonly string[] = []): CachedPage {
  const body = Buffer.from(html);
  const page: CachedPage = { status, body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
  if (products.length > 0) page.products = new Set(products);
  return page;
}

const brotliParams = (quality: number, body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * A page's first compression, in the one encoding asked for, on zlib's thread pool (the event loop
 * keeps answering meanwhile): brotli 4 and gzip 6 (@fastify/compress's settings in app.ts) take 2-4 ms
 * for a 170 KB page; brotli 9 + gzip 9 took 35-55 ms on the request's path.
 */
const fast: Record<PageEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, brotliParams(4, body)),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** The most of the bounds the pages asked for more than once may hold (decision 0051). */
const PROTECTED_SHARE = 0.8;

/**
 * The server-rendered pages, per normalised URL (decision 0051), in two segments: a page enters on
 * probation and moves to the protected segment when it is asked for again, so a flood of pages asked
 * for once (random URLs) only pushes out other such pages, never the popular ones. The least recently
 * used go first when over `maxEntries` or `maxBytes` (every encoding counted). A page is compressed in
 * an encoding when first asked for in it, quickly; once protected, both encodings are remade at the
 * best quality in the background (zlib's thread pool, one page at a time) and swapped in.
 * `invalidate()` empties it; a render or a recompression that started before is not kept.
 * `dropProducts()` takes out only the pages that show one of the products (a stock change, decision 0083).
 * Concurrent misses of one URL render once.
 */
export class PageCache {
  private readonly probation = new Map<string, CachedPage>();
  private readonly protected = new Map<string, CachedPage>();
  private readonly pending = new Map<string, { version: number; promise: Promise<CachedPage> }>();
  private readonly compressing = new WeakMap<CachedPage, Partial<Record<PageEncoding, Promise<Buffer>>>>();
  private readonly upgrades: { key: string; page: CachedPage; version: number }[] = [];
  private upgrading: Promise<void> | undefined;
  private version = 0;
  private bytes = 0;
  private protectedBytes = 0;

  constructor(private readonly limits: PageCacheLimits) {}

  get size(): number {
    return this.probation.size + this.protected.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** Whether `key` holds a page asked for more than once. */
  isProtected(key: string): boolean {
    return this.protected.has(key);
  }

  invalidate(): void {
    this.version++;
    this.probation.clear();
    this.protected.clear();
    this.pending.clear();
    this.upgrades.length = 0;
    this.bytes = 0;
    this.protectedBytes = 0;
  }

  /**
   * Takes out the pages that show one of `productIds` (their stock changed); answers how many. A render
   * under way is not stopped: the caller's `keep` (see `get`) tells whether its page is still true.
   */
  dropProducts(productIds: readonly string[]): number {
    let dropped = 0;
    for (const segment of [this.probation, this.protected]) {
      for (const [key, page] of segment) {
        if (!page.products || !productIds.some((id) => page.products!.has(id))) continue;
        segment.delete(key);
        this.bytes -= sizeOf(page);
        if (segment === this.protected) this.protectedBytes -= sizeOf(page);
        dropped++;
      }
    }
    // A render that was asked for before may show the old stock: later requests render again.
    if (dropped > 0 || this.pending.size > 0) this.pending.clear();
    return dropped;
  }

  /**
   * The cached page, else `render()`'s, kept (whatever its status: a 404 is a page too) unless `keep`
   * says what it was rendered from has changed meanwhile.
   */
  async get(key: string, render: () => Promise<CachedPage>, keep: (page: CachedPage) => boolean = () => true): Promise<CachedPage> {
    const hit = this.lookup(key);
    if (hit) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.version === this.version) return inFlight.promise;
    const version = this.version;
    const promise = render();
    this.pending.set(key, { version, promise });
    try {
      const page = await promise;
      if (version === this.version && keep(page)) this.put(key, page);
      return page;
    } finally {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    }
  }

  /**
   * The page in `encoding`: at once when it has been compressed, else compressed now (quickly, once
   * however many ask at the same time) and counted when `key` holds the page.
   */
  encoded(key: string, page: CachedPage, encoding: PageEncoding): Buffer | Promise<Buffer> {
    const made = page[encoding];
    if (made) return made;
    const inFlight = this.compressing.get(page)?.[encoding];
    if (inFlight) return inFlight;
    const promise = fast[encoding](page.body).then((body) => {
      const meanwhile = page[encoding];
      if (meanwhile) return meanwhile;
      page[encoding] = body;
      this.grew(key, page, body.length);
      return body;
    });
    this.compressing.set(page, { ...this.compressing.get(page), [encoding]: promise });
    return promise;
  }

  /** Resolves once the background recompressions queued so far are done (tests, benches). */
  async idle(): Promise<void> {
    while (this.upgrading) await this.upgrading;
  }

  /** The cached page, at once (a hit counts as a request for it: a second one protects it), or undefined. */
  lookup(key: string): CachedPage | undefined {
    const page = this.protected.get(key);
    if (page) {
      // Most recently used last: Map keeps insertion order.
      this.protected.delete(key);
      this.protected.set(key, page);
      return page;
    }
    const once = this.probation.get(key);
    if (!once) return undefined;
    this.probation.delete(key);
    this.protected.set(key, once);
    this.protectedBytes += sizeOf(once);
    this.evict();
    this.upgrade(key, once);
    return once;
  }

  private put(key: string, page: CachedPage): void {
    const size = sizeOf(page);
    if (size > this.limits.maxBytes * (1 - PROTECTED_SHARE)) return;
    this.probation.set(key, page);
    this.bytes += size;
    this.evict();
  }

  private grew(key: string, page: CachedPage, bytes: number): void {
    if (this.protected.get(key) === page) this.protectedBytes += bytes;
    else if (this.probation.get(key) !== page) return;
    this.bytes += bytes;
    this.evict();
  }

  /** Protected pages past their share go back on probation; then probation's oldest go, then the protected's. */
  private evict(): void {
    const protectedEntries = Math.floor(this.limits.maxEntries * PROTECTED_SHARE);
    const protectedBytes = this.limits.maxBytes * PROTECTED_SHARE;
    for (const [key, page] of this.protected) {
      if (this.protected.size <= protectedEntries && this.protectedBytes <= protectedBytes) break;
      this.protected.delete(key);
      this.protectedBytes -= sizeOf(page);
      this.probation.set(key, page);
    }
    for (const segment of [this.probation, this.protected]) {
      for (const [key, page] of segment) {
        if (this.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) return;
        segment.delete(key);
        this.bytes -= sizeOf(page);
        if (segment === this.protected) this.protectedBytes -= sizeOf(page);
      }
    }
  }

  private upgrade(key: string, page: CachedPage): void {
    if (page.best || page.body.length < 1024) return;
    this.upgrades.push({ key, page, version: this.version });
    this.upgrading ??= this.runUpgrades().finally(() => (this.upgrading = undefined));
  }

  /** Brotli 9 and gzip 9, one page at a time on zlib's thread pool: the event loop keeps answering. */
  private async runUpgrades(): Promise<void> {
    for (let next = this.upgrades.shift(); next; next = this.upgrades.shift()) {
      const { key, page, version } = next;
      if (version !== this.version || this.protected.get(key) !== page) continue;
      let br: Buffer;
      let gz: Buffer;
      try {
        br = await brotliAsync(page.body, brotliParams(9, page.body));
        gz = await gzipAsync(page.body, { level: 9 });
      } catch {
        continue; // the quick encodings keep serving
      }
      if (version !== this.version || page.best) continue;
      const before = sizeOf(page);
      Object.assign(page, { br, gzip: gz, best: true });
      this.grew(key, page, sizeOf(page) - before);
    }
  }
}

const sizeOf = (page: CachedPage) => page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);

/** A page that is not kept (its URL is too long to be a key), compressed for this answer alone. */
export const encodeOnce = (page: CachedPage, encoding: PageEncoding): Promise<Buffer> => fast[encoding](page.body);
