import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';
import { sharedCountersFor } from './shared-counters.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let first: Database;
let second: Database | undefined;
beforeAll(async () => {
  first = await createTestDatabase();
  if (!onPostgres) return;
  // A second pool on the same database, as a second instance has.
  const [{ name }] = (await first.db.execute(sql`select current_database() as name`)) as unknown as [{ name: string }];
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  second = await openDatabase({ url: url.href });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

let n = 0;
const key = () => `test:${Date.now()}:${(n += 1)}`;

describe('issue 27 point 6: shared counters', () => {
  it('counts every hit exactly, parallel ones included, and starts a new window when one ends', async () => {
    const counters = sharedCountersFor(first.db);
    expect(counters.shared).toBe(onPostgres);
    const k = key();
    const counts = await Promise.all(Array.from({ length: 20 }, () => counters.hit(k, 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await counters.peek(k))?.count).toBe(20);
    const later = Date.now() + 61_000;
    expect(await counters.peek(k, later)).toBeUndefined();
    expect((await counters.hit(k, 60_000, later)).count).toBe(1);
  });

  it.skipIf(!onPostgres)('on PostgreSQL two instances count into one window', async () => {
    const [a, b] = [sharedCountersFor(first.db), sharedCountersFor(second!.db)];
    const k = key();
    expect((await a.hit(k, 60_000)).count).toBe(1);
    expect((await b.hit(k, 60_000)).count).toBe(2);
    expect((await a.peek(k))?.count).toBe(2);
  });

  it.skipIf(!onPostgres)(
    'on PostgreSQL a per-request count waits for no query and reaches the shared row within about a second @timing',
    async () => {
      const [a, b] = [sharedCountersFor(first.db), sharedCountersFor(second!.db)];
      const k = key();
      for (let i = 1; i <= 5; i += 1) expect(a.hitSoon(k, 60_000).count).toBe(i);
      // Nothing is in the database yet: the request did not wait for it.
      expect(await b.peek(k)).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect((await b.peek(k))?.count).toBe(5);
      // The other instance's first hit counts locally; after its flush it knows all six.
      expect(b.hitSoon(k, 60_000).count).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect(b.hitSoon(k, 60_000).count).toBe(7);
      await b.close();
      expect((await a.peek(k))?.count).toBe(7);
    },
  );
});
