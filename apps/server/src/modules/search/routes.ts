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
import { readsSample, searchFulltext } from './fulltext-search.js';

/** How long the catalogue's size (whether searches read the sample) is trusted before it is counted again. */
const SIZE_TTL_MS = 5 * 60_000;
/**
 * Answers kept per term and language, as the catalogue's caches keep listings (same TTL, any
 * live event empties it): shoppers ask for the same few terms, and at 1,000,000 products a
 * full-text search costs 5 to 40 ms of database time where a hit costs none. An answer is
 * 1 to 5 KB; 4 MiB keeps about a thousand, with their compressed copies.
 */
const ANSWER_BYTES = 4 * MiB;
const ANSWER_ENTRIES = 5_000;
const ANSWER_TTL_MS = 15_000;

/** Full-text search (decision 083) behind the answer cache. */
class SearchService {
  readonly answers = new ResponseCache(ANSWER_ENTRIES, ANSWER_TTL_MS, { maxBytes: ANSWER_BYTES, compress: true });
  readonly listening: () => Promise<boolean>;
  private sample: { value: Promise<boolean>; at: number } | null = null;

  constructor(private readonly app: FastifyInstance) {
    this.listening = forgetOnLiveEvents(app, () => this.answers.clear(), 'search answers: LISTEN failed; not caching');
  }

  /** Whether searches read the search sample first, counted again after SIZE_TTL_MS. */
  private readsSample(): Promise<boolean> {
    if (!this.sample || Date.now() - this.sample.at > SIZE_TTL_MS) {
      const value = readsSample(this.app.db);
      value.catch(() => (this.sample = null));
      this.sample = { value, at: Date.now() };
    }
    return this.sample.value;
  }

  async search(term: string, lang: string | undefined): Promise<SearchResults> {
    return searchFulltext(this.app.db, term, lang, { sample: await this.readsSample() });
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
