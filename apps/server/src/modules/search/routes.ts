import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  searchQuerySchema,
  searchResultsSchema,
  type SearchResults,
} from '@marquee/contracts';
import { MiB, ResponseCache } from '../../lib/response-cache.js';
import { sendCachedJson } from '../../lib/send-cached-json.js';
import { forgetOnLiveEvents } from '../live-events/forget-on-events.js';
import { buildSearchIndex, liveProductsUpTo } from './build-search-index.js';
import { SAMPLED_ABOVE, searchFulltext } from './fulltext-search.js';
import type { SearchIndex } from './search-index.js';
import { forcedSearchPath } from './search-path.js';

/** Rebuilt at least this often even without a live event (the safety net). */
const INDEX_TTL_MS = 5 * 60_000;
/**
 * Answers kept per term and language, as the catalogue's caches keep listings (same TTL, any
 * live event empties it): shoppers ask for the same few terms, and at 1,000,000 products a
 * full-text search costs 5 to 40 ms of database time where a hit costs none. An answer is
 * 1 to 5 KB; 4 MiB keeps about a thousand, with their compressed copies.
 */
const ANSWER_BYTES = 4 * MiB;
const ANSWER_ENTRIES = 5_000;
const ANSWER_TTL_MS = 15_000;

/**
 * Which search answers (decision 083): the in-memory index while the catalogue fits its memory
 * budget, full-text SQL beyond it. The index of this process is built on first use, dropped
 * on any live event (as the catalogue caches are), shared by concurrent searches while it
 * builds. Without an event source nothing would drop it, so searches then run in full-text
 * SQL whatever the catalogue's size.
 */
class SearchService {
  readonly answers = new ResponseCache(ANSWER_ENTRIES, ANSWER_TTL_MS, { maxBytes: ANSWER_BYTES, compress: true });
  private index: Promise<SearchIndex | null> | null = null;
  private builtAt = 0;
  private refreshing: Promise<void> | null = null;

  private build(): Promise<SearchIndex | null> {
    const building = buildSearchIndex(this.app.db);
    this.builtAt = Date.now();
    // A failed build is not kept: the next search tries again.
    building.catch(() => {
      if (this.index === building) this.index = null;
    });
    return building;
  }
  readonly listening: () => Promise<boolean>;

  constructor(private readonly app: FastifyInstance) {
    this.listening = forgetOnLiveEvents(
      app,
      () => {
        this.index = null;
        this.answers.clear();
      },
      'search index: LISTEN failed; searching in SQL',
    );
  }

  private size: { value: Promise<number>; at: number } | null = null;

  /** Live products up to SAMPLED_ABOVE + 1, counted again after INDEX_TTL_MS. */
  private catalogueSize(): Promise<number> {
    if (!this.size || Date.now() - this.size.at > INDEX_TTL_MS) {
      const value = liveProductsUpTo(this.app.db, SAMPLED_ABOVE);
      value.catch(() => (this.size = null));
      this.size = { value, at: Date.now() };
    }
    return this.size.value;
  }

  private async fulltext(term: string, lang: string | undefined): Promise<SearchResults> {
    const sample = (await this.catalogueSize()) > SAMPLED_ABOVE;
    return searchFulltext(this.app.db, term, lang, { sample });
  }

  async search(term: string, lang: string | undefined): Promise<SearchResults> {
    const forced = forcedSearchPath(this.app.db);
    if (forced === 'fulltext') return this.fulltext(term, lang);
    if (!(await this.listening())) return this.fulltext(term, lang);
    if (!this.index) {
      this.index = this.build();
    } else if (Date.now() - this.builtAt > INDEX_TTL_MS && !this.refreshing) {
      // The TTL is only a safety net: searches keep the current index while the next one builds.
      const current = this.index;
      this.refreshing = this.build().then(
        (next) => {
          if (this.index === current) this.index = Promise.resolve(next);
        },
        () => undefined,
      );
      void this.refreshing.finally(() => (this.refreshing = null));
    }
    const index = await this.index;
    return index ? index.search(term, lang) : this.fulltext(term, lang);
  }
}

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SearchService(app);
  app.get(apiPaths.search.path, {
    schema: {
      tags: ['search'],
      querystring: searchQuerySchema,
      response: { 200: searchResultsSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const { q, lang } = request.query;
      const key = `${lang ?? ''}|${q}`;
      return sendCachedJson(service.answers, service.listening, key, request, reply, () => service.search(q, lang));
    },
  });
};
