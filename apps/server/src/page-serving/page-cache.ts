import type { FastifyInstance } from 'fastify';
import { MiB, ResponseCache, type CachedBody } from '../lib/response-cache.js';
import { forgetOnLiveEvents } from '../modules/live-events/forget-on-events.js';

/**
 * Pages differ by address, language and currency. Each is kept as sent and in brotli and gzip
 * (decision 074): a demo home page takes 390 KB that way, a product page 190 KB, so 32 MiB holds
 * some 85 home-sized or 170 product pages, the busy ones (least recently used go first).
 */
const PAGE_BYTES = 32 * MiB;
/** The bytes are the bound; this only keeps the count sane should pages become tiny. */
const PAGE_ENTRIES = 5_000;
/** As long as the catalogue's API caches: a page is never staler than the data it shows. */
const TTL_MS = 15_000;

/**
 * Server-rendered pages, kept as sent and compressed once. A rendered page holds only what every shopper sees
 * (decision 041: personal data is fetched by the browser), so one copy serves everyone who asks
 * for the same address in the same language and currency, signed in or not (the key: page-key.ts). A hit skips the
 * meta query and the render, 30 to 110 ms of CPU here. Any live event empties it, as it
 * empties the catalogue's caches; without an event source nothing is kept.
 */
export class PageCache {
  private readonly pages = new ResponseCache(PAGE_ENTRIES, TTL_MS, { maxBytes: PAGE_BYTES, compress: true });
  private readonly listening: () => Promise<boolean>;

  constructor(app: FastifyInstance) {
    this.listening = forgetOnLiveEvents(
      app,
      () => this.pages.clear(),
      'page cache: LISTEN failed; rendering every page view',
    );
  }

  get(key: string): CachedBody | undefined {
    return this.pages.get(key);
  }

  /** Read before the page is built: the generation to store it under, or null when nothing may be kept. */
  async generation(): Promise<number | null> {
    return (await this.listening()) ? this.pages.generation : null;
  }

  /** Keeps `html` unless a live event came while it was built; returns it with its validator. */
  set(key: string, html: string, generation: number): CachedBody {
    return this.pages.set(key, html, generation);
  }
}
