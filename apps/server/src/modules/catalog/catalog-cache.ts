/**
 * Cached catalogue reads (category listings, their filter facets, product pages): the serialized response is
 * kept in memory and sent as is, so a hit costs no query and no serialization.
 *
 * Freshness: every catalogue write publishes a live event (publishCatalogEvent); the hub
 * receives each NOTIFY in every process, and any event clears these caches. Without an
 * event source (no LISTEN) nothing could clear them, so nothing is cached. A short TTL
 * is the safety net for a change that announced nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCache } from '../../lib/response-cache.js';
import { sendCachedJson } from '../../lib/send-cached-json.js';
import { forgetOnLiveEvents } from '../live-events/forget-on-events.js';

const LISTING_ENTRIES = 500;
/** One per category and tag selection in use, like the listings (whose pages share one). */
const FACET_ENTRIES = 500;
const PRODUCT_ENTRIES = 2_000;
const TTL_MS = 15_000;
const MiB = 2 ** 20;

/**
 * Sized in bytes, compressed copies included (decision 074): a 24-product listing is about
 * 25 KB with its copies, facets 3 KB, a product 1.5 KB; 24 MiB in all.
 */
export class CatalogCache {
  readonly listings = new ResponseCache(LISTING_ENTRIES, TTL_MS, { maxBytes: 12 * MiB, compress: true });
  readonly facets = new ResponseCache(FACET_ENTRIES, TTL_MS, { maxBytes: 4 * MiB, compress: true });
  readonly products = new ResponseCache(PRODUCT_ENTRIES, TTL_MS, { maxBytes: 8 * MiB, compress: true });
  /** Resolves true once catalogue events reach this cache (so no change can be missed). */
  private readonly ready: () => Promise<boolean>;

  constructor(app: FastifyInstance) {
    this.ready = forgetOnLiveEvents(app, () => this.clear(), 'catalog cache: LISTEN failed; serving uncached');
  }

  clear() {
    this.listings.clear();
    this.facets.clear();
    this.products.clear();
  }

  /** Sends the cached body for `key`, or computes and stores it (lib/send-cached-json.ts). */
  send(
    cache: ResponseCache,
    key: string,
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    return sendCachedJson(cache, this.ready, key, request, reply, compute);
  }
}
