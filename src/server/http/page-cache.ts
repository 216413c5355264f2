// Rendered pages kept whole. An anonymous page is the same for everyone who asks for the same URL
// in the same language while the catalog stays the same, so it is rendered once and served from
// memory until the catalog changes (its generation is part of the key: an import that changes what
// visitors see makes every older entry unreachable, and the LRU drops them) or it grows older than
// MAX_AGE_MS (the popular lists, banners and "updated 2 h ago" texts move without an import).
// Bounded by the bytes of the bodies it holds (PAGE_CACHE_MB), least recently used out first.

export type ContentEncoding = 'br' | 'gzip';

export type CachedPage = {
  status: number;
  headers: ReadonlyArray<[name: string, value: string]>;
  body: Buffer;
  // The body compressed once, when kept: sent as is to every browser that accepts it.
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  etag: string;
  storedAt: number;
};

function sizeOf(page: Pick<CachedPage, 'body' | 'encoded'>): number {
  return page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);
}

export const PAGE_MAX_AGE_MS = 60_000;

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  #bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.now() - entry.storedAt > PAGE_MAX_AGE_MS) {
      this.#bytes -= sizeOf(entry);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Omit<CachedPage, 'storedAt'>): void {
    // A page larger than a quarter of the cache would push out everything else for one URL.
    const size = sizeOf(entry);
    if (!this.enabled || size > this.maxBytes / 4) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= sizeOf(previous);
    }
    this.#entries.set(key, { ...entry, storedAt: this.now() });
    this.#bytes += size;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= sizeOf(old);
    }
  }
}
