import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../lib/data-dir-lock.js';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';
import { newsletterSubscriptions } from './schema/index.js';

describe.skipIf(process.env.TEST_DATABASE_URL)('embedded database on disk', () => {
  it('keeps every committed row across a stop and a start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-db-'));
    const first = await openDatabase({ dataDir });
    await migrateDatabase(first);
    await first.db.insert(newsletterSubscriptions).values({ email: 'kept@example.com' });
    await first.close();

    const second = await openDatabase({ dataDir });
    await migrateDatabase(second);
    const rows = await second.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'kept@example.com'));
    expect(rows).toHaveLength(1);
    await second.close();
  });

  it('refuses a second process on the same data directory', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-lock-'));
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(/Another Marquee process is using the data directory/);
    await release();
    const again = await lockDataDir(dataDir);
    await again();
  });
});
