import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/index.js';
import { testStoreForFile } from '../../test/app.js';
import { PENDING_RETENTION_DAYS, sweepPendingSubscriptions } from './pending-sweep.js';

const store = testStoreForFile();
const now = new Date('2026-11-29T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const tag = Math.random().toString(36).slice(2, 7);
const address = (name: string) => `${name}.${tag}@example.com`;

describe('issue 29: addresses never confirmed are deleted after a month (decision 096)', () => {
  it(`deletes a pending address whose sign-up and last link are over ${PENDING_RETENTION_DAYS} days old, and nothing else`, async () => {
    const old = daysAgo(PENDING_RETENTION_DAYS + 1);
    const db = store.database.db;
    await db.insert(newsletterSubscriptions).values([
      { email: address('forgotten'), createdAt: old, confirmationSentAt: old },
      { email: address('no-link-sent'), createdAt: old },
      // Asked for the link again last week: the latest link counts, not the first sign-up.
      { email: address('asked-again'), createdAt: old, confirmationSentAt: daysAgo(7) },
      { email: address('recent'), createdAt: daysAgo(3), confirmationSentAt: daysAgo(3) },
      // Confirmed long ago: a subscriber, never swept.
      { email: address('subscriber'), createdAt: old, confirmationSentAt: old, confirmedAt: old },
    ]);

    expect(await sweepPendingSubscriptions(db, now)).toBe(2);
    const left = await db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(
        inArray(
          newsletterSubscriptions.email,
          ['forgotten', 'no-link-sent', 'asked-again', 'recent', 'subscriber'].map(address),
        ),
      );
    expect(left.map((row) => row.email).sort()).toEqual(['asked-again', 'recent', 'subscriber'].map(address).sort());
    // Running again (another instance, the next hour) finds nothing more.
    expect(await sweepPendingSubscriptions(db, now)).toBe(0);
  });
});
