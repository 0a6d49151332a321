import type { FastifyInstance } from 'fastify';
import { MiB, ResponseCache, type CachedBody } from '../lib/response-cache.js';
import { forgetOnLiveEvents } from '../modules/live-events/forget-on-events.js';

/** What the files' cache-control promises: crawlers and proxies may keep them this long too. */
export const SITEMAP_MAX_AGE_S = 3600;

/**
 * The index, the pages file, or a small store's whole sitemap: up to 50,000 addresses, 4.6 MiB
 * and 4.9 MiB with its brotli (90 KB) and gzip (230 KB) copies.
 */
const DOCUMENT_BYTES = 6 * MiB;
/**
 * A full product file is as big: two are kept, or more of the smaller ones; the rest are built
 * when asked for (one primary-key range). With the documents that keeps the sitemap within the
 * 16 MiB it had before it was split (decision 074).
 */
const PRODUCT_FILE_BYTES = 10 * MiB;
/** The bytes are the bound; these only keep the counts sane. */
const DOCUMENT_ENTRIES = 4;
const PRODUCT_FILE_ENTRIES = 1_000;

export type SitemapCacheKind = 'document' | 'product-file';

/**
 * The sitemap's files, each kept for the hour its cache-control allows and compressed once; any
 * live event (a catalogue change) drops them all sooner. Without an event source nothing is
 * kept, as with the catalogue's caches. Product files have a budget of their own, so crawlers
 * walking through them never push out the index.
 */
export class SitemapCache {
  private readonly caches: Record<SitemapCacheKind, ResponseCache> = {
    document: new ResponseCache(DOCUMENT_ENTRIES, SITEMAP_MAX_AGE_S * 1000, {
      maxBytes: DOCUMENT_BYTES,
      compress: true,
    }),
    'product-file': new ResponseCache(PRODUCT_FILE_ENTRIES, SITEMAP_MAX_AGE_S * 1000, {
      maxBytes: PRODUCT_FILE_BYTES,
      compress: true,
    }),
  };
  private readonly building = new Map<string, Promise<CachedBody | undefined>>();
  private readonly listening: () => Promise<boolean>;

  constructor(app: FastifyInstance) {
    this.listening = forgetOnLiveEvents(
      app,
      () => Object.values(this.caches).forEach((cache) => cache.clear()),
      'sitemap: LISTEN failed; building its files every time',
    );
  }

  /**
   * The file at `path`, kept or made by `build` (undefined: there is no such file). One build per
   * file at a time: crawlers asking meanwhile share it, and its one compression.
   */
  get(kind: SitemapCacheKind, path: string, build: () => Promise<string | undefined>): Promise<CachedBody | undefined> {
    const cache = this.caches[kind];
    const kept = cache.get(path);
    if (kept) return Promise.resolve(kept);
    let pending = this.building.get(path);
    if (!pending) {
      pending = (async () => {
        const keep = await this.listening();
        // Read before the build: a live event meanwhile keeps its result out of the cache.
        const generation = cache.generation;
        const xml = await build();
        if (xml === undefined) return undefined;
        return keep ? cache.set(path, xml, generation) : { body: Buffer.from(xml), etag: '' };
      })().finally(() => this.building.delete(path));
      this.building.set(path, pending);
    }
    return pending;
  }
}
