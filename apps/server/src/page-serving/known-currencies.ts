import type { FastifyInstance } from 'fastify';
import { forgetOnLiveEvents } from '../modules/live-events/forget-on-events.js';
import { listCurrencies } from '../modules/settings/service.js';

/** As long as a kept page: without live events, a change is seen within that time. */
const TTL_MS = 15_000;

/**
 * The codes of the currencies the store offers, read at most every 15 s and forgotten on
 * every live event (an admin offering or withdrawing one), so a cookie naming a currency that is
 * no longer offered renders the page in USD at once (page-key.ts reads other codes as none).
 */
export function knownCurrencies(app: FastifyInstance): () => Promise<ReadonlySet<string>> {
  let known: { codes: ReadonlySet<string>; at: number } | null = null;
  const listening = forgetOnLiveEvents(
    app,
    () => (known = null),
    'known currencies: LISTEN failed; a withdrawn currency is forgotten within 15 s',
  );
  return async () => {
    await listening();
    if (known && Date.now() - known.at < TTL_MS) return known.codes;
    const codes = new Set((await listCurrencies(app.db)).map((currency) => currency.code));
    known = { codes, at: Date.now() };
    return codes;
  };
}
