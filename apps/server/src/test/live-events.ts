import { expect, afterAll, beforeAll } from 'vitest';
import { LIVE_EVENTS_CHANNEL } from '@marquee/contracts';
import type { TestStore } from './app.js';

/**
 * The payloads of the live events the file's store announces (NOTIFY on the live-events
 * channel), in order, from the file's first test on. Call it after testStoreForFile: it listens
 * once the store is open and stops before the store closes.
 */
export function liveEventsForFile(store: TestStore): string[] {
  const payloads: string[] = [];
  let unlisten: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    unlisten = await store.database.listen(LIVE_EVENTS_CHANNEL, (payload) => payloads.push(payload));
  });
  afterAll(async () => {
    await unlisten?.();
  });
  return payloads;
}

/** Waits for a live event of the type among those after `since` (NOTIFY arrives asynchronously after the commit). */
export async function expectLiveEvent(payloads: string[], type: string, since: number): Promise<void> {
  await expect
    .poll(() => payloads.slice(since).some((payload) => JSON.parse(payload).type === type), { timeout: 2000 })
    .toBe(true);
}
