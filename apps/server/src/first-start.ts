import { eq, sql } from 'drizzle-orm';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { siteSettings } from './db/schema/index.js';
import { seedDemo } from './db/seed/index.js';

const SEEDED_MARKER = 'demo_seeded_at';

/**
 * The demo catalogue is seeded once: an admin who empties the store does not get it back. With
 * SEED_DEMO false a new store starts empty (issue 30); a store already seeded keeps its goods.
 * Says what it did on a first start, or null when the store had already started once.
 */
export async function seedOnFirstStart(
  db: Db,
  config: Pick<Config, 'seedDemo' | 'mediaDir'>,
): Promise<'seeded' | 'skipped' | null> {
  if (!config.seedDemo) return 'skipped';
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.settingKey, SEEDED_MARKER));
  if (marker) return null;
  // Several instances may start together on one PostgreSQL: one seeds, the others wait and skip.
  return db.transaction(async (tx) => {
    // Waiting for another instance's seed may take longer than a statement may (decision 057).
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('marquee:first-start-seed'))`);
    const [again] = await tx.select().from(siteSettings).where(eq(siteSettings.settingKey, SEEDED_MARKER));
    if (again) return null;
    await seedDemo(tx as unknown as Db, { mediaDir: config.mediaDir });
    await tx.insert(siteSettings).values({ settingKey: SEEDED_MARKER, settingValue: new Date().toISOString() });
    return 'seeded' as const;
  });
}
