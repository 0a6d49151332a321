import type { FastifyInstance } from 'fastify';
import { listCurrencies } from '../modules/settings/service.js';

/** As long as a kept page: a currency added now is rendered in its own prices within that time. */
const TTL_MS = 15_000;

/** The store's currency codes, read at most every 15 s (page-key.ts reads other codes as none). */
export function knownCurrencies(app: FastifyInstance): () => Promise<ReadonlySet<string>> {
  let known: { codes: ReadonlySet<string>; at: number } | null = null;
  return async () => {
    if (known && Date.now() - known.at < TTL_MS) return known.codes;
    const codes = new Set((await listCurrencies(app.db)).map((currency) => currency.code));
    known = { codes, at: Date.now() };
    return codes;
  };
}
