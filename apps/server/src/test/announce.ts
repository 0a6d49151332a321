import type { LiveEvent } from '@marquee/contracts';
import { publishCatalogEvent } from '../modules/live-events/publish.js';
import type { TestStore } from './app.js';

/**
 * Publishes a live event and resolves once the store has delivered it to its subscribers, so
 * every cache has forgotten before the test goes on. A NOTIFY arrives after the statement that
 * sent it returns; a test that only polls for the change can see it early (from a cache that
 * held nothing) and then lose a kept entry to the late delivery.
 */
export async function announce(store: TestStore, event: LiveEvent = { type: 'product-sets-changed' }): Promise<void> {
  const payload = JSON.stringify(event);
  let heard!: () => void;
  const delivered = new Promise<void>((resolve) => (heard = resolve));
  const unsubscribe = await store.app.liveEvents.subscribe((received) => {
    if (received === payload) heard();
  });
  try {
    await publishCatalogEvent(store.database.db, event);
    await delivered;
  } finally {
    unsubscribe();
  }
}
