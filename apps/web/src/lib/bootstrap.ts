import { BOOTSTRAP_ELEMENT_ID, type Currency, type PublicSettings } from '@marquee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

interface StoreBootstrap {
  settings: PublicSettings;
  currencies: Currency[];
}

/**
 * Seeds the query cache with the settings and currency rates the server wrote into the
 * page (server web/bootstrap-data.ts), so the header, announcement bar and prices render
 * complete on the first paint instead of shifting the page when their requests return.
 * Without the block (the Vite dev server) the queries simply fetch as usual.
 */
export function seedFromBootstrap(client: QueryClient): void {
  if (typeof document === 'undefined') return;
  const text = document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    const data = JSON.parse(text) as StoreBootstrap;
    client.setQueryData(queryKeys.settings.public(), data.settings);
    client.setQueryData(queryKeys.currencies.list(), data.currencies);
  } catch (error) {
    console.error('Ignoring an unreadable bootstrap block', error);
  }
}
